import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { useTestStore, store } from '../../../src/platform/store.ts';
import { settings } from '../../../src/platform/settings.ts';
import { MemoryStore } from '../../../src/storage/memory-store.ts';
import { DEFAULT_SETTINGS } from '../../../src/storage/types.ts';
import { Play } from '../../../src/games/parcel/Play.tsx';
import type { ParcelAction, ParcelSetup } from '../../../src/games/parcel/session.ts';
import { FULL, oneSwapDeal, setupOf } from './fixtures.ts';
import { asRead, named, plain } from '../../plain';

async function open(setup: ParcelSetup, actions: ParcelAction[] = [{ t: 'lap', at: 1 }]) {
  await store().putSession({ id: 's1', game: 'parcel', setup, actions, createdAt: 1, updatedAt: 1, label: 'x' });
  render(<Play id="s1" />);
  await screen.findByText(/Lap \d of 4|Parade over/);
}
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name: named(name) }));

beforeEach(() => {
  useTestStore(new MemoryStore());
  settings.value = { ...DEFAULT_SETTINGS };
});

describe('Parcel Parade turn view', { timeout: 20_000 }, () => {
  it('P2/P3: shows the lap, the turn, the route card and the partner by name and distance', async () => {
    await open(setupOf({ first: 1 }));
    expect(screen.getByText('Lap 1 of 4 · turn 1 of 4')).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByRole('heading', { name: named("Ben's turn: trade with Cy, one seat clockwise") }),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Route 1: clockwise one')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Count others, not yourself.')).toBeInstanceOf(HTMLElement);
    expect(plain(document.querySelector('.pp-next-line')?.textContent)).toMatch(
      /^Cy goes next: turns always go clockwise\./,
    );
  });

  it('P2: at three players the two-seat route says it reaches the one-seat neighbour the other way', async () => {
    const setup = setupOf({ names: ['Ana', 'Ben', 'Cy'] });
    const toLap3: ParcelAction[] = [];
    for (let l = 0; l < 2; l++)
      toLap3.push({ t: 'lap', at: 1 }, ...Array.from({ length: 3 }, () => ({ t: 'pass', at: 1 }) as ParcelAction));
    await open(setup, [...toLap3, { t: 'lap', at: 1 }]);
    expect(
      screen.getByRole('heading', { name: named("Cy's turn: trade with Ben, two seats clockwise") }),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/two seats clockwise reaches the same person as one seat counterclockwise/)).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('P4: a tracked swap names both cards and counts; identical symbols are never offered', async () => {
    await open(setupOf({ hands: oneSwapDeal() }));
    const ana = within(screen.getByRole('group', { name: named('Ana gives') }));
    const ben = within(screen.getByRole('group', { name: named('Ben gives') }));
    // Ana holds SUN twice: one button says so.
    expect(ana.getByRole('button', { name: /SUN ×2/ })).toHaveProperty('disabled', false);
    fireEvent.click(ana.getByRole('button', { name: /LEAF/ }));
    expect(ben.getByRole('button', { name: /LEAF/ })).toHaveProperty('disabled', true);
    expect(ben.getByRole('button', { name: /KEY/ })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: /gives LEAF, gets LEAF/ })).toBeNull();
    expect(screen.getByText('0 swaps')).toBeInstanceOf(HTMLElement);
    fireEvent.click(ben.getByRole('button', { name: /KEY/ }));
    click(/Swap: Ana gives LEAF, gets KEY/);
    expect(screen.getByText('1 swap')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Lap 1 of 4 · turn 2 of 4')).toBeInstanceOf(HTMLElement);
  });

  it('P9: declaring everyone complete asks first, and "Not yet" keeps the game going', async () => {
    await open(setupOf());
    click('They swapped');
    click('Everyone is complete…');
    expect(screen.getByRole('heading', { name: 'Does every player hold SUN, MOON, LEAF and KEY?' })).toBeInstanceOf(
      HTMLElement,
    );
    click('Not yet');
    expect(screen.getByText('Lap 1 of 4 · turn 2 of 4')).toBeInstanceOf(HTMLElement);
    click('Everyone is complete…');
    click('Yes, end the parade');
    expect(await screen.findByRole('heading', { name: 'Complete parade!' })).toBeInstanceOf(HTMLElement);
    click('Undo');
    expect(screen.getByText('Lap 1 of 4 · turn 2 of 4')).toBeInstanceOf(HTMLElement);
  });

  it('P3: after "Replay this lap" the marker stays where it is, with no move to make', async () => {
    await open(setupOf(), [
      { t: 'lap', at: 1 },
      { t: 'pass', at: 1 },
      { t: 'pass', at: 1 },
      { t: 'pass', at: 1 },
      { t: 'pass', at: 1 },
      { t: 'lap', at: 1 },
      { t: 'pass', at: 1 },
    ]);
    expect(screen.getByText('Lap 2 of 4 · turn 2 of 4')).toBeInstanceOf(HTMLElement);
    click('Replay this lap');
    expect(screen.getByText('Lap 2 of 4 · new route')).toBeInstanceOf(HTMLElement);
    expect(plain(document.querySelector('.pp-marker')?.textContent)).toBe(
      'The first-player marker stays with Ben, who starts this lap again.',
    );
  });

  it('P5: the game ends the moment every hand is complete', async () => {
    await open(setupOf({ hands: oneSwapDeal() }));
    fireEvent.click(
      within(screen.getByRole('group', { name: named('Ana gives') })).getByRole('button', { name: /SUN/ }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: named('Ben gives') })).getByRole('button', { name: /MOON/ }),
    );
    click(/Swap: Ana gives SUN, gets MOON/);
    expect(await screen.findByRole('heading', { name: 'Complete parade!' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Every hand holds all four symbols, after 1 swap.')).toBeInstanceOf(HTMLElement);
    // The shared finish flow: saved to history on arrival, with an undo.
    await screen.findByText(/Saved to history/);
    expect(await store().getSession('s1')).toBeUndefined();
    expect((await store().getHistory('s1'))?.game).toBe('parcel');
  });

  it('P5: a complete deal ends the parade before lap 1, with no swaps', async () => {
    await open(setupOf({ hands: [FULL, FULL, FULL, FULL].map((h) => [...h]) }), []);
    expect(screen.getByText('Parade over')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { name: 'Complete parade!' })).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText('Every hand was complete straight from the deal: the parade ends with no swaps.'),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: /Start lap/ })).toBeNull();
  });

  it('P4/P8: passes do not count, and undo goes back across the lap boundary to the deal', async () => {
    await open(setupOf());
    click('They swapped');
    for (let i = 0; i < 3; i++) click('Pass');
    expect(screen.getByText('Lap 2 of 4 · new route')).toBeInstanceOf(HTMLElement);
    expect(plain(document.querySelector('.pp-marker')?.textContent)).toBe(
      'Move the first-player marker one seat clockwise, from Ana to Ben, who starts this lap.',
    );
    click('Start lap 2');
    expect(
      screen.getByRole('heading', { name: named("Ben's turn: trade with Ana, one seat counterclockwise") }),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('1 swap')).toBeInstanceOf(HTMLElement);
    click('Undo');
    click('Undo');
    expect(screen.getByText('Lap 1 of 4 · turn 4 of 4')).toBeInstanceOf(HTMLElement);
    expect(plain(document.querySelector('.pp-next-line')?.textContent)).toBe(
      'Dee has the last turn of lap 1. Done this lap: Ana, Ben and Cy.',
    );
    for (let i = 0; i < 4; i++) click('Undo');
    expect(screen.getByText('Lap 1 of 4 · new route')).toBeInstanceOf(HTMLElement);
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reader view gives the caller sentence and what comes next', async () => {
    await open(setupOf());
    click('Reader view');
    expect(settings.value.readerMode).toBe(true);
    expect(screen.getByText('Ana, trade with Ben, one seat clockwise.', asRead)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Next: Ben, trade with Cy, one seat clockwise.', asRead)).toBeInstanceOf(HTMLElement);
  });

  it('P8: wrong partner takes the swap back and says how to put the cards back', async () => {
    await open(setupOf({ hands: oneSwapDeal() }));
    fireEvent.click(
      within(screen.getByRole('group', { name: named('Ana gives') })).getByRole('button', { name: /KEY/ }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: named('Ben gives') })).getByRole('button', { name: /MOON/ }),
    );
    click(/Swap: Ana gives KEY, gets MOON/);
    click('Wrong partner: replay the turn');
    const status = screen.getByRole('status').textContent ?? '';
    expect(plain(status)).toContain('Ana takes the KEY back from Ben, and Ben takes the MOON back from Ana.');
    expect(plain(status)).toContain('Ana, trade with Ben, one seat clockwise.');
    expect(screen.getByText('0 swaps')).toBeInstanceOf(HTMLElement);
  });

  it('P10: the brisk timer counts from the stored turn start and only suggests', async () => {
    await open(setupOf({ brisk: true }), [{ t: 'lap', at: Date.now() - 40_000 }]);
    expect(screen.getByText(/seconds are up\. Take the time you need/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Pass' })).toBeInstanceOf(HTMLElement);
  });
});
