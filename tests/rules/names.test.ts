import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX, nameKey, playerName } from '../../src/rules/names';

const graphemes = (s: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].map((g) => g.segment);
const FAMILY = '👩\u200D👩\u200D👧';

describe('player names (one function for every phone and the server)', () => {
  it('takes out C1 controls, bidi overrides and zero-width characters; a line break becomes a space', () => {
    expect(playerName('Ana\u0085')).toBe('Ana');
    expect(playerName('\u202EIda')).toBe('Ida');
    expect(playerName('Ana\u200B')).toBe('Ana');
    expect(playerName('Ana\nMaria\tB')).toBe('Ana Maria B');
    expect(playerName('  Ben   Lee ')).toBe('Ben Lee');
  });

  it('refuses a name with nothing visible: empty, spaces, zero-width characters or controls only', () => {
    for (const raw of ['', '   ', '\u200B\u200C\u200D', '\u2066\u2069', '\u0001\u0085', '\u3164', 42, null])
      expect(playerName(raw)).toBeNull();
  });

  it('keeps a joiner inside an emoji sequence and drops one between letters', () => {
    expect(playerName(`Mo ${FAMILY}`)).toBe(`Mo ${FAMILY}`);
    expect(playerName('A\u200DB')).toBe('AB');
  });

  it('puts a name in NFC: a decomposed é is the same name as the composed one', () => {
    expect(playerName('Zoe\u0301')).toBe('Zoé');
  });

  it('cuts at 20 whole graphemes, never inside an emoji', () => {
    const long = FAMILY.repeat(25);
    const cut = playerName(long)!;
    expect(graphemes(cut)).toEqual(Array(NAME_MAX).fill(FAMILY));
    expect(playerName('Ab'.repeat(15))).toBe('Ab'.repeat(10));
  });

  it('reads only what it keeps from a huge name: 4 million letters, or 200,000 joiners between letters, give their first 20', () => {
    expect(playerName('x'.repeat(4_000_000))).toBe('x'.repeat(NAME_MAX));
    expect(playerName('a\u200D'.repeat(200_000))).toBe('a'.repeat(NAME_MAX));
  });
  it('compares names after case folding and without invisible characters: "Ana" plus a zero-width space is Ana', () => {
    expect(nameKey(playerName('Ana\u200B')!)).toBe(nameKey('ana'));
    expect(nameKey('ANA')).toBe(nameKey('ana'));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
  });

  it('any text gives null or a name that is NFC, trimmed, at most 20 graphemes, without controls, and the same when cleaned again', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(
          '\u200B',
          '\u200D',
          '\u202E',
          '\u0085',
          '\n',
          ' ',
          '👩',
          '\u0301',
          'é',
          'A',
          '\u3164',
          '\uFEFF',
        ),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 60,
    });
    fc.assert(
      fc.property(text, (raw) => {
        const name = playerName(raw);
        if (name === null) return;
        expect(name).toBe(name.normalize('NFC'));
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s\s/);
        expect(graphemes(name).length).toBeLessThanOrEqual(NAME_MAX);
        expect(name).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\u200B\u200C\u200E\u200F\uFEFF]/u);
        expect(name).toMatch(/[\p{L}\p{N}\p{P}\p{S}]/u);
        expect(playerName(name)).toBe(name);
      }),
      { numRuns: 500 },
    );
  });

  it('a name and the same name with zero-width characters slipped in compare equal', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{1,10}$/),
        fc.nat({ max: 10 }),
        fc.constantFrom('\u200B', '\u200C', '\u2060', '\uFEFF'),
        (name, at, hidden) => {
          const slipped = `${name.slice(0, at)}${hidden}${name.slice(at)}`;
          expect(nameKey(playerName(slipped)!)).toBe(nameKey(name.toUpperCase()));
        },
      ),
    );
  });
});
