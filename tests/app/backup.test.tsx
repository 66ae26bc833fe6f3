import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';
import { at } from '../at-path';

type OnAdded = ((n: number) => void) | undefined;

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

beforeEach(async () => {
  useTestStore(new MemoryStore());
  await store().putHistory(record);
  await store().rememberPlayers(['Ana'], Date.UTC(2026, 2, 3));
});
afterEach(() => vi.restoreAllMocks());

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

    useTestStore(new MemoryStore());
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([text], 'backup.json', { type: 'application/json' })] } });
    await screen.findByText('Added 1 finished game and 1 player name.', {}, LAZY);
    expect(await store().listHistory()).toEqual([record]);
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
      at('/settings');
      render(<App />);
      await screen.findByRole('button', { name: 'Save a backup file' }, LAZY);
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      const text = JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history: [], players: [] });
      fireEvent.change(input, { target: { files: [new File([text], 'backup.json', { type: 'application/json' })] } });
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

  it('while a restore runs, "Restore from a file" is dimmed and disabled, a second file starts nothing, and the bar moves every 250 games', async () => {
    // A store whose restore writes 250 games a step, each step let through by the test.
    const steps: (() => void)[] = [];
    let calls = 0;
    class SlowStore extends MemoryStore {
      override async addHistory(records: HistoryRecord[], onAdded?: OnAdded) {
        calls++;
        for (let n = 250; n <= records.length; n += 250) {
          await new Promise<void>((go) => steps.push(go));
          onAdded?.(n);
        }
        return super.addHistory(records);
      }
    }
    useTestStore(new SlowStore());
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
    const text = JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history: games, players: [] });
    const chosen = (name: string) => ({ target: { files: [new File([text], name, { type: 'application/json' })] } });
    fireEvent.change(input, chosen('one.json'));
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(label.hasAttribute('data-disabled')).toBe(true);
    // A second file chosen meanwhile (the browser would not offer the picker; a script could still fire it).
    fireEvent.change(input, chosen('two.json'));
    const bar = () => screen.getByRole('progressbar', { name: 'Restoring games' }) as HTMLProgressElement;
    const seen: number[] = [];
    for (let step = 1; step <= 4; step++) {
      await waitFor(() => expect(steps).toHaveLength(step), LAZY);
      seen.push(bar().value);
      steps[step - 1]!();
      await waitFor(() => expect(bar().value).toBe(step * 250));
    }
    seen.push(bar().value);
    expect(seen).toEqual([0, 250, 500, 750, 1000]);
    expect(bar().max).toBe(1000);
    await screen.findByText('Added 1,000 finished games.');
    expect(calls).toBe(1);
    expect(input.disabled).toBe(false);
    expect(label.hasAttribute('data-disabled')).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 30_000);
});
