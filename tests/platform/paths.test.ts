import { describe, expect, it } from 'vitest';
import { fill, finishedPath, gamePath, match, PATHS, playPath } from '../../src/platform/paths';

describe('addresses from one table', () => {
  it('builds a game page address with its part encoded, and reads the same part back', () => {
    expect(playPath('royal', 'a b/c')).toBe('/royal-draft/play/a%20b%2Fc');
    expect(match('/royal-draft/play/:id', '/royal-draft/play/a%20b%2Fc')).toEqual({ id: 'a b/c' });
    expect(gamePath('choices', 'table', { code: 'QWER' })).toBe('/pattern-of-choices/online/QWER');
    expect(finishedPath('h1')).toBe('/history/h1');
  });

  it('matches only an address of the same shape', () => {
    expect(match(PATHS.history, '/history/')).toEqual({});
    expect(match(PATHS.finished, '/history')).toBeNull();
    expect(match(PATHS.finished, '/history/a/b')).toBeNull();
    expect(match(PATHS.home, '/')).toEqual({});
    expect(match(PATHS.home, '/stats')).toBeNull();
    expect(match('/pattern-relay/practice', '/pattern-relay/other')).toBeNull();
  });

  it('refuses an address whose part is not valid percent-encoding rather than failing', () => {
    expect(match(PATHS.finished, '/history/%E0%A4%A')).toBeNull();
    expect(fill(PATHS.finished, { id: '%' })).toBe('/history/%25');
  });
});
