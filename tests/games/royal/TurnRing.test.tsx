import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { Play } from '../../../src/games/royal/index';
import { MemoryStore } from '../../../src/storage/memory-store';
import { PLAYERS, ROUNDS, STARTERS } from './game';
import { asRead, plain } from '../../plain';

let mem: MemoryStore;
const caption = () => plain(document.querySelector('figure.seat-ring-figure figcaption')?.textContent);

function typeCode(code: string) {
  fireEvent.input(screen.getByLabelText(/Or type a code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
}

describe('Royal Draft round screen: the seat ring', () => {
  beforeEach(() => useTestStore((mem = new MemoryStore())));

  it('D3/D6: names the dealer, who is entering a card now, turn places and who is done, in words', async () => {
    const setup = { players: PLAYERS, seriesId: 's', seriesGame: 1, seriesBefore: [0, 0, 0] };
    await mem.putSession({
      id: 'g1',
      game: 'royal',
      setup,
      actions: [{ t: 'deal', starters: STARTERS }],
      createdAt: 1,
      updatedAt: 1,
      label: 'Ana, Ben, Cy',
    });
    render(<Play id="g1" />);
    // Round 1: Ben (the joker) first, Ana second, Cy (highest king) deals last.
    await waitFor(() =>
      expect(caption()).toContain(
        'Round 1 turn order: seat 1 Ana (2nd); seat 2 Ben (now, 1st); seat 3 Cy (dealer, last)',
      ),
    );

    typeCode(ROUNDS[0]!.takes[0]!);
    await waitFor(() => expect(caption()).toContain('seat 2 Ben (done, 1st)'));
    expect(caption()).toContain('seat 1 Ana (now, 2nd)');

    typeCode(ROUNDS[0]!.takes[1]!);
    typeCode(ROUNDS[0]!.takes[2]!);
    // The dealer has taken one of two cards: still the one entering.
    await waitFor(() => expect(caption()).toContain('seat 3 Cy (now, dealer, last)'));
    typeCode(ROUNDS[0]!.takes[3]!);
    // Discard step: nobody is "now"; all three are done.
    await waitFor(() => expect(caption()).toContain('seat 3 Cy (done, dealer, last)'));
    expect(caption()).not.toContain('now');
    expect(caption()).toContain('seat 1 Ana (done, 2nd)');
    // The ordered list in words stays, with the reasons.
    expect(plain(screen.getByText(/Cy deals: Cy holds the highest starting card/, asRead).textContent)).toBe(
      'Cy deals: Cy holds the highest starting card, the King of hearts (D3). Turn order, lowest starting card first: Ben (Joker), Ana (King of clubs) and Cy (King of hearts).',
    );
    expect(document.querySelector('ol.rd-order')?.textContent).toMatch(
      /^Ben took .*Ana took .*Cy \(dealer, takes two\) took /,
    );
  });
});
