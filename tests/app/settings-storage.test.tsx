import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsScreen } from '../../src/app/screens/SettingsScreen';
import { openStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import { SafeStore } from '../../src/storage/safe-store';
import type { Store } from '../../src/storage/types';

const SAVED_HERE = 'Games and history are saved on this device only. Nothing is sent anywhere.';
const NOT_SAVING = 'Saving is not working here: games run, but results will not be kept after the app closes.';

/** Every text the screen has shown, one entry per change: a wrong claim shown for a moment is caught too. */
function recordShown(): string[] {
  const shown = [document.body.textContent ?? ''];
  const watcher = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
  watcher.observe(document.body, { subtree: true, childList: true, characterData: true });
  stops.push(() => watcher.disconnect());
  return shown;
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('Settings says how the app saves as it is now, never before it knows', () => {
  it('storage never answers: no "saved on this device" claim at any moment, then "Saving is not working here"', async () => {
    void openStore((events) => new SafeStore(new Promise<Store | null>(() => undefined), events, { timeoutMs: 100 }));
    const shown = recordShown();
    render(<SettingsScreen />);
    expect(document.body.textContent).not.toContain(NOT_SAVING);
    await screen.findByText(NOT_SAVING);
    expect(shown.filter((text) => text.includes(SAVED_HERE))).toEqual([]);
  });

  it('storage answers after the wait ran out: "not working" while in memory, then "saved on this device" once it answers', async () => {
    let answer: (s: Store) => void = () => undefined;
    const late = new Promise<Store | null>((resolve) => (answer = resolve));
    void openStore((events) => new SafeStore(late, events, { timeoutMs: 50 }));
    const shown = recordShown();
    render(<SettingsScreen />);
    await screen.findByText(NOT_SAVING);
    expect(shown.filter((text) => text.includes(SAVED_HERE))).toEqual([]);
    answer(new MemoryStore());
    await screen.findByText(SAVED_HERE);
    expect(screen.queryByText(NOT_SAVING)).toBeNull();
  });
});
