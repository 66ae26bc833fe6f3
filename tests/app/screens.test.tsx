import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { settings, loadSettings } from '../../src/platform/settings';
import { copyProblem, skippedRecords, storageNotice, store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import { DEFAULT_SETTINGS } from '../../src/storage/types';
import { asRead, plain } from '../plain';
import { at } from '../at-path';
import { allHistory } from '../storage/all-history';

beforeEach(() => {
  useTestStore(new MemoryStore());
  settings.value = { ...DEFAULT_SETTINGS };
});

describe('home', () => {
  it('lists the four games by name and offers Resume for a game in progress', async () => {
    await store().putSession({
      id: 'abc',
      game: 'parcel',
      setup: { players: ['Ana', 'Ben', 'Cy'] },
      actions: [],
      createdAt: 1,
      updatedAt: 2,
      label: 'Ana, Ben, Cy - lap 2',
    });
    at('/');
    render(<App />);
    for (const name of ['Pattern Relay', 'Parcel Parade', 'Royal Draft', 'Pattern of Choices']) {
      screen.getByRole('link', { name: new RegExp(`^${name}`) });
    }
    const resume = await screen.findByRole('link', { name: /Resume Parcel Parade/ });
    expect(resume.getAttribute('href')).toBe('/parcel-parade/play/abc');
    expect(resume.textContent).toContain('lap 2');
    // Its players with their faces, seat order's defaults for a game that stored none: orange circle, sky square,
    // green triangle.
    const tags = [...resume.querySelectorAll('.player-tag')].map((tag) => {
      const mark = tag.querySelector('.face-mark');
      return `${tag.textContent} ${mark?.getAttribute('data-colour')} ${mark?.getAttribute('data-mark')}`;
    });
    expect(tags).toEqual(['Ana orange circle', 'Ben sky square', 'Cy green triangle']);
  });

  it('words what the app noted of a game in progress when it shows it: a kept copy and a game being corrected', async () => {
    const base = { game: 'royal' as const, setup: {}, actions: [], createdAt: 1 };
    await store().putSession({ ...base, id: 'k', updatedAt: 2, label: 'Ana, Ben - round 2', note: { k: 'kept' } });
    await store().putSession({
      ...base,
      id: 'c',
      updatedAt: 3,
      label: '',
      note: { k: 'correcting', players: ['Ana', 'Ben'], scores: [2, 0] },
    });
    at('/');
    render(<App />);
    await screen.findAllByRole('link', { name: /Resume Royal Draft/ });
    const shown = screen.getAllByRole('link', { name: /Resume Royal Draft/ }).map((l) => plain(l.textContent));
    // Newest first; names are isolated on screen (plain() takes the marks out).
    expect(shown.map((text) => text.replace(/ · .*/, ''))).toEqual([
      'Resume Royal DraftCorrecting: Ana 2, Ben 0',
      'Resume Royal DraftKept as it was: Ana, Ben - round 2',
    ]);
  });

  it('shows a way home for an address that does not exist', async () => {
    at('/no-such-page');
    render(<App />);
    await screen.findByRole('heading', { name: 'Page not found' });
    screen.getByRole('link', { name: /home screen/ });
  });
});

describe('history', () => {
  const record = (id: string, finishedAt: number, ana = 12) => ({
    id,
    game: 'royal' as const,
    finishedAt,
    players: ['Ana', 'Ben', 'Cy'],
    scores: [ana, 15, 15],
    winners: [1, 2],
    detail: null,
  });

  it('lists finished games newest first with their winners', { timeout: 30_000 }, async () => {
    await store().putHistory(record('older', 1000, 12));
    await store().putHistory(record('newer', 2000, 13));
    at('/history');
    render(<App />);
    // The first look waits for History's lazy chunk, slow to transform on a busy machine.
    const items = await screen.findAllByText(/^Ana 1\d, Ben 15, Cy 15$/, asRead, { timeout: 15_000 });
    expect(items.map((i) => plain(i.textContent))).toEqual(['Ana 13, Ben 15, Cy 15', 'Ana 12, Ben 15, Cy 15']);
    expect(screen.getAllByText(/Shared win: Ben and Cy/, asRead)).toHaveLength(2);
  });

  it('deletes a game with a way to undo the delete', async () => {
    await store().putHistory(record('only', 1000));
    at('/history');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete Royal Draft game/ }));
    await screen.findByText(/No finished games yet/);
    expect(await allHistory(store())).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo delete' }));
    await screen.findByText('Ana 12, Ben 15, Cy 15', asRead);
    expect((await allHistory(store())).map((r) => r.id)).toEqual(['only']);
  });

  it('opens one game with its scores and the game’s breakdown, worded from the record', async () => {
    // R9: Ana 5 + 7 = 12, Ben 7 + 8 = 15, Cy 8 + 7 = 15: Ben and Cy share the win.
    await store().putHistory({
      ...record('one', 1000),
      game: 'relay',
      detail: {
        rounds: [
          [5, 7, 8],
          [7, 8, 7],
        ],
        displays: [],
      },
    });
    at('/history/one');
    render(<App />);
    await screen.findByRole('heading', { name: 'Pattern Relay' });
    screen.getByRole('row', { name: /Ben 15/ });
    screen.getByText('Ana 12, Ben 15, Cy 15', asRead);
    await screen.findByText('Round 1: Ana 5, Ben 7, Cy 8', asRead);
    screen.getByText('Round 2: Ana 7, Ben 8, Cy 7', asRead);
    screen.getByText('Shared win: Ben and Cy with 15', asRead);
  });

  it('says so when a history entry is gone', async () => {
    at('/history/missing');
    render(<App />);
    await screen.findByText(/not in the history/);
  });
});

describe('settings', () => {
  it('saves a changed setting and reads it back after a restart', async () => {
    at('/settings');
    render(<App />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Extra large' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Voice/ }));
    await waitFor(async () => expect((await store().getSettings()).textSize).toBe('xlarge'));
    settings.value = { ...DEFAULT_SETTINGS };
    await loadSettings();
    expect(settings.value).toMatchObject({ textSize: 'xlarge', voice: true });
  });

  it('says plainly where data lives, and when saving is not working', async () => {
    at('/settings');
    render(<App />);
    // The test store is in memory, as when IndexedDB fails: the screen must say results are not kept.
    await screen.findByText(
      'Saving is not working here: games run, but results will not be kept after the app closes.',
    );
    expect(screen.queryByText(/Nothing is sent anywhere/)).toBeNull();
  });

  it('says where data lives when IndexedDB works', async () => {
    useTestStore(Object.assign(new MemoryStore(), { mode: 'indexeddb' as const }));
    at('/settings');
    render(<App />);
    await screen.findByText('Games and history are saved on this device only. Nothing is sent anywhere.');
  });
});

describe('games in progress', () => {
  it('can discard a game from the Resume list, with an undo', async () => {
    await store().putSession({
      id: 'old',
      game: 'royal',
      setup: {},
      actions: [],
      createdAt: 1,
      updatedAt: 2,
      label: 'Ana, Ben - round 3',
    });
    at('/');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard the Royal Draft game (Ana, Ben - round 3)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Resume Royal Draft/ })).toBeNull());
    expect(await store().listSessions()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo discard' }));
    await screen.findByRole('link', { name: /Resume Royal Draft/ });
    expect((await store().listSessions()).map((s) => s.id)).toEqual(['old']);
  });
});

describe('records left out', () => {
  it('the banner counts each kind it found, and all of them together', async () => {
    skippedRecords.value = [
      ...Array<string>(3).fill('a game in progress'),
      ...Array<string>(2).fill('a remembered name'),
      ...Array<string>(3).fill('a finished game'),
    ];
    try {
      render(<App />);
      await screen.findByText(
        '8 saved items could not be read and were left out: 3 games in progress, 2 remembered names, 3 finished games.',
      );
      skippedRecords.value = ['a finished game'];
      await screen.findByText('1 saved item could not be read and was left out: 1 finished game.');
    } finally {
      skippedRecords.value = [];
    }
  });

  it('a second copy that cannot be written is said in the banner until read, and a rebuild says what it lost', async () => {
    copyProblem.value = 'The second copy of your games could not be written.';
    storageNotice.value = {
      sessions: 0,
      history: 2,
      namesLost: false,
      lost: [{ kind: 'history', what: 'unreadable', id: 'g1', game: 'royal', when: Date.UTC(2026, 11, 3, 12) }],
    };
    try {
      render(<App />);
      const said = await screen.findByText('The second copy of your games could not be written.');
      await screen.findByText(
        "The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: 2 finished games. 1 saved game could not be given back as it was saved. 1 finished game could not be read from the second copy and was left out: Royal Draft, 3 Dec 2026.",
      );
      fireEvent.click(said.parentElement!.querySelector('button')!);
      await waitFor(() => expect(screen.queryByText('The second copy of your games could not be written.')).toBeNull());
    } finally {
      copyProblem.value = null;
      storageNotice.value = null;
    }
  });
});
