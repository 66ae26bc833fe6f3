import { named } from '../../plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useTestStore, store } from '../../../src/platform/store.ts';
import { path } from '../../../src/platform/router.ts';
import { MemoryStore } from '../../../src/storage/memory-store.ts';
import { Setup } from '../../../src/games/parcel/Setup.tsx';
import type { ParcelSetup } from '../../../src/games/parcel/session.ts';

beforeEach(() => useTestStore(new MemoryStore()));

function addPlayers(names: string[]) {
  for (const n of names) {
    fireEvent.input(screen.getByPlaceholderText('Name'), { target: { value: n } });
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }));
  }
}
/** Enters hands one tap a card; returns the taps used. */
function deal(hands: string[][]): number {
  let taps = 0;
  hands.forEach((h, i) =>
    h.forEach((p) => {
      fireEvent.click(screen.getByRole('button', { name: `${p} to ${['Ana', 'Ben', 'Cy'][i]}` }));
      taps++;
    }),
  );
  return taps;
}

describe('Parcel Parade setup', { timeout: 60_000 }, () => {
  it('P1: shows the deck to build; no problem before anything is entered, and a symbol already dealt N times is not offered', async () => {
    render(<Setup />);
    addPlayers(['Ana', 'Ben', 'Cy']);
    expect(screen.getByRole('heading', { name: 'Build the deck: 12 cards' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByLabelText(/Enter the hands/));
    // Nothing entered yet: no problem is shown, only what is left to do.
    expect(document.querySelector('.notice-error')).toBeNull();
    expect(screen.getByText('12 cards still to enter.')).toBeInstanceOf(HTMLElement);
    deal([['MOON', 'MOON', 'SUN', 'KEY'], ['MOON']]);
    // A fourth MOON would be one too many at three players: it is not offered.
    expect(screen.getByRole('button', { name: 'MOON to Ben' })).toHaveProperty('disabled', true);
    expect(document.querySelector('.notice-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start the parade' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter every hand first');
    expect(await store().listSessions()).toEqual([]);
  });

  it('stores names, first player, variant, hands and timer in the setup, then opens the game', async () => {
    render(<Setup />);
    addPlayers(['Ana', 'Ben', 'Cy']);
    fireEvent.change(screen.getByLabelText('First player'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText(/Younger groups/));
    fireEvent.click(screen.getByLabelText(/Brisk turn timer/));
    fireEvent.click(screen.getByLabelText(/Enter the hands/));
    const taps = deal([
      ['SUN', 'MOON', 'LEAF', 'KEY'],
      ['SUN', 'MOON', 'LEAF', 'KEY'],
    ]);
    // The last hand is what is left of the deck: one tap instead of four.
    fireEvent.click(screen.getByRole('button', { name: named('Cy gets the cards left: SUN, MOON, LEAF, KEY') }));
    expect(taps + 1).toBe(9);
    expect(screen.getByText(/The deal checks out/)).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Start the parade' }));
    await waitFor(async () => expect(await store().listSessions()).toHaveLength(1));
    const [s] = await store().listSessions();
    const setup = s!.setup as ParcelSetup;
    expect(setup).toMatchObject({ names: ['Ana', 'Ben', 'Cy'], first: 2, variant: 'young', brisk: true });
    expect(setup.hands?.[2]).toEqual(['SUN', 'MOON', 'LEAF', 'KEY']);
    expect(path.value).toBe(`/parcel-parade/play/${s!.id}`);
  });
});
