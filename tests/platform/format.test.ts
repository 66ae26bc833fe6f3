import { describe, expect, it } from 'vitest';
import { listNames } from '../../src/platform/format';
import { cleanName } from '../../src/storage/names';

describe('listNames', () => {
  it('joins names as the app has always written them', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['Ana'])).toBe('Ana');
    expect(listNames(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(listNames(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
  });
});

describe('cleanName', () => {
  it('removes bidi controls, collapses spaces and keeps at most 20 characters', () => {
    expect(cleanName('  \u202EAna\u202C   Lee \u2066')).toBe('Ana Lee');
    expect(cleanName('x'.repeat(30))).toBe('x'.repeat(20));
    expect(cleanName('\u200F \u200E')).toBe('');
  });
});
