// The wire reader takes anything a phone can send, and anything a value can do
// when read (throwing conversions, getters, proxies, inherited keys), and
// always answers with a typed message or a refusal code: it never throws.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/rules/choices/wire';

const TYPES: unknown[] = ['start', 'continue', 'screen', 'again', 'approve', 'place', 'sort', 'predict', 'nope', 7];

function hostile(): unknown[] {
  const throwing = Object.defineProperty({}, 'id', {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
  const trap = new Proxy(
    {},
    {
      get() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
      getOwnPropertyDescriptor() {
        throw new Error('trap');
      },
    },
  );
  return [
    { toString: 0 },
    { toString: 0, valueOf: 0 },
    { [Symbol.toPrimitive]: () => ({}) },
    throwing,
    trap,
    Object.create({ id: '0', zone: 'pick', seat: 1, pattern: { 0: 'pick' }, anchor: '0' }),
    JSON.parse('{"__proto__": {"id": "0"}}'),
    'x'.repeat(100_000),
    [['0']],
    Symbol('s'),
    10n,
    undefined,
  ];
}

describe('readMessage with hostile values', () => {
  it('never throws, whatever the type, payload or field holds', () => {
    for (const type of [...TYPES, ...hostile()])
      for (const v of hostile())
        for (const payload of [v, { id: v, zone: v, seat: v, pattern: v, anchor: v }, { pattern: { 0: v } }])
          expect(() => readMessage(type, payload)).not.toThrow();
  });

  it('refuses a place whose tile or zone is not a string, echoing nothing it would have to convert', () => {
    expect(readMessage('place', { id: { toString: 0 }, zone: 'pick' })).toEqual({
      code: 'choices/no-such-tile',
      facts: { tile: null, zone: 'pick' },
    });
    expect(readMessage('place', { id: '9', zone: { valueOf: 0, toString: 0 } })).toEqual({
      code: 'choices/no-such-tile',
      facts: { tile: '9', zone: null },
    });
  });

  it('reads no inherited field: a payload whose prototype holds a valid place is no place', () => {
    const inherited = Object.create({ id: '0', zone: 'pick' });
    expect(readMessage('place', inherited)).toMatchObject({ code: 'choices/no-such-tile' });
    expect(readMessage('approve', Object.create({ ask: 1 }))).toMatchObject({ code: 'online/no-ask' });
  });

  it('refuses a payload that throws when read, and names an unknown type only when it is plain text', () => {
    const throwing = Object.defineProperty({}, 'ask', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(readMessage('approve', throwing)).toEqual({ code: 'online/bad-request', facts: {} });
    expect(readMessage({ toString: 0 }, {})).toEqual({ code: 'online/unknown-request', facts: { type: null } });
    expect(readMessage('y'.repeat(50), {})).toEqual({
      code: 'online/unknown-request',
      facts: { type: 'y'.repeat(20) },
    });
    expect(readMessage('place', { id: '3', zone: 'reserve' })).toEqual({ t: 'place', id: '3', zone: 'reserve' });
  });
});
