import { describe, expect, it } from 'vitest';
import { listNames } from '../../src/text/words';
import { cleanName } from '../../src/rules/names';

describe('listNames', () => {
  it('joins names as the app has always written them, each name isolated (FSI ... PDI)', () => {
    const i = (n: string) => `\u2068${n}\u2069`;
    expect(listNames([])).toBe('');
    expect(listNames(['Ana'])).toBe(i('Ana'));
    expect(listNames(['Ana', 'Ben'])).toBe(`${i('Ana')} and ${i('Ben')}`);
    expect(listNames(['Ana', 'Ben', 'Cy'])).toBe(`${i('Ana')}, ${i('Ben')} and ${i('Cy')}`);
    // An unclosed override inside a name ends with the name.
    expect(listNames(['\u202EAna', 'Ben'])).toBe(`${i('Ana')} and ${i('Ben')}`);
  });
});

describe('cleanName', () => {
  it('removes bidi controls, collapses spaces and keeps at most 20 characters', () => {
    expect(cleanName('  \u202EAna\u202C   Lee \u2066')).toBe('Ana Lee');
    expect(cleanName('x'.repeat(30))).toBe('x'.repeat(20));
    expect(cleanName('\u200F \u200E')).toBe('');
  });
});
