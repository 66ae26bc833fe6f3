import { intlLocale } from '../text/i18n';

/** A date and time in the app's language and style. */
export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}
