// Test helpers for the rules core (not a test file itself).
import type { RelayDisplay, RelayTile, Motif, Texture, RowCard } from '../../src/rules/index.ts';

/** Object.freeze, recursively. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** A deterministic PRNG in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'SUN/DOTS' -> tile. */
export function tile(face: string): RelayTile {
  const [motif, texture] = face.split('/') as [Motif, Texture];
  return { motif, texture };
}

/** display('SUN/DOTS LEAF/LINES KEY/WAVES', 'SUN/RINGS KEY/DOTS KEY/LINES') */
export function display(top: string, bottom: string): RelayDisplay {
  return { top: top.split(' ').map(tile), bottom: bottom.split(' ').map(tile) };
}

/** row('KH 2H ~3C') -> row cards; a leading ~ marks a face-down card. */
export function row(spec: string): RowCard[] {
  if (spec.trim() === '') return [];
  return spec
    .trim()
    .split(/\s+/)
    .map((c) => (c.startsWith('~') ? { card: c.slice(1), faceUp: false } : { card: c, faceUp: true }));
}
