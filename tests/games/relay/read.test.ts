import { describe, expect, it } from 'vitest';
import { readRelayAction, readRelaySetup } from '../../../src/games/relay/read';
import { relayDef } from '../../../src/games/relay/session';
import { replay } from '../../../src/games/session';

const good = { players: ['Ana', 'Ben', 'Cy'], firstReader: 2, firstPlacer: 0 };

describe('relay readSetup (untrusted stored setups)', () => {
  it('reads a setup as stored by every version, dropping unknown fields', () => {
    expect(readRelaySetup({ ...good, extra: 'x' })).toEqual(good);
  });
  it.each([
    ['not an object', 'Ana, Ben'],
    ['players as a string', { ...good, players: 'Ana,Ben,Cy' }],
    ['a single player', { ...good, players: ['Ana'], firstReader: 0 }],
    ['seven players', { ...good, players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }],
    ['a blank name', { ...good, players: ['Ana', '  ', 'Cy'] }],
    ['a name that is not text', { ...good, players: ['Ana', 7, 'Cy'] }],
    ['a seat of -4', { ...good, firstReader: -4 }],
    ['a reader beyond the table', { ...good, firstReader: 3 }],
    ['a fractional placer', { ...good, firstPlacer: 0.5 }],
    ['a missing placer', { players: good.players, firstReader: 0 }],
  ])('refuses %s', (_, raw) => {
    expect(readRelaySetup(raw)).toBeNull();
  });
  it('cleans names: bidi controls and extra spaces go', () => {
    expect(readRelaySetup({ ...good, players: ['\u202EAna', ' Ben  B ', 'Cy'] })?.players).toEqual([
      'Ana',
      'Ben B',
      'Cy',
    ]);
  });
});

describe('relay readAction (untrusted stored actions)', () => {
  it('reads every action type, old and new', () => {
    const actions = [
      { t: 'next' },
      { t: 'ready', seat: 2 },
      { t: 'allReady' },
      { t: 'count', at: 1000 },
      { t: 'reveal', at: 2000 },
      { t: 'set', round: 2, seat: 1, row: 'bottom', col: 2, tile: { motif: 'KEY', texture: 'RINGS' } },
      { t: 'set', round: 1, seat: 0, row: 'top', col: 0, tile: null },
      { t: 'confirm', round: 1 },
      { t: 'reopen', round: 2 },
    ];
    expect(actions.map(readRelayAction)).toEqual(actions);
  });
  it.each([
    ['an unknown type', { t: 'shuffle' }],
    ['no type', { seat: 1 }],
    ['a count without a time', { t: 'count' }],
    ['a count at an endless time', { t: 'count', at: Infinity }],
    ['a round 3', { t: 'confirm', round: 3 }],
    ['a seat of -1', { t: 'ready', seat: -1 }],
    ['a middle row', { t: 'set', round: 1, seat: 0, row: 'middle', col: 0, tile: null }],
    ['a fourth column', { t: 'set', round: 1, seat: 0, row: 'top', col: 3, tile: null }],
    ['a MOON tile', { t: 'set', round: 1, seat: 0, row: 'top', col: 0, tile: { motif: 'MOON', texture: 'DOTS' } }],
    ['null', null],
  ])('refuses %s', (_, raw) => {
    expect(readRelayAction(raw)).toBeNull();
  });
  it('a stored session with an unreadable action replays up to it and says where it stopped, keeping nothing made up', () => {
    const r = replay(relayDef, good, [{ t: 'next' }, { t: 'reveal', at: 1 }, { t: 'shuffle' }, { t: 'next' }]);
    expect(r.stop).toEqual({ at: 2, reason: 'unreadable' });
    expect(r.actions).toHaveLength(2);
    expect(r.state).toMatchObject({ step: 'place', pick: 1 });
  });
  it('a seat beyond the table is a damaged record, not a refusal to show', () => {
    const r = replay(relayDef, good, [{ t: 'next' }, { t: 'set', round: 1, seat: 5, row: 'top', col: 0, tile: null }]);
    expect(r.stop?.reason).toBe('failed');
  });
});
