import { render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asRead } from '../plain';
import { App } from '../../src/app/App';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { choicesSetup } from '../../src/rules/choices';
import { PROMPTS } from '../../src/rules/choices/deck';
import { playPath } from '../../src/platform/paths';
import { path } from '../../src/platform/router';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import type { GameId } from '../../src/storage/types';
import { setupOf } from './parcel/fixtures';
import { at } from '../at-path';

const GOOD_SETUPS: Record<GameId, unknown> = {
  relay: { players: ['Ana', 'Ben', 'Cy'], firstReader: 0, firstPlacer: 0 },
  parcel: setupOf(),
  royal: { players: ['Ana', 'Ben', 'Cy'], seriesId: 'x', seriesGame: 1, seriesBefore: [0, 0, 0] },
  choices: choicesSetup(['Ana', 'Ben', 'Cy'], Math.random, PROMPTS),
};

const BAD_SETUPS: [string, unknown][] = [
  ['players as a string', { players: 'Ana', names: 'Ana' }],
  [
    'a seat of -4',
    {
      players: ['Ana', 'Ben', 'Cy'],
      names: ['Ana', 'Ben', 'Cy'],
      firstReader: -4,
      firstPlacer: -4,
      first: -4,
      seriesBefore: [0, 0, 0],
      seriesId: 'x',
      seriesGame: 1,
    },
  ],
  [
    'a single player',
    {
      players: ['Ana'],
      names: ['Ana'],
      firstReader: 0,
      firstPlacer: 0,
      first: 0,
      seriesBefore: [0],
      seriesId: 'x',
      seriesGame: 1,
    },
  ],
  ['no setup at all', null],
];

/** What the players may see instead of a game: each is a notice with a way on, never a blank page. */
const NOTICES = [
  /cannot be opened: its setup is not one/,
  /could not be shown because of a problem in the app/,
  /saved steps of this game could be read/,
];

async function openSaved(game: GameId, setup: unknown, actions: unknown[]) {
  await store().putSession({ id: 'bad', game, setup, actions, createdAt: 1, updatedAt: 1, label: 'Ana, Ben' });
  at(playPath(game, 'bad'));
  render(<App />);
}

async function expectNotice() {
  await waitFor(() => expect(NOTICES.some((n) => screen.queryByText(n))).toBe(true), { timeout: 15_000 });
  expect(screen.queryByText('Opening the game…')).toBeNull();
  expect(document.querySelector('main')?.textContent?.trim()).not.toBe('');
}

beforeEach(() => {
  useTestStore(new MemoryStore());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// Each game's chunk is loaded on first use, which takes seconds on a loaded machine.
describe('malformed saved games open as a notice, never a blank page', { timeout: 30_000 }, () => {
  for (const game of Object.keys(GOOD_SETUPS) as GameId[]) {
    for (const [what, setup] of BAD_SETUPS) {
      // A Royal Draft setup has no seat numbers in it.
      if (game === 'royal' && what === 'a seat of -4') continue;
      it(`${game}: a setup with ${what}`, async () => {
        await openSaved(game, setup, []);
        await expectNotice();
        // Nothing was written over the stored record.
        expect((await store().getSession('bad'))?.setup).toEqual(setup);
      });
    }

    it(`${game}: an unknown action type keeps every stored step and says how many could be read`, async () => {
      const actions = [{ t: 'from-the-future', type: 'from-the-future' }];
      await openSaved(game, GOOD_SETUPS[game], actions);
      await screen.findByText(/Only 0 of the 1 saved steps of this game could be read/, undefined, { timeout: 15_000 });
      expect((await store().getSession('bad'))?.actions).toEqual(actions);
    });
  }

  it('a game that is not on this device says so, with a way on', async () => {
    at(playPath('royal', 'nowhere'));
    render(<App />);
    await screen.findByText(/not on this device any more/, undefined, { timeout: 15_000 });
    screen.getByRole('link', { name: 'Royal Draft' });
  });

  for (const game of ['royal', 'parcel'] as const) {
    it(`${game}: a game that ended (its record saved to history under the same id) opens that record instead`, async () => {
      await store().putHistory({
        id: 'ended',
        game,
        finishedAt: Date.UTC(2026, 5, 1),
        players: ['Ana', 'Ben', 'Cy'],
        scores: game === 'parcel' ? [3] : [12, 9, 4],
        winners: game === 'parcel' ? [] : [0],
        detail: null,
      });
      at(playPath(game, 'ended'));
      render(<App />);
      const line = game === 'parcel' ? 'Group score 3 of 3' : 'Ana 12, Ben 9, Cy 4';
      await screen.findByText(line, asRead, { timeout: 15_000 });
      expect(path.value).toBe('/history/ended');
      expect(screen.queryByText(/not on this device any more/)).toBeNull();
    });
  }
});

describe('error boundary', () => {
  it('turns a screen that throws while drawing into a notice with a way home', () => {
    function Broken(): never {
      throw new TypeError('drawing failed');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    screen.getByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('leaves the broken screen behind once the address changes', async () => {
    function Maybe({ broken }: { broken: boolean }) {
      if (broken) throw new TypeError('drawing failed');
      return <p>Home is fine</p>;
    }
    const { rerender } = render(
      <ErrorBoundary resetOn="/broken">
        <Maybe broken />
      </ErrorBoundary>,
    );
    screen.getByRole('heading', { name: 'Something went wrong' });
    rerender(
      <ErrorBoundary resetOn="/">
        <Maybe broken={false} />
      </ErrorBoundary>,
    );
    await screen.findByText('Home is fine');
  });
});
