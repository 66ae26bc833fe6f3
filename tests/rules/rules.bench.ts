// Throughput of the two scoring hot paths. Run: npx vitest bench --run tests/rules/rules.bench.ts
// Inputs are generated once, outside the measured functions, from a seeded PRNG.
import { bench, describe } from 'vitest';
import {
  RELAY_FACES,
  ROYAL_STARTERS,
  allCardCodes,
  royalAdd,
  scoreRelayDisplay,
  scoreRoyalRow,
} from '../../src/rules/index.ts';
import type { RelayDisplay, RelayTile, RowCard } from '../../src/rules/index.ts';
import { mulberry32 } from './helpers';

const RELAY_COUNT = 1_000_000;
const ROYAL_COUNT = 100_000;
const rand = mulberry32(20261029);

function randomRelayDisplay(): RelayDisplay {
  // six faces, at most four copies of one face (R8)
  for (;;) {
    const tiles: RelayTile[] = [];
    for (let i = 0; i < 6; i++) tiles.push(RELAY_FACES[Math.floor(rand() * 12)] as RelayTile);
    const counts = new Map<RelayTile, number>();
    let ok = true;
    for (const t of tiles) {
      const n = (counts.get(t) ?? 0) + 1;
      counts.set(t, n);
      if (n > 4) ok = false;
    }
    if (ok) return { top: tiles.slice(0, 3), bottom: tiles.slice(3) };
  }
}

function randomRoyalRow(): RowCard[] {
  const deck = allCardCodes().filter((c) => !ROYAL_STARTERS.includes(c));
  let r: RowCard[] = [];
  r = royalAdd(r, ROYAL_STARTERS[Math.floor(rand() * 5)] as string);
  const extra = Math.floor(rand() * 11);
  for (let i = 0; i < extra; i++) {
    const k = Math.floor(rand() * deck.length);
    r = royalAdd(r, deck[k] as string);
    deck.splice(k, 1);
  }
  return r;
}

const displays: RelayDisplay[] = Array.from({ length: RELAY_COUNT }, randomRelayDisplay);
const rows: RowCard[][] = Array.from({ length: ROYAL_COUNT }, randomRoyalRow);
let sink = 0;

describe('rules scoring', () => {
  bench(
    `scoreRelayDisplay x ${RELAY_COUNT.toLocaleString('en')}`,
    () => {
      let s = 0;
      for (const d of displays) s += scoreRelayDisplay(d).total;
      sink += s;
    },
    { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 },
  );
  bench(
    `scoreRoyalRow x ${ROYAL_COUNT.toLocaleString('en')}`,
    () => {
      let s = 0;
      for (const r of rows) s += scoreRoyalRow(r).total;
      sink += s;
    },
    { iterations: 10, time: 0, warmupIterations: 1, warmupTime: 0 },
  );
});

export { sink };
