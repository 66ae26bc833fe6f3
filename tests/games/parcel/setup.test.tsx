import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
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
function deal(hands: string[][]) {
  hands.forEach((h, i) =>
    h.forEach((p, j) => fireEvent.change(screen.getByLabelText(`${['Ana', 'Ben', 'Cy'][i]}, card ${j + 1}`), { target: { value: p } })),
  );
}

describe('Parcel Parade setup', () => {
  it('P1: shows the deck to build and checks entered hands against it, naming who to check', async () => {
    render(<Setup />);
    addPlayers(['Ana', 'Ben', 'Cy']);
    expect(screen.getByRole('heading', { name: 'Build the deck: 12 cards' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Enter the hands/));
    deal([
      ['MOON', 'MOON', 'SUN', 'KEY'],
      ['MOON', 'MOON', 'LEAF', 'KEY'],
      ['MOON', 'SUN', 'LEAF', 'KEY'],
    ]);
    expect(screen.getByText(/Two MOON too many.*Check Ana and Ben, who hold more than one MOON/)).toBeTruthy();
    expect(screen.getByText(/One LEAF missing/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the parade' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Check the hands first');
    expect(await store().listSessions()).toEqual([]);
  });

  it('stores names, first player, variant, hands and timer in the setup, then opens the game', async () => {
    render(<Setup />);
    addPlayers(['Ana', 'Ben', 'Cy']);
    fireEvent.change(screen.getByLabelText('First player'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText(/Younger groups/));
    fireEvent.click(screen.getByLabelText(/Brisk turn timer/));
    fireEvent.click(screen.getByLabelText(/Enter the hands/));
    deal([
      ['SUN', 'MOON', 'LEAF', 'KEY'],
      ['SUN', 'MOON', 'LEAF', 'KEY'],
      ['SUN', 'MOON', 'KEY', 'LEAF'],
    ]);
    expect(screen.getByText(/The deal checks out/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the parade' }));
    await new Promise((r) => setTimeout(r, 20));
    const [s] = await store().listSessions();
    const setup = s!.setup as ParcelSetup;
    expect(setup).toMatchObject({ names: ['Ana', 'Ben', 'Cy'], first: 2, variant: 'young', brisk: true });
    expect(setup.hands![2]).toEqual(['SUN', 'MOON', 'KEY', 'LEAF']);
    expect(path.value).toBe(`/parcel-parade/play/${s!.id}`);
  });
});
