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
/**
 * Set while the local copy holds a change that storage has not yet confirmed, so that a
 * reload (or a killed browser) straight after a change keeps the change rather than the older stored one.
 */
export const UNSAVED_SETTINGS_KEY = 'tableside.settings.unsaved';

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

function markUnsaved(unsaved: boolean): void {
  try {
    if (unsaved) localStorage.setItem(UNSAVED_SETTINGS_KEY, '1');
    else localStorage.removeItem(UNSAVED_SETTINGS_KEY);
  } catch {
    // Without the mark a change not yet stored may give way to the stored settings on the next start.
  }
}

function hasUnsaved(): boolean {
  try {
    return localStorage.getItem(UNSAVED_SETTINGS_KEY) !== null;
  } catch {
    return false;
  }
}

/** Counts changes made here: a load or a save that began before the latest change must not undo it. */
let changes = 0;

/** Stores the settings; the unsaved mark comes off only when no later change is still on its way. */
async function save(s: Settings): Promise<void> {
  const mine = changes;
  await store().putSettings(s);
  if (mine === changes) markUnsaved(false);
}

export const settings = signal<Settings>(readLocal() ?? { ...DEFAULT_SETTINGS });

const same = (a: Settings, b: Settings) => JSON.stringify(readSettings(a)) === JSON.stringify(readSettings(b));

/**
 * Loads settings from storage. The local copy wins, and is stored, when it holds a change
 * storage never confirmed, or when storage holds only the defaults but the copy differs
 * (the database was rebuilt). A change made while storage was being read is kept.
 */
export async function loadSettings(): Promise<void> {
  const before = changes;
  const stored = await store().getSettings();
  if (before !== changes) return;
  const local = readLocal();
  if (local && (hasUnsaved() || (same(stored, DEFAULT_SETTINGS) && !same(local, DEFAULT_SETTINGS)))) {
    settings.value = local;
    await save(local);
    return;
  }
  settings.value = stored;
  writeLocal(stored);
  markUnsaved(false);
}

export function updateSettings(change: Partial<Settings>): Promise<void> {
  changes++;
  settings.value = { ...settings.value, ...change };
  markUnsaved(true);
  writeLocal(settings.value);
  return save(settings.value);
}

/** Text size and theme live on <html> so that every screen, and CSS alone, honours them. */
export function applySettingsToDocument(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    const s = settings.value;
    root.dataset.textSize = s.textSize;
    root.dataset.theme = s.theme;
  });
}
