import { checksum } from './checksum';

/*
 * One slot file of the second copy: `TS1 <seq> <checksum> <length>\n<body>`,
 * the body "-" for a tombstone. A slot whose length or checksum does not hold
 * was torn by a kill mid-write and is ignored.
 */
export interface Slot {
  seq: number;
  /** null: the record was deleted. */
  body: string | null;
}

export function formatSlot(seq: number, body: string | null): string {
  const raw = body ?? '-';
  return `TS1 ${seq} ${checksum(raw)} ${raw.length}\n${raw}`;
}

export function parseSlot(text: string): Slot | null {
  const m = /^TS1 (\d+) ([0-9a-f]{8}) (\d+)\n/.exec(text);
  if (!m) return null;
  const raw = text.slice(m[0].length);
  if (raw.length !== Number(m[3]) || checksum(raw) !== m[2]) return null;
  return { seq: Number(m[1]), body: raw === '-' ? null : raw };
}

/** The slot to believe: the whole one with the highest sequence number. */
export function newestSlot(slots: (Slot | null)[]): Slot | null {
  return slots.reduce<Slot | null>((best, s) => (s && (!best || s.seq > best.seq) ? s : best), null);
}
