import type { ChoicesPattern } from '../../../src/rules';
import { replay } from '../../../src/games/session';
import { choicesSetup } from '../../../src/rules/choices';
import { PROMPTS } from '../../../src/rules/choices/deck';
import { choicesGame } from '../../../src/games/choices/session';
import type { ChoicesAction, ChoicesSetup } from '../../../src/games/choices/session';

/** A seeded random() so every setup is the same run after run. */
function seeded(seed = 7): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export const setupOf = (names = ['Ana', 'Ben', 'Cy']): ChoicesSetup => choicesSetup(names, seeded(), PROMPTS);

/** Tiles 0,1 pick; 2,3 reserve; 4,5 pass. */
export const PATTERN: ChoicesPattern = { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' };
/** Same anchor (0), every other tile moved: 0 correct. */
export const WRONG: ChoicesPattern = { 0: 'pick', 1: 'pass', 2: 'pick', 3: 'pass', 4: 'reserve', 5: 'reserve' };
/** 3 correct: 2 and 4 swapped. */
export const THREE: ChoicesPattern = { 0: 'pick', 1: 'pick', 2: 'pass', 3: 'reserve', 4: 'reserve', 5: 'pass' };

/** A fake clock: time only moves when the test says so. */
export function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

export const run = (setup: ChoicesSetup, actions: ChoicesAction[]) => replay(choicesGame, setup, actions);
