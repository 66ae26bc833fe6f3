// Geometry for the e2e tests: what the step needs is on screen, in sight, not under a pinned bar.
import type { Locator, Page } from 'playwright-core';

/**
 * Where an element is drawn, against the screen's pinned parts: `barBottom` is
 * the bottom of the sticky where-and-Undo bar (0 without one), `footTop` the top
 * of the highest pinned footer on screen (the window's height without one).
 */
async function placeOf(loc: Locator) {
  return loc.first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    let footTop = innerHeight;
    for (const f of Array.from(document.querySelectorAll('main .screen-foot'))) {
      const b = f.getBoundingClientRect();
      if (b.height > 0 && b.top < footTop && b.bottom > 0) footTop = b.top;
    }
    const bar = document.querySelector('main .screen-bar');
    return {
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      view: innerHeight,
      footTop,
      barBottom: bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0,
      inFoot: el.closest('.screen-foot') !== null,
      inBar: bar !== null && bar.contains(el),
    };
  });
}

/**
 * Why `loc` is not wholly in sight (null when it is): it must be drawn, below the
 * top of the screen and the sticky bar, and above the pinned footer; a part of a
 * pinned bar itself (a refusal beside the main action, Undo) only on screen.
 */
async function outOfSight(loc: Locator, what: string): Promise<string | null> {
  if ((await loc.count()) === 0) return `${what}: not on the page`;
  const p = await placeOf(loc);
  if (p.height === 0) return `${what}: not drawn`;
  const top = p.inBar || p.inFoot ? 0 : p.barBottom;
  const bottom = p.inFoot || p.inBar ? p.view : p.footTop;
  const r = Math.round;
  if (p.top < top - 0.5)
    return `${what}: top at ${r(p.top)}, above the ${top ? `pinned bar (bottom ${r(top)})` : 'screen'}`;
  if (p.bottom > bottom + 0.5)
    return `${what}: bottom at ${r(p.bottom)}, under the pinned footer (top ${r(p.footTop)}) or below the screen (${p.view})`;
  return null;
}

/**
 * `loc`'s box in page coordinates (the viewport box plus the scroll), so two parts measured one after the
 * other compare truly even when the page scrolled in between (a step placing itself, a notice coming).
 */
export async function pageBox(loc: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return loc.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return { x: b.left + window.scrollX, y: b.top + window.scrollY, width: b.width, height: b.height };
  });
}

/** Fails unless `loc` is wholly in sight (see outOfSight). */
export async function inSight(loc: Locator, what: string): Promise<void> {
  const problem = await outOfSight(loc, what);
  if (problem) throw new Error(problem);
}

/**
 * The screen principle: the step's instruction, the controls it asks
 * for and its main action are in sight without scrolling by hand, none under a
 * pinned bar; on a screen with the sticky bar, its where-line and Undo too.
 * Fails with every problem found, under `label`.
 */
export interface StepParts {
  instruction: Locator;
  controls?: Locator[];
  /** The step's main action (it may be the pinned footer's own button). */
  action?: Locator;
  /** Also wholly in sight: a where-line, a "next" line, a note the step depends on. */
  keep?: Locator[];
}

export async function stepOnScreen(page: Page, label: string, parts: StepParts): Promise<void> {
  const named: [string, Locator][] = [
    ['instruction', parts.instruction],
    ...(parts.controls ?? []).map((c, i): [string, Locator] => [`control ${i + 1}`, c]),
    ...(parts.keep ?? []).map((c, i): [string, Locator] => [`kept part ${i + 1}`, c]),
  ];
  if (parts.action) named.push(['main action', parts.action]);
  if ((await page.locator('main .screen-bar').count()) > 0) {
    named.push(['where-line', page.locator('main .screen-bar .where')]);
    const undo = page.locator('main .screen-bar').getByRole('button', { name: 'Undo' });
    if ((await undo.count()) > 0) named.push(['Undo', undo]);
  }
  const problems = (await Promise.all(named.map(([what, loc]) => outOfSight(loc, what)))).filter((p) => p !== null);
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
}

/**
 * Fails when the top-most line of text in sight is cut in half: by the window's top edge or, once the page
 * has scrolled under it, by the sticky where-line bar (or a pinned countdown). Each text node's own line boxes are
 * measured (Range.getClientRects), outside the pinned parts, which do not scroll; a line counts as cut when more
 * than 1 px of it is on either side of the edge.
 */
export async function topLineWhole(page: Page, label: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const pinned = '.screen-bar, .screen-foot, [data-pinned-top], .toast';
    const bar = document.querySelector('main .screen-bar, main [data-pinned-top]')?.getBoundingClientRect();
    const edge = bar && bar.top <= 0.5 && scrollY > 0 ? bar.bottom : 0;
    const found: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(pinned)) continue;
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.height > 0 && line.top < edge - 1 && line.bottom > edge + 1) {
          found.push(
            `"${node.textContent.trim().slice(0, 40)}" (line ${Math.round(line.top)} to ${Math.round(line.bottom)})`,
          );
        }
      }
    }
    return { edge: Math.round(edge), scrollY: Math.round(scrollY), found };
  });
  if (cut.found.length)
    throw new Error(
      `${label}: the top line is cut at ${cut.edge} px (scrolled ${cut.scrollY}): ${cut.found.join('; ')}`,
    );
}

/**
 * A saved game's end: one Undo on the screen, not two doing the same, named for what it does then, in
 * sight, and for the keyboard the control just before the step's `heading` (Shift+Tab from it). Leaves the focus on it.
 */
const SAVED_UNDO = 'Undo: take the last step back and the game out of history';
export async function oneUndoAtEnd(page: Page, heading: Locator): Promise<Locator> {
  const undo = page.getByRole('button', { name: /^Undo\b/ });
  const count = await undo.count();
  if (count !== 1) throw new Error(`${count} Undo buttons at the end: ${(await undo.allInnerTexts()).join(', ')}`);
  const name = await undo.getAttribute('aria-label');
  if (name !== SAVED_UNDO)
    throw new Error(`Undo at the end is named ${JSON.stringify(name)}, not ${JSON.stringify(SAVED_UNDO)}`);
  await inSight(undo, 'Undo at the end');
  await heading.focus();
  await page.keyboard.press('Shift+Tab');
  if (!(await undo.evaluate((el) => el === document.activeElement)))
    throw new Error('Shift+Tab from the heading does not reach Undo');
  return undo;
}

/** Throws unless the element `selector` finds is wholly in sight (see outOfSight). */
export async function onScreenAboveFooter(page: Page, selector: string, what = selector): Promise<void> {
  await inSight(page.locator(selector), what);
}

/** Throws unless the button named `name` (the step's main action) is wholly in sight. */
export async function buttonOnScreen(page: Page, name: string | RegExp): Promise<void> {
  await inSight(page.getByRole('button', { name }), `button ${String(name)}`);
}
