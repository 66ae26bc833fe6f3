import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/games/session';
import { choicesGame } from '../../../src/games/choices/session';
import { readChoicesAction, readChoicesSetup } from '../../../src/games/choices/read';
import { setupOf } from './helpers';

const good = setupOf(['Ana', 'Ben', 'Cy']);
/** A session as this app stored it before readSetup existed (version 1, as saved in IndexedDB). */
const STORED = {
  v: 1,
  players: ['Ana', 'Ben', 'Cy'],
  order: [2, 0, 1],
  prompts: [
    {
      text: 'Plan a lazy Sunday',
      tiles: ['Sleep in', 'Pancakes', 'Long walk', 'Board games', 'Film marathon', 'Call a friend'],
    },
    { text: 'Top a shared pizza', tiles: ['Mushrooms', 'Olives', 'Pineapple', 'Extra cheese', 'Peppers', 'Anchovies'] },
    { text: 'Choose a holiday spot', tiles: ['Beach', 'Mountains', 'Big city', 'Countryside', 'Lake', 'Island'] },
  ],
};
const STORED_ACTIONS = [
  { t: 'next', at: 1000 },
  { t: 'claim', at: 2000 },
  { t: 'place', at: 2500, id: '3', zone: 'pass' },
  {
    t: 'sort',
    at: 9000,
    pattern: { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' },
    anchor: '1',
  },
  { t: 'next', at: 9500 },
];

describe('readSetup and readAction (malformed stored sessions are refused, old ones still load)', () => {
  it('a stored version-1 session loads and replays to where it was: Cy wrote, the anchor is shown', () => {
    const setup = readChoicesSetup(JSON.parse(JSON.stringify(STORED)));
    expect(setup).toEqual(STORED);
    const played = replay(choicesGame, setup!, STORED_ACTIONS);
    expect(played.stop).toBeUndefined();
    expect(played.state.phase).toEqual({ k: 'gate', round: 0, reader: 0 });
    expect(played.state.rounds[0]!.anchor).toBe('1');
    expect(readChoicesSetup(good)).toEqual(good);
  });

  it('C2: a prompt is read by its deck id, also one this version does not know (a newer deck)', () => {
    const prompts = [{ id: 'lazy-sunday' }, { id: 'hot-drink' }, { id: 'a-prompt-yet-to-come' }];
    expect(readChoicesSetup({ ...STORED, prompts })?.prompts).toEqual(prompts);
  });

  it.each([
    ['not an object', 'junk'],
    ['no setup at all', null],
    ['an unknown version', { ...STORED, v: 2 }],
    ['players as a string', { ...STORED, players: 'Ana, Ben, Cy' }],
    ['a single player', { ...STORED, players: ['Ana'], order: [0], prompts: STORED.prompts.slice(0, 1) }],
    ['13 players (C1: 3-12)', { ...STORED, players: Array.from({ length: 13 }, (_, i) => `P${i}`) }],
    ['a blank name', { ...STORED, players: ['Ana', ' ', 'Cy'] }],
    ['a seat of -4 in the order', { ...STORED, order: [2, -4, 1] }],
    ['a seat twice in the order (C1: everyone writes once)', { ...STORED, order: [2, 2, 1] }],
    ['a fractional seat', { ...STORED, order: [2, 0.5, 1] }],
    ['one prompt short', { ...STORED, prompts: STORED.prompts.slice(0, 2) }],
    [
      'a prompt with five tiles (C2: six)',
      { ...STORED, prompts: [{ text: 'x y z', tiles: ['a', 'b', 'c', 'd', 'e'] }, ...STORED.prompts.slice(1)] },
    ],
    [
      'a prompt with a repeated tile (C2: distinct)',
      { ...STORED, prompts: [{ text: 'x y z', tiles: ['a', 'a', 'c', 'd', 'e', 'f'] }, ...STORED.prompts.slice(1)] },
    ],
    ['a prompt id that is no id', { ...STORED, prompts: [{ id: 'Plan a lazy Sunday' }, ...STORED.prompts.slice(1)] }],
    ['a prompt id that is a number', { ...STORED, prompts: [{ id: 7 }, ...STORED.prompts.slice(1)] }],
    [
      'a tile that is a number',
      { ...STORED, prompts: [{ text: 'x y z', tiles: [1, 2, 3, 4, 5, 6] }, ...STORED.prompts.slice(1)] },
    ],
  ])('refuses a setup with %s', (_, raw) => {
    expect(readChoicesSetup(raw)).toBeNull();
  });

  it('reads every action type, and copies it', () => {
    for (const a of STORED_ACTIONS) {
      const read = readChoicesAction(a);
      expect(read).toEqual(a);
      expect(read).not.toBe(a);
    }
    expect(readChoicesAction({ t: 'predict', at: 5, pattern: { 0: 'pick', 1: 'pass' } })).toEqual({
      t: 'predict',
      at: 5,
      pattern: { 0: 'pick', 1: 'pass' },
    });
    expect(readChoicesAction({ t: 'expire', at: 5 })).toEqual({ t: 'expire', at: 5 });
  });

  it.each([
    ['an unknown type', { t: 'cheat', at: 1 }],
    ['no type', { at: 1 }],
    ['no time', { t: 'next' }],
    ['a time that is not finite', { t: 'claim', at: Number.POSITIVE_INFINITY }],
    ['a time as text', { t: 'claim', at: '1000' }],
    ['a place into an unknown zone', { t: 'place', at: 1, id: '0', zone: 'maybe' }],
    ['a place without a tile', { t: 'place', at: 1, zone: 'pick' }],
    ['a sort without an anchor', { t: 'sort', at: 1, pattern: { 0: 'pick' } }],
    ['a sort whose pattern is a list', { t: 'sort', at: 1, pattern: ['pick'], anchor: '0' }],
    ['a prediction with a zone that is not one', { t: 'predict', at: 1, pattern: { 0: 'top' } }],
    [
      'a prediction of seven tiles',
      { t: 'predict', at: 1, pattern: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [i, 'pick'])) },
    ],
    ['null', null],
  ])('refuses an action with %s', (_, raw) => {
    expect(readChoicesAction(raw)).toBeNull();
  });

  it('a replay stops at an unreadable action and says where; the readable part is kept', () => {
    const played = replay(choicesGame, good, [
      { t: 'next', at: 1 },
      { t: 'fly', at: 2 },
      { t: 'claim', at: 3 },
    ]);
    expect(played.stop).toEqual({ at: 1, reason: 'unreadable' });
    expect(played.actions).toEqual([{ t: 'next', at: 1 }]);
    expect(played.state.phase).toEqual({ k: 'gate', round: 0, reader: null });
  });
});
