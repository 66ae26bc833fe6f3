import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals';
import { onNewVersion, setUpdater } from '../../src/app/pwa';
import { needRefresh, offlineReady } from '../../src/app/sw-news';
import { activeGame } from '../../src/games/active';
import { path } from '../../src/platform/router';
import { UpdatePrompt } from '../../src/app/UpdatePrompt';

beforeEach(() => {
  needRefresh.value = false;
  offlineReady.value = false;
});

describe('update prompt', () => {
  it('says once that the app is ready to work offline', () => {
    offlineReady.value = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Ready to work offline.')).toBeNull();
  });

  it('offers an update and reloads only when the user asks', () => {
    let applied = 0;
    setUpdater(() => applied++);
    path.value = '/';
    needRefresh.value = true;
    render(<UpdatePrompt />);
    screen.getByText('Update available.');
    expect(applied).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applied).toBe(1);
  });

  it('keeps quiet during a running game, and offers the update once the game is left', async () => {
    activeGame.value = { id: 'abc', saveState: signal('saved'), running: signal(true) };
    needRefresh.value = true;
    render(<UpdatePrompt />);
    expect(screen.queryByText('Update available.')).toBeNull();
    screen.getByText('An update is ready; it is offered when this game is over.');
    activeGame.value = null;
    await screen.findByText('Update available.');
  });

  it('a tab in a running game is not reloaded when the new version takes over; it reloads once the game is over', () => {
    const running = signal(true);
    activeGame.value = { id: 'abc', saveState: signal('saved'), running };
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    try {
      onNewVersion();
      expect(reload).not.toHaveBeenCalled();
      running.value = false;
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      activeGame.value = null;
    }
  });
});

describe('offline notice', () => {
  it('goes away by itself after a few seconds', async () => {
    vi.useFakeTimers();
    try {
      offlineReady.value = true;
      render(<UpdatePrompt />);
      screen.getByText('Ready to work offline.');
      await vi.advanceTimersByTimeAsync(6500);
      expect(offlineReady.value).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
