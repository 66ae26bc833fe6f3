import { describe, expect, it } from 'vitest';
import { choicesNotes } from '../../../src/games/choices/notes';

const note = (id: string) => choicesNotes().find((n) => n.id === id)?.text;

describe('Pattern of Choices rule notes, worded from the rules core’s numbers', () => {
  it('C1: three to twelve players', () => {
    expect(note('C1')).toMatch(/^3 to 12 players\./);
  });

  it('C3, C4, C9: the author has 35 s, each reader 40 s', () => {
    expect(note('C3')).toBe(
      'The author has 35 s to put two tiles in each zone and lock them, naming one Pick first tile as the anchor. Too slow: nobody scores and the turn is spent.',
    );
    expect(note('C4')).toMatch(/^Each reader has 40 s to rebuild/);
    expect(note('C9')).toMatch(/each with a full 40 s,/);
  });

  it('C5: 60 a tile, 100 more for all five, so 0, 60, 120, 180 or 400', () => {
    expect(note('C5')).toBe(
      'Five tiles count (not the anchor): 60 each, plus 100 for all five. So a reader scores 0, 60, 120, 180 or 400.',
    );
  });

  it('C7: the reveal stays up to 15 s and may be left after 4', () => {
    expect(note('C7')).toMatch(/^The reveal stays up to 15 s, skippable after 4:/);
  });
});
