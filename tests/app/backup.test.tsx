import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { answer } from '../../src/platform/restore-worker';
import type { RestoreReply } from '../../src/platform/restore-worker';
import { store, useTestStore } from '../../src/platform/store';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';
import { at } from '../at-path';
import { allHistory } from '../storage/all-history';

/** The first look waits for the screen's lazy chunk, slow to transform on a busy machine. */
const LAZY = { timeout: 15_000 };

const record: HistoryRecord = {
  id: 'g1',
  game: 'royal',
  finishedAt: Date.UTC(2026, 2, 3, 19),
  players: ['Ana', '=Ben'],
  scores: [12, 9],
  winners: [0],
  detail: null,
};

/** Catches what the section hands to the browser's download. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, b as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/**
 * The restore's worker, run on this thread: the page's side is the app's own, and the worker's
 * is its real `answer` (into fake-indexeddb); `copy` stands for the second copy.
 */
function restoreWorker(copy: (records: HistoryRecord[]) => Promise<void> = async () => undefined) {
  const made = { workers: 0 };
  vi.stubGlobal(
    'Worker',
    class {
      #listeners: ((e: unknown) => void)[] = [];
      constructor() {
        made.workers++;
      }
      addEventListener(type: string, f: (e: unknown) => void) {
        if (type === 'message') this.#listeners.push(f);
      }
      terminate() {}
      postMessage(file: Blob) {
        const post = (data: RestoreReply) => setTimeout(() => this.#listeners.forEach((f) => f({ data })), 0);
        void answer(file, post, { putMany: copy });
      }
    },
  );
  return made;
}

/** A store in IndexedDB (fake), fresh for each test: a restore writes there only. */
async function saving() {
  useTestStore(new IdbStore(await openTablesideDB()));
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  useTestStore(new MemoryStore());
  await store().putHistory(record);
  await store().rememberPlayers(['Ana'], Date.UTC(2026, 2, 3));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const backupOf = (history: HistoryRecord[]) =>
  JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history, players: [] });
const chosen = (text: string, name = 'backup.json') => ({
  target: { files: [new File([text], name, { type: 'application/json' })] },
});

describe('backup', () => {
  it('saves a backup file holding the finished games and names, which restores on another device', async () => {
    const saved = catchDownloads();
    at('/settings');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save a backup file' }, LAZY));
    await screen.findByText('Saved 1 finished game to a file.');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^tableside-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await saved[0]!.blob.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: 'tableside-backup',
      version: 1,
      history: [record],
      players: [{ name: 'Ana' }],
    });

    await saving();
    restoreWorker();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, chosen(text));
    await screen.findByText('Added 1 finished game and 1 player name.', {}, LAZY);
    expect(await allHistory(store())).toEqual([record]);
    expect((await store().listPlayers()).map((p) => p.name)).toEqual(['Ana']);
  }, 30_000);

  it('a restore brings its progress line into sight (on a small screen it sits below the buttons)', async () => {
    const scrolled: unknown[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, opts: unknown) {
        if (this.getAttribute('role') === 'status') scrolled.push(opts);
      },
    });
    try {
      await saving();
      restoreWorker();
      at('/settings');
      render(<App />);
      await screen.findByRole('button', { name: 'Save a backup file' }, LAZY);
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      fireEvent.change(input, chosen(backupOf([])));
      await screen.findByText('Added 0 finished games.', {}, LAZY);
      await waitFor(() => expect(scrolled).toEqual([{ block: 'nearest' }]));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  }, 30_000);

  it('saves the history as CSV, one row per player per game, formulas defused', async () => {
    const saved = catchDownloads();
    at('/settings');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save history as a spreadsheet (CSV)' }, LAZY));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.blob.text()).toBe(
      'game,finished,game id,seat,player,score,won\r\n' +
        'Royal Draft,2026-03-03T19:00:00.000Z,g1,1,Ana,12,yes\r\n' +
        "Royal Draft,2026-03-03T19:00:00.000Z,g1,2,'=Ben,9,no\r\n",
    );
  }, 30_000);

  it('while a restore runs, "Restore from a file" is dimmed and disabled, a second file starts nothing, and the bar shows the file\'s size', async () => {
    // The second copy's write waits for the test: the restore is under way meanwhile.
    const held: (() => void)[] = [];
    await saving();
    const made = restoreWorker(() => new Promise<void>((go) => held.push(go)));
    at('/settings');
    render(<App />);
    await screen.findByRole('button', { name: 'Save a backup file' }, LAZY);
    const input = screen.getByLabelText('Restore from a file') as HTMLInputElement;
    const label = input.closest('label')!;
    expect(input.disabled).toBe(false);
    const games = Array.from({ length: 1000 }, (_, i) => ({
      ...record,
      id: `r${i}`,
      finishedAt: record.finishedAt + i,
    }));
    fireEvent.change(input, chosen(backupOf(games), 'one.json'));
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(label.hasAttribute('data-disabled')).toBe(true);
    // A second file chosen meanwhile (the browser would not offer the picker; a script could still fire it).
    fireEvent.change(input, chosen(backupOf(games), 'two.json'));
    await waitFor(() => expect(held).toHaveLength(1), LAZY);
    const bar = () => screen.getByRole('progressbar', { name: 'Restoring games' }) as HTMLProgressElement;
    await waitFor(() => expect(bar().max).toBe(1000));
    expect(bar().value).toBe(0);
    held[0]!();
    await screen.findByText('Added 1,000 finished games.');
    expect(made.workers).toBe(1);
    expect(held).toHaveLength(1);
    expect(input.disabled).toBe(false);
    expect(label.hasAttribute('data-disabled')).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 30_000);

  it('restored games are on History at once, even after History was read before', async () => {
    await saving();
    await store().putHistory(record);
    restoreWorker();
    at('/history');
    render(<App />);
    await screen.findByText('1 finished game', {}, LAZY);
    at('/settings');
    const input = (await screen.findByLabelText('Restore from a file', {}, LAZY)) as HTMLInputElement;
    fireEvent.change(input, chosen(backupOf([{ ...record, id: 'g2', finishedAt: record.finishedAt + 1 }])));
    await screen.findByText('Added 1 finished game.', {}, LAZY);
    at('/history');
    // The History read before the restore is not drawn again, not even for a moment.
    await screen.findByRole('heading', { name: 'History' });
    expect(screen.queryByText('1 finished game')).toBeNull();
    await screen.findByText('2 finished games', {}, LAZY);
  }, 30_000);

  it('while the app keeps its data in memory only, restoring says it cannot run now and adds nothing', async () => {
    const made = restoreWorker();
    at('/settings');
    render(<App />);
    const input = (await screen.findByLabelText('Restore from a file', {}, LAZY)) as HTMLInputElement;
    fireEvent.change(input, chosen(backupOf([{ ...record, id: 'g2' }])));
    await screen.findByText(
      'Restoring cannot run now: the app is not saving to this device. Nothing was added; reload the app, then try again.',
    );
    expect(made.workers).toBe(0);
    expect((await allHistory(store())).map((r) => r.id)).toEqual(['g1']);
  }, 30_000);
});
