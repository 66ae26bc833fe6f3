import { checksum } from './checksum';

/*
 * One slot file of the second copy: `TS1 <seq> <checksum> <length>\n<body>`,
 * the body "-" for a tombstone. A slot whose length or checksum does not hold
 * was torn by a kill mid-write and is ignored. A slot written once batch files
 * (packs) exist is `TS2 <seq> <packs> <checksum> <length>`: `packs` is the
 * newest pack there was, so the slot outranks that pack and every older one.
 */
export interface Slot {
  seq: number;
  /** null: the record was deleted. */
  body: string | null;
  /** The newest pack that existed when the slot was written (0: none). */
  packs: number;
}

export function formatSlot(seq: number, body: string | null, packs = 0): string {
  const raw = body ?? '-';
  const head = packs > 0 ? `TS2 ${seq} ${packs}` : `TS1 ${seq}`;
  return `${head} ${checksum(raw)} ${raw.length}\n${raw}`;
}

export function parseSlot(text: string): Slot | null {
  const m = /^(?:TS1 (\d+)|TS2 (\d+) (\d+)) ([0-9a-f]{8}) (\d+)\n/.exec(text);
  if (!m) return null;
  const raw = text.slice(m[0].length);
  if (raw.length !== Number(m[5]) || checksum(raw) !== m[4]) return null;
  return { seq: Number(m[1] ?? m[2]), body: raw === '-' ? null : raw, packs: Number(m[3] ?? 0) };
}

/** The slot to believe: the whole one with the highest sequence number. */
export function newestSlot(slots: (Slot | null)[]): Slot | null {
  return slots.reduce<Slot | null>((best, s) => (s && (!best || s.seq > best.seq) ? s : best), null);
}

/**
 * The bodies to believe, from each record's newest whole slot (null: none)
 * and the whole packs by number: the newest pack holding a record wins over
 * a slot written before that pack existed; any other slot wins (a tombstone
 * hiding the record).
 */
export function believe(slots: Map<string, Slot | null>, packs: Map<number, string>): string[] {
  const packed = new Map<string, { pack: number; body: string }>();
  for (const n of [...packs.keys()].sort((a, b) => a - b)) {
    let entries: [string, string][];
    try {
      entries = JSON.parse(packs.get(n)!) as [string, string][];
    } catch {
      continue; // A whole pack always parses; this one was written by something else.
    }
    for (const [name, body] of entries) packed.set(name, { pack: n, body });
  }
  const bodies: string[] = [];
  for (const [name, slot] of slots) {
    const inPack = packed.get(name);
    if (!slot || (inPack && slot.packs < inPack.pack)) continue;
    packed.delete(name);
    if (slot.body) bodies.push(slot.body);
  }
  return [...bodies, ...[...packed.values()].map((x) => x.body)];
}
