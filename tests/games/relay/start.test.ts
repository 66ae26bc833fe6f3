import { describe, expect, it } from 'vitest';
import { relayDef } from '../../../src/games/relay/session';
import type { RelayAction } from '../../../src/games/relay/session';
import { rematchSetup } from '../../../src/games/relay/start';
import { placementNames, readerOf } from '../../../src/games/relay/words';
import { plain } from '../../plain';

describe('rematch', () => {
  it("R4, R5: the first placer of a rematch is the one after the last game's twelfth pick, and the reader moves on", () => {
    const last = { players: ['Ana', 'Ben', 'Cy', 'Dee'], firstReader: 0, firstPlacer: 1 };
    // Picks 1..12 were placed first by Ben, Cy, Dee, Ana, ... pick 12 by Ana (1 + 11 = 12, seat 0).
    const next = rematchSetup(last);
    const first = relayDef.apply(relayDef.init(next), { t: 'next' } as RelayAction, next);
    expect(placementNames(next, first)).toEqual(['Ben', 'Cy', 'Dee', 'Ana']);
    // Round 2 of the last game was read by Ben, so Cy reads the rematch's round 1.
    expect(plain(readerOf(next, 1))).toBe('Cy');
    expect(next.players).toEqual(last.players);
    expect(next.players).not.toBe(last.players);
  });
  it("R5: at five players the rematch placer is two seats on from the last game's first placer", () => {
    const last = { players: ['A', 'B', 'C', 'D', 'E'], firstReader: 4, firstPlacer: 3 };
    expect(rematchSetup(last)).toMatchObject({ firstPlacer: 0, firstReader: 1 });
  });
});
