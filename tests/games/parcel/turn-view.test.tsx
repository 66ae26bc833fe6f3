import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { useTestStore, store } from '../../../src/platform/store.ts';
import { settings } from '../../../src/platform/settings.ts';
import { MemoryStore } from '../../../src/storage/memory-store.ts';
import { DEFAULT_SETTINGS } from '../../../src/storage/types.ts';
import { Play } from '../../../src/games/parcel/Play.tsx';
import type { ParcelAction, ParcelSetup } from '../../../src/games/parcel/session.ts';
import { FULL, oneSwapDeal, setupOf } from './fixtures.ts';

async function open(setup: ParcelSetup, actions: ParcelAction[] = [{ type: 'lap', at: 1 }]) {
  await store().putSession({ id: 's1', game: 'parcel', setup, actions, createdAt: 1, updatedAt: 1, label: 'x' });
  render(<Play id="s1" />);
  await screen.findByText(/Lap \d of 4|Parade over/);
}
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  useTestStore(new MemoryStore());
  settings.value = { ...DEFAULT_SETTINGS };
});

describe('Parcel Parade turn view', () => {
  it('P2/P3: shows the lap, the turn, the route card and the partner by name and distance', async () => {
    await open(setupOf({ first: 1 }));
    expect(screen.getByText('Lap 1 of 4 · turn 1 of 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Ben's turn: trade with Cy, one seat clockwise" })).toBeTruthy();
    expect(screen.getByText('Route 1: clockwise one')).toBeTruthy();
    expect(screen.getByText('Count others, not yourself.')).toBeTruthy();
    expect(screen.getByText(/Cy goes next/)).toBeTruthy();
  });

  it('P2: at three players the two-seat route says it reaches the one-seat neighbour the other way', async () => {
    const setup = setupOf({ names: ['Ana', 'Ben', 'Cy'] });
    const toLap3: ParcelAction[] = [];
    for (let l = 0; l < 2; l++) toLap3.push({ type: 'lap', at: 1 }, ...Array.from({ length: 3 }, () => ({ type: 'pass', at: 1 }) as ParcelAction));
    await open(setup, [...toLap3, { type: 'lap', at: 1 }]);
    expect(screen.getByRole('heading', { name: "Cy's turn: trade with Ben, two seats clockwise" })).toBeTruthy();
    expect(screen.getByText(/two seats clockwise reaches the same person as one seat counterclockwise/)).toBeTruthy();
  });

  it('P4: a tracked swap names both cards, counts, and identical symbols are refused', async () => {
    await open(setupOf({ hands: oneSwapDeal() }));
    const ana = within(screen.getByRole('group', { name: 'Ana gives' }));
    const ben = within(screen.getByRole('group', { name: 'Ben gives' }));
    fireEvent.click(ana.getByRole('button', { name: /LEAF/ }));
    fireEvent.click(ben.getByRole('button', { name: /LEAF/ }));
    click(/Swap: Ana gives LEAF, gets LEAF/);
    expect(screen.getByRole('alert').textContent).toContain('identical symbols are a pass');
    expect(screen.getByText('0 swaps')).toBeTruthy();
    fireEvent.click(ben.getByRole('button', { name: /KEY/ }));
    click(/Swap: Ana gives LEAF, gets KEY/);
    expect(screen.getByText('1 swap')).toBeTruthy();
    expect(screen.getByText('Lap 1 of 4 · turn 2 of 4')).toBeTruthy();
  });

  it('P5: the game ends the moment every hand is complete', async () => {
    await open(setupOf({ hands: oneSwapDeal() }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Ana gives' })).getByRole('button', { name: /SUN/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Ben gives' })).getByRole('button', { name: /MOON/ }));
    click(/Swap: Ana gives SUN, gets MOON/);
    expect(await screen.findByRole('heading', { name: 'Complete parade!' })).toBeTruthy();
    expect(screen.getByText('Every hand holds all four symbols, after 1 swap.')).toBeTruthy();
    // The shared finish flow: saved to history on arrival, with an undo.
    await screen.findByText(/Saved to history/);
    expect(await store().getSession('s1')).toBeUndefined();
    expect((await store().getHistory('s1'))?.game).toBe('parcel');
  });

  it('P5: a complete deal ends the parade before lap 1, with no swaps', async () => {
    await open(setupOf({ hands: [FULL, FULL, FULL, FULL].map((h) => [...h]) }), []);
    expect(screen.getByText('Parade over')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Complete parade!' })).toBeTruthy();
    expect(screen.getByText('Every hand was complete straight from the deal: the parade ends with no swaps.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Start lap/ })).toBeNull();
  });

  it('P4/P8: passes do not count, and undo goes back across the lap boundary to the deal', async () => {
    await open(setupOf());
    click('They swapped');
    for (let i = 0; i < 3; i++) click('Pass');
    expect(screen.getByText('Lap 2 of 4 · new route')).toBeTruthy();
    expect(screen.getByText(/from Ana to/)).toBeTruthy();
    click('Start lap 2');
    expect(screen.getByRole('heading', { name: "Ben's turn: trade with Ana, one seat counterclockwise" })).toBeTruthy();
    expect(screen.getByText('1 swap')).toBeTruthy();
    click('Undo');
    click('Undo');
    expect(screen.getByText('Lap 1 of 4 · turn 4 of 4')).toBeTruthy();
    expect(screen.getByText(/Dee has the last turn of lap 1/)).toBeTruthy();
    for (let i = 0; i < 4; i++) click('Undo');
    expect(screen.getByText('Lap 1 of 4 · new route')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reader view gives the caller sentence and what comes next', async () => {
    await open(setupOf());
    click('Reader view');
    expect(settings.value.readerMode).toBe(true);
    expect(screen.getByText('Ana, trade with Ben, one seat clockwise.')).toBeTruthy();
    expect(screen.getByText('Next: Ben, trade with Cy, one seat clockwise.')).toBeTruthy();
  });

  it('P8: wrong partner takes the swap back and says how to put the cards back', async () => {
    await open(setupOf({ hands: oneSwapDeal() }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Ana gives' })).getByRole('button', { name: /KEY/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Ben gives' })).getByRole('button', { name: /MOON/ }));
    click(/Swap: Ana gives KEY, gets MOON/);
    click('Wrong partner: replay the turn');
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('Ana takes the KEY back from Ben, and Ben takes the MOON back from Ana.');
    expect(status).toContain('Ana, trade with Ben, one seat clockwise.');
    expect(screen.getByText('0 swaps')).toBeTruthy();
  });

  it('P10: the brisk timer counts from the stored turn start and only suggests', async () => {
    await open(setupOf({ brisk: true }), [{ type: 'lap', at: Date.now() - 40_000 }]);
    expect(screen.getByText(/seconds are up\. Take the time you need/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
  });
});
