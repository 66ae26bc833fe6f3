import { effect, signal } from '@preact/signals';
import { DEFAULT_SETTINGS } from '../storage/types';
import type { Settings } from '../storage/types';
import { readSettings } from '../storage/read-settings';
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

/**
 * The copy is written with every change, before storage is asked, so it is the newest the
 * settings have been. When it cannot be written it is taken away, so that an older copy never wins.
 */
function writeLocal(s: Settings): void {
  try {
    localStorage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(s));
  } catch {
    try {
      localStorage.removeItem(LOCAL_SETTINGS_KEY);
    } catch {
      // No copy at all: the next start paints with the defaults for a moment, then storage answers.
    }
  }
}

export const settings = signal<Settings>(readLocal() ?? { ...DEFAULT_SETTINGS });

const same = (a: Settings, b: Settings) => JSON.stringify(readSettings(a)) === JSON.stringify(readSettings(b));

/** Stores the settings; when storage refuses, the local copy holds them and the next load stores them. */
const keep = (s: Settings): Promise<void> =>
  store()
    .putSettings(s)
    .catch(() => undefined);

/** Counts changes made here: a load that began before the latest change must not undo it. */
let changes = 0;

/**
 * Loads settings from storage. The local copy, when there is one, is the newest: it wins, and is
 * stored where storage holds something else (a change made just before a reload or a crash that
 * never reached IndexedDB, or a database rebuilt with the defaults).
 */
export async function loadSettings(): Promise<void> {
  const before = changes;
  const stored = await store().getSettings();
  if (before !== changes) return;
  const local = readLocal();
  if (local) {
    settings.value = local;
    if (!same(local, stored)) await keep(local);
    return;
  }
  settings.value = stored;
  writeLocal(stored);
}

export function updateSettings(change: Partial<Settings>): Promise<void> {
  changes++;
  settings.value = { ...settings.value, ...change };
  writeLocal(settings.value);
  return keep(settings.value);
}

/** Text size and theme live on <html> so that every screen, and CSS alone, honours them. */
export function applySettingsToDocument(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    const s = settings.value;
    root.dataset.textSize = s.textSize;
    root.dataset.theme = s.theme;
  });
}
