import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { useTestStore } from '../../../src/platform/store';
import { MemoryStore } from '../../../src/storage/memory-store';
import { GateScreen } from '../../../src/games/choices/Public';
import { settings } from '../../../src/platform/settings';
import { DEFAULT_SETTINGS } from '../../../src/storage/types';
import { ReaderTurn } from '../../../src/games/choices/Turn';
import type { ChoicesAction } from '../../../src/rules/choices';
import type { Draft } from '../../../src/games/choices/Board';
import { useState } from 'preact/hooks';

beforeEach(() => useTestStore(new MemoryStore()));

const tiles = ['Sleep in', 'Pancakes', 'Long walk', 'Board games', 'Film marathon', 'Call a friend'];
const clock = { ahead: 0, now: () => 1_000_000 };
const reader = {
  k: 'reader' as const,
  round: 0,
  rounds: 3,
  author: 'Ben',
  prompt: 'Plan a lazy Sunday',
  tiles,
  deadline: 1_000_000 + 40_000,
  name: 'Cy',
  anchor: '1',
  reader: 0,
  readers: 2,
};
const totals = [
  { seat: 0, name: 'Ana', total: 180 },
  { seat: 1, name: 'Ben', total: 400 },
  { seat: 2, name: 'Cy', total: 0 },
];

/** The reader screen as Play drives it: each 'place' goes into the session's draft, which comes back as a prop. */
function Reader({ dispatch }: { dispatch: (a: ChoicesAction) => void }) {
  const [draft, setDraft] = useState<Draft>({});
  const send = (a: ChoicesAction) => {
    dispatch(a);
    if (a.t === 'place') setDraft((d) => ({ ...d, [a.id]: a.zone }));
  };
  return <ReaderTurn view={reader} draft={draft} clock={clock} dispatch={send} error={null} />;
}

describe('turn screens', () => {
  it('C4: the reader starts with the anchor locked in Pick first and confirms a full 2/2/2 sort once', () => {
    const dispatch = vi.fn();
    render(<Reader dispatch={dispatch} />);
    screen.getByText('Anchor, locked in place');
    expect(screen.queryByRole('button', { name: 'Pancakes: Keep' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my prediction' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('5 tiles still to sort');
    const zones = ['Pick', null, 'Keep', 'Keep', 'Pass', 'Pass'];
    tiles.forEach((t, i) => zones[i] && fireEvent.click(screen.getByRole('button', { name: `${t}: ${zones[i]}` })));
    // The moved tile is drawn in its new zone and keeps the keyboard focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Call a friend: Pass');
    expect(dispatch.mock.calls.map((c) => c[0].t)).toEqual(['place', 'place', 'place', 'place', 'place']);
    expect(dispatch.mock.calls[0]![0]).toMatchObject({ t: 'place', id: '0', zone: 'pick' });
    dispatch.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my prediction' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch.mock.calls[0]![0]).toMatchObject({
      t: 'predict',
      pattern: { 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' },
    });
  }, 20_000);

  it('shows a half-finished sort from the stored draft (a reload puts the tiles back)', () => {
    render(
      <ReaderTurn view={reader} draft={{ 0: 'pass', 2: 'reserve' }} clock={clock} dispatch={vi.fn()} error={null} />,
    );
    expect(screen.getByRole('button', { name: 'Sleep in: Pass' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Long walk: Keep' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByText('3 tiles still to sort.');
  });

  it('C9: a gate names the next player and starts their clock, and shows no tile', () => {
    const dispatch = vi.fn();
    render(
      <GateScreen
        view={{ k: 'gate', round: 0, rounds: 3, author: 'Ben', name: 'Cy', reader: 0, readers: 2, totals }}
        clock={clock}
        dispatch={dispatch}
        error={null}
      />,
    );
    screen.getByRole('heading', { name: 'Hand the device to Cy' });
    for (const t of tiles) expect(document.body.textContent).not.toContain(t);
    fireEvent.click(screen.getByRole('button', { name: 'I am Cy: start my 40 seconds' }));
    expect(dispatch.mock.calls[0]![0]).toEqual({ t: 'claim', at: 1_000_000 });
    expect(document.title).toBe('Round 1: hand the device to Cy - Tableside');
  });

  it("C10: the next author's gate shows the running totals of the rounds already revealed; a reader's gate does not", () => {
    const view = {
      k: 'gate' as const,
      round: 1,
      rounds: 3,
      author: 'Cy',
      name: 'Cy',
      reader: null,
      readers: 2,
      totals,
    };
    const { unmount } = render(<GateScreen view={view} clock={clock} dispatch={vi.fn()} error={null} />);
    const table = screen.getByRole('table', { name: 'Totals after round 1' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual(['Ana180', 'Ben400', 'Cy0']);
    unmount();
    render(<GateScreen view={{ ...view, reader: 0, name: 'Ana' }} clock={clock} dispatch={vi.fn()} error={null} />);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the Larger text switch says it is the Reader mode setting, and is a real toggle (aria-pressed)', async () => {
    settings.value = { ...DEFAULT_SETTINGS };
    const { container } = render(
      <GateScreen
        view={{ k: 'gate', round: 0, rounds: 3, author: 'Ben', name: 'Ben', reader: null, readers: 2, totals }}
        clock={clock}
        dispatch={vi.fn()}
        error={null}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Larger text (reader mode)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('.ch.is-large')).toBeNull();
    fireEvent.click(toggle);
    await screen.findByRole('button', { name: 'Larger text (reader mode)', pressed: true });
    expect(settings.value.readerMode).toBe(true);
    expect(container.querySelector('.ch.is-large')).not.toBeNull();
    fireEvent.click(toggle);
    await screen.findByRole('button', { name: 'Larger text (reader mode)', pressed: false });
    expect(settings.value.readerMode).toBe(false);
  });
});
