import { checksum } from './copy-log';
import type { CopyEntry, CopyKind } from './copy-log';

/*
 * The second copy as versions before the logs kept it, read once to move it in. A record had slot files `<name>.a`
 * and `.b`: `TS1 <seq> <checksum> <length>\n<body>`, or `TS2 <seq> <packs> ...` once batch files (`packs/<n>`, JSON
 * [name, body] lists) existed, `packs` the newest then; the body `{kind, record}`, or "-" for a delete. A torn slot is
 * ignored, the higher seq wins, and the newest pack holding a record beats a slot written before it (any other slot
 * beats every pack: a tombstone).
 */

type Slot = { seq: number; body: string | null; packs: number };

export function parseSlot(text: string): Slot | null {
  const m = /^(?:TS1 (\d+)|TS2 (\d+) (\d+)) ([0-9a-f]{8}) (\d+)\n/.exec(text);
  const raw = m ? text.slice(m[0].length) : '';
  if (!m || raw.length !== Number(m[5]) || checksum(raw) !== m[4]) return null;
  return { seq: Number(m[1] ?? m[2]), body: raw === '-' ? null : raw, packs: Number(m[3] ?? 0) };
}

/** The entries the old copy held, from its slot files' texts by file name and its packs' texts by number. */
export function readOldCopy(files: Map<string, string>, packs: Map<number, string>): Record<CopyKind, CopyEntry[]> {
  const slots = new Map<string, Slot>();
  for (const [file, text] of files) {
    const name = file.slice(0, -2);
    const slot = parseSlot(text);
    if (slot && slot.seq > (slots.get(name)?.seq ?? -1)) slots.set(name, slot);
  }
  const packed = new Map<string, { pack: number; body: string }>();
  for (const n of [...packs.keys()].sort((a, b) => a - b)) {
    const pack = parseSlot(packs.get(n)!);
    try {
      for (const [name, body] of JSON.parse(pack?.body ?? '[]') as [string, string][])
        packed.set(name, { pack: n, body });
    } catch {
      // A whole pack always parses; this one was written by something else.
    }
  }
  const bodies = [...packed].filter(([name, p]) => (slots.get(name)?.packs ?? -1) < p.pack).map(([, p]) => p.body);
  for (const [name, slot] of slots)
    if (slot.body && !((packed.get(name)?.pack ?? 0) > slot.packs)) bodies.push(slot.body);
  const out: Record<CopyKind, CopyEntry[]> = { session: [], history: [] };
  for (const body of bodies) {
    try {
      const { kind, record } = JSON.parse(body) as { kind: CopyKind; record: CopyEntry[1] };
      if (Object.hasOwn(out, kind) && typeof record?.id === 'string') out[kind].push([record.id, record]);
    } catch {
      // Unreadable then as now: left out.
    }
  }
  return out;
}
