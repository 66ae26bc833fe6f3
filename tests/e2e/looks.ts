// The looks every screen is measured in, and how a test puts a page in one (as a player would). The colour scheme
// changes no box, so each text size is measured in one scheme: the phone at normal text in light and at extra-large
// text in dark (axe checks the contrast of both schemes there). A desktop window has room for what a phone holds:
// each game's wide layout (the seat ring beside the step) is measured in a test of its own.
import type { Page } from 'playwright-core';

export const LOOKS = [
  { name: '360x640 normal light', viewport: { width: 360, height: 640 }, colorScheme: 'light', size: 'normal' },
  { name: '360x640 xlarge dark', viewport: { width: 360, height: 640 }, colorScheme: 'dark', size: 'xlarge' },
] as const;
export type Look = (typeof LOOKS)[number];

/**
 * Puts an open page in `look`: the window size, the system colour scheme and,
 * when it differs from what the page shows, the text size, chosen in Settings
 * as a player would (it is kept and applied on every load). Then the page is on
 * Settings: the caller opens the screen again.
 */
export async function setLook(page: Page, look: Look, baseUrl: string): Promise<void> {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
  const shown = await page.evaluate(() => document.documentElement.dataset.textSize ?? 'normal');
  if (shown !== look.size) await setTextSize(page, baseUrl, look.size);
}

/** Chooses the text size in Settings, as a player would, and waits until the page uses it. */
export async function setTextSize(page: Page, baseUrl: string, size: 'normal' | 'large' | 'xlarge'): Promise<void> {
  await page.goto(`${baseUrl}/settings`);
  await page
    .getByRole('radio', { name: { normal: 'Normal', large: 'Large', xlarge: 'Extra large' }[size], exact: true })
    .check();
  await page.waitForFunction((s) => (document.documentElement.dataset.textSize ?? 'normal') === s, size);
}
