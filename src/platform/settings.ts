import { effect, signal } from '@preact/signals';
import { DEFAULT_SETTINGS } from '../storage/types';
import type { Settings } from '../storage/types';
import { store } from './store';

export const settings = signal<Settings>({ ...DEFAULT_SETTINGS });

export async function loadSettings(): Promise<void> {
  settings.value = await store().getSettings();
}

export function updateSettings(change: Partial<Settings>): Promise<void> {
  settings.value = { ...settings.value, ...change };
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
