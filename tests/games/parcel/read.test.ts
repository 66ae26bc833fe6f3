import { describe, expect, it } from 'vitest';
import { parcelDef } from '../../../src/games/parcel/session.ts';
import { replay } from '../../../src/games/session.ts';
import { oneSwapDeal, setupOf } from './fixtures.ts';

const readSetup = parcelDef.readSetup!;
const readAction = parcelDef.readAction!;

describe('Parcel Parade: reading stored records (malformed sessions are refused, never run)', () => {
  it('reads a good setup, and an older one without the later fields', () => {
    expect(readSetup(setupOf({ hands: oneSwapDeal() }))).toEqual(setupOf({ hands: oneSwapDeal() }));
    expect(readSetup({ names: ['Ana', 'Ben', 'Cy'], first: 1 })).toEqual({
      names: ['Ana', 'Ben', 'Cy'],
      first: 1,
      variant: 'standard',
      hands: null,
      brisk: false,
      startedAt: 0,
    });
  });

  it.each([
    ['not an object', 'x'],
    ['players as a string', { ...setupOf(), names: 'Ana, Ben' }],
    ['a single player (P1: 3 to 8)', { ...setupOf(), names: ['Ana'] }],
    ['nine players', { ...setupOf(), names: Array.from({ length: 9 }, (_, i) => `P${i}`) }],
    ['a blank name', { ...setupOf(), names: ['Ana', ' ', 'Cy'] }],
    ['a seat of -4', { ...setupOf(), first: -4 }],
    ['a first seat past the table', { ...setupOf(), first: 4 }],
    ['an unknown variant', { ...setupOf(), variant: 'hard' }],
    ['hands of the wrong count', { ...setupOf(), hands: oneSwapDeal().slice(0, 3) }],
    [
      'hands that are no right deal',
      { ...setupOf(), hands: [['SUN', 'SUN', 'SUN', 'SUN'], ...oneSwapDeal().slice(1)] },
    ],
    ['a card that is no symbol', { ...setupOf(), hands: [['SUN', 'STAR', 'LEAF', 'KEY'], ...oneSwapDeal().slice(1)] }],
    ['brisk as a string', { ...setupOf(), brisk: 'yes' }],
    ['a start time of NaN', { ...setupOf(), startedAt: Number.NaN }],
  ])('refuses a setup with %s', (_, raw) => {
    expect(readSetup(raw)).toBeNull();
  });

  it('reads every action kind, keyed t or (as stored before) type', () => {
    expect(readAction({ t: 'lap', at: 5 })).toEqual({ t: 'lap', at: 5 });
    expect(readAction({ type: 'pass', at: 5 })).toEqual({ t: 'pass', at: 5 });
    expect(readAction({ type: 'swap', at: 5 })).toEqual({ t: 'swap', at: 5 });
    expect(readAction({ t: 'swap', at: 5, give: 'SUN', receive: 'KEY' })).toEqual({
      t: 'swap',
      at: 5,
      give: 'SUN',
      receive: 'KEY',
    });
    expect(readAction({ t: 'score', at: 5, complete: 2 })).toEqual({ t: 'score', at: 5, complete: 2 });
    expect(readAction({ t: 'redeal', at: 5, hands: null })).toEqual({ t: 'redeal', at: 5, hands: null });
    expect(readAction({ t: 'complete', at: 5, extra: 'dropped' })).toEqual({ t: 'complete', at: 5 });
  });

  it.each([
    ['an unknown type', { t: 'teleport', at: 1 }],
    ['no time', { t: 'pass' }],
    ['a swap giving only one card', { t: 'swap', at: 1, give: 'SUN' }],
    ['a swap of a card that is no symbol', { t: 'swap', at: 1, give: 'SUN', receive: 'STAR' }],
    ['a fractional count', { t: 'score', at: 1, complete: 1.5 }],
    ['a negative count', { t: 'score', at: 1, complete: -1 }],
    ['a redeal without hands', { t: 'redeal', at: 1 }],
    ['null', null],
  ])('refuses an action with %s, and replay stops there keeping what it read', (_, raw) => {
    expect(readAction(raw)).toBeNull();
    const { actions, stop } = replay(parcelDef, setupOf(), [{ t: 'lap', at: 1 }, raw, { t: 'pass', at: 2 }]);
    expect(actions).toEqual([{ t: 'lap', at: 1 }]);
    expect(stop).toEqual({ at: 1, reason: 'unreadable' });
  });
});
