import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { needRefresh, offlineReady, setUpdater } from '../../src/app/pwa';
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
    expect(screen.getByText('Update available.')).toBeTruthy();
    expect(applied).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applied).toBe(1);
  });

  it('keeps quiet during a running game, and offers the update once the game is left', async () => {
    path.value = '/royal-draft/play/abc';
    needRefresh.value = true;
    render(<UpdatePrompt />);
    expect(screen.queryByText('Update available.')).toBeNull();
    path.value = '/';
    expect(await screen.findByText('Update available.')).toBeTruthy();
  });
});

describe('offline notice', () => {
  it('goes away by itself after a few seconds', async () => {
    vi.useFakeTimers();
    try {
      offlineReady.value = true;
      render(<UpdatePrompt />);
      expect(screen.getByText('Ready to work offline.')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(6500);
      expect(offlineReady.value).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
