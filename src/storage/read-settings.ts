import { DEFAULT_SETTINGS } from './types';
import { isLocale } from '../text/i18n';
import type { Settings } from './types';

/** Every field checked, the default where one is missing or wrong. On the first-load path: keep it this small. */
export function readSettings(v: unknown): Settings {
  const s: Settings = { ...DEFAULT_SETTINGS };
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return s;
  const o = v as Record<string, unknown>;
  if (o.textSize === 'normal' || o.textSize === 'large' || o.textSize === 'xlarge') s.textSize = o.textSize;
  if (o.theme === 'system' || o.theme === 'light' || o.theme === 'dark') s.theme = o.theme;
  for (const key of ['sound', 'voice', 'vibration', 'wakeLock', 'readerMode', 'tableMode'] as const)
    if (typeof o[key] === 'boolean') s[key] = o[key];
  if (o.language === 'auto' || isLocale(o.language)) s.language = o.language;
  return s;
}
