// The faces a setup offers: what a player chose here, else what they had last time (remembered with the name), else
// the first colour and mark free, in seat order (`seatFaces`). The setup screen and the start of the game read the
// same choice, so the game keeps the faces the setup showed.
import { signal } from '@preact/signals';
import type { Face } from '../rules/faces';
import { seatFaces } from '../rules/faces';
import type { PlayerName } from '../storage/types';

const key = (name: string) => name.toLocaleLowerCase();
/** Chosen on this page, by name (folded): kept while the page lives, so a name re-added keeps its choice. */
const chosen = signal<ReadonlyMap<string, Face>>(new Map());

/** The faces of the seats as set up, one per name. */
export function setupFaces(names: readonly string[], remembered: readonly PlayerName[]): Face[] {
  const last = new Map(remembered.map((p) => [key(p.name), p.face]));
  const picks = chosen.value;
  return seatFaces(names.length, (i) => {
    const k = key(names[i] ?? '');
    return picks.get(k) ?? last.get(k);
  });
}

/** A player's choice at setup. */
export function chooseFace(name: string, face: Face): void {
  chosen.value = new Map(chosen.value).set(key(name), face);
}
