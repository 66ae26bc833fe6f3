import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SETTINGS_KEY, loadSettings, settings, updateSettings } from '../../src/platform/settings';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import { DEFAULT_SETTINGS } from '../../src/storage/types';
import type { Settings } from '../../src/storage/types';

/** A store whose settings writes never finish: the browser was closed before IndexedDB committed. */
class NeverSaves extends MemoryStore {
  override putSettings(): Promise<void> {
    return new Promise(() => undefined);
  }
}

async function storing(s: Partial<Settings>): Promise<MemoryStore> {
  const m = new MemoryStore();
  await m.putSettings({ ...DEFAULT_SETTINGS, ...s });
  return m;
}

/** A fresh start: the signal back to what boot reads, storage holding what it held. */
function restart(with_: MemoryStore): void {
  settings.value = { ...DEFAULT_SETTINGS };
  useTestStore(with_);
}

beforeEach(() => {
  localStorage.clear();
  settings.value = { ...DEFAULT_SETTINGS };
});

describe('settings kept across a reload', () => {
  it('keeps a change that storage had not confirmed when the page went away', async () => {
    // Storage already holds an earlier change (extra-large text); dark is chosen and the page reloads at once.
    const earlier = await storing({ textSize: 'xlarge' });
    useTestStore(new NeverSaves());
    settings.value = { ...DEFAULT_SETTINGS, textSize: 'xlarge' };
    void updateSettings({ theme: 'dark' });
    restart(earlier);
    await loadSettings();
    expect(settings.value).toMatchObject({ textSize: 'xlarge', theme: 'dark' });
    // And the change is now stored.
    expect(await store().getSettings()).toMatchObject({ textSize: 'xlarge', theme: 'dark' });
  });

  it('never lets an older local copy win: a copy that could not be written is taken away', async () => {
    const kept = new MemoryStore();
    useTestStore(kept);
    await updateSettings({ theme: 'dark' });
    // The browser refuses the next local write (storage full): the copy would still say normal text.
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      await updateSettings({ textSize: 'large' });
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(localStorage.getItem(LOCAL_SETTINGS_KEY)).toBeNull();
    restart(kept);
    await loadSettings();
    expect(settings.value).toMatchObject({ textSize: 'large', theme: 'dark' });
    expect(JSON.parse(localStorage.getItem(LOCAL_SETTINGS_KEY)!)).toMatchObject({ textSize: 'large', theme: 'dark' });
  });

  it('does not undo a change made while storage was still being read', async () => {
    let answer!: () => void;
    const slow = await storing({ textSize: 'large' });
    const read = slow.getSettings.bind(slow);
    // Storage read its record before the change, and answers after it.
    slow.getSettings = () => read().then((got) => new Promise<Settings>((resolve) => (answer = () => resolve(got))));
    useTestStore(slow);
    const loading = loadSettings();
    await Promise.resolve();
    await updateSettings({ voice: true });
    answer();
    await loading;
    expect(settings.value.voice).toBe(true);
    expect((await read()).voice).toBe(true);
  });
});
