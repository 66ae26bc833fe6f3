import { effect, signal } from '@preact/signals';
import { DEFAULT_SETTINGS } from '../storage/types';
import type { Settings } from '../storage/types';
import { readSettings } from '../storage/validate';
import { store } from './store';

/*
 * Settings live in IndexedDB, with a small synchronous copy in localStorage
 * so that the first paint already has the right text size and theme
 * (src/app/boot.js applies that copy before anything is drawn).
 */
export const LOCAL_SETTINGS_KEY = 'tableside.settings';

function readLocal(): Settings | null {
  try {
    const raw = localStorage.getItem(LOCAL_SETTINGS_KEY);
    return raw === null ? null : readSettings(JSON.parse(raw));
  } catch {
    return null;
  }
}

function writeLocal(s: Settings): void {
  try {
    localStorage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(s));
  } catch {
    // Without the copy the next start paints with the defaults for a moment; nothing is lost.
  }
}

export const settings = signal<Settings>(readLocal() ?? { ...DEFAULT_SETTINGS });

const same = (a: Settings, b: Settings) => JSON.stringify(readSettings(a)) === JSON.stringify(readSettings(b));

/**
 * Loads settings from storage. When storage holds only the defaults but the
 * local copy differs (the database was rebuilt), the copy wins and is stored.
 */
export async function loadSettings(): Promise<void> {
  const stored = await store().getSettings();
  const local = readLocal();
  if (local && same(stored, DEFAULT_SETTINGS) && !same(local, DEFAULT_SETTINGS)) {
    settings.value = local;
    await store().putSettings(local);
    return;
  }
  settings.value = stored;
  writeLocal(stored);
}

export function updateSettings(change: Partial<Settings>): Promise<void> {
  settings.value = { ...settings.value, ...change };
  writeLocal(settings.value);
  return store().putSettings(settings.value);
}

/** Text size and theme live on <html> so that every screen, and CSS alone, honours them. */
export function applySettingsToDocument(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    const s = settings.value;
    root.dataset.textSize = s.textSize;
    root.dataset.theme = s.theme;
  });
}
