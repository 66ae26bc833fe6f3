import { render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { Breakdown } from '../../../src/games/royal/Breakdown';
import type { RowCard } from '../../../src/rules';
import { MemoryStore } from '../../../src/storage/memory-store';

const up = (card: string): RowCard => ({ card, faceUp: true });
const down = (card: string): RowCard => ({ card, faceUp: false });
/** The rule text's example: K♥ and Q♦ royals, three hearts, two 2s, two diamonds, two face-down cards. */
const EXAMPLE = [up('KH'), up('7H'), up('2H'), up('2D'), up('QD'), down('3C'), down('5S')];

const part = (name: RegExp) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('Breakdown', () => {
  beforeEach(() => useTestStore(new MemoryStore()));

  it('D9: scores the example row 12 (3 + 2 royal, 3 + 2 + 2 sets), not the printed 11', () => {
    render(<Breakdown row={EXAMPLE} title="Example" />);
    expect(screen.getByRole('heading').textContent).toBe('Example: 12 points');
    expect(part(/^Royal 5$/)).toContain('K♥ King of hearts: 3 face-up hearts (K♥ 7♥ 2♥) = 3');
    expect(part(/^Royal 5$/)).toContain('Q♦ Queen of diamonds: 2 face-up diamonds (2♦ Q♦) = 2');
    expect(part(/^Sets 7$/)).toContain('hearts in a row (K♥ 7♥ 2♥): 3');
    expect(part(/^Sets 7$/)).toContain('2s in a row (2♥ 2♦): 2');
    expect(part(/^Sets 7$/)).toContain('diamonds in a row (2♦ Q♦): 2');
    expect(part(/^Joker 0$/)).toContain('would score 4');
    expect(part(/^Total$/)).toBe('5 + 0 + 7 = 12');
  });

  it('D8: marks each royal on the row and names every card, face-down ones too', () => {
    render(<Breakdown row={EXAMPLE} title="Example" />);
    const row = screen.getByRole('list', { name: 'Example, left to right' });
    const items = within(row)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toBe('K♥King of heartsroyal +3');
    expect(items[4]).toBe('Q♦Queen of diamondsroyal +2');
    expect(items[5]).toBe('3♣3 of clubsface-down');
  });

  it('D8: the joker scores 2 per face-down card and breaks runs; face-down royals score nothing', () => {
    const row = [up('4H'), up('JOKER'), up('6H'), down('3C'), down('7C'), up('9D'), down('QD'), up('2C'), up('2H')];
    render(<Breakdown row={row} title="Ben" />);
    expect(part(/^Joker 6$/)).toBe('Joker: 2 for each face-down card, 3 cards = 6.');
    expect(part(/^Royal 0$/)).toBe('No face-up Jack, Queen or King.');
    expect(part(/^Sets 2$/)).toBe('2s in a row (2♣ 2♥): 2');
    expect(screen.getByRole('heading').textContent).toBe('Ben: 8 points');
  });
});
