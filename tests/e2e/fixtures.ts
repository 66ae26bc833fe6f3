// The e2e tests' Playwright fixtures: `launch` starts Chromium with a persistent profile of its own (a persistent
// context is what makes the app installable and service workers behave as in a real profile): a copy of one that
// has visited the app once, so its service worker is installed and its files precached, and nothing else is kept
// (tests/e2e/profile.ts), or with `fresh`, one that never saw the app. It watches its pages
// for errors, and after the test closes it and deletes the profile; for a failed test it first says what each tab
// showed. Every e2e file imports `test` and `expect` from here.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env } from 'node:process';
import { test as base, expect, type TestInfo } from '@playwright/test';
import type { BrowserContext, BrowserType, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

export { expect };

interface LaunchOptions {
  /** Default 360x640 (the smallest phone we support). */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * A profile that never saw the app: the service worker installs on the first visit (and says "Ready to work
   * offline"). Without it the profile has the app's service worker and precache already, as after a first visit,
   * which costs a test several seconds of a busy machine's time.
   */
  fresh?: boolean;
}

export interface Launched {
  context: BrowserContext;
  /** The first tab of the persistent context. */
  page: Page;
  /** Every request URL seen by the context (pages and service worker), in order. */
  requests: string[];
  /** Uncaught page errors and console.error messages (CSP violations land here). */
  consoleErrors: string[];
  /** Closes the browser and deletes its profile directory (the fixture does it after the test if the test did not). */
  close(): Promise<void>;
}

export type Launch = (opts?: LaunchOptions) => Promise<Launched>;

/** No CSP bypass: pages run under the app's real CSP. */
async function launchPersistent(chromium: BrowserType, opts: LaunchOptions): Promise<Launched> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'tableside-chromium-'));
  let context: BrowserContext;
  try {
    if (!opts.fresh && env.E2E_PROFILE) cpSync(env.E2E_PROFILE, userDataDir, { recursive: true });
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: findChromium(),
      headless: true,
      viewport: opts.viewport ?? { width: 360, height: 640 },
      colorScheme: opts.colorScheme ?? 'light',
      reducedMotion: opts.reducedMotion ?? 'no-preference',
      args: CHROMIUM_ARGS,
    });
  } catch (err) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  context.on('request', (req) => {
    requests.push(req.url());
  });
  const watch = (p: Page) => {
    p.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
    p.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`console.error: ${msg.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  let closed = false;
  return {
    context,
    page,
    requests,
    consoleErrors,
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * For a test that failed, before its browser goes: each tab's address, scroll and visible text on the log (what CI
 * keeps). Playwright itself keeps a screenshot of each tab as the context closes (`screenshot` in the config).
 */
async function tellWhatWasOnScreen(context: BrowserContext, info: TestInfo): Promise<void> {
  for (const [i, page] of context.pages().entries()) {
    try {
      const seen = await page.evaluate(() => ({
        y: Math.round(scrollY),
        h: innerHeight,
        text: document.body.innerText.slice(0, 1500),
      }));
      console.log(
        `[failed: ${info.title}] tab ${i + 1}: ${page.url()} scrolled to ${seen.y} of a ${seen.h} px window\n${seen.text}`,
      );
    } catch (err) {
      console.log(`[failed: ${info.title}] tab ${i + 1}: could not be read (${String(err).split('\n')[0]})`);
    }
  }
}

export const test = base.extend<{ launch: Launch }>({
  launch: async ({ playwright }, use, info) => {
    const launched: Launched[] = [];
    await use(async (opts = {}) => {
      const one = await launchPersistent(playwright.chromium, opts);
      launched.push(one);
      return one;
    });
    const failed = info.status !== info.expectedStatus;
    for (const one of launched) {
      if (failed) await tellWhatWasOnScreen(one.context, info);
      await one.close();
    }
  },
});
