// Table mode: a tablet lying in the middle of the table, each seat's part turned toward its player. Each game
// goes through a round in table mode at two of three screen sizes, normal and extra-large text, light and dark; every
// part's box and turn is measured against its seat (worked by hand below), and so are the sizes a player reads
// across the table and where the controls face.
import type { Page } from 'playwright-core';
import { addPlayers, checkA11y, openApp, screenshot } from './page.ts';
import { test, expect } from './fixtures.ts';
import { setTextSize } from './looks.ts';
import { baseUrl } from './serve.ts';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;
const COUNT_MS = 4000;

// A tablet lying long-side on (the tightest parts at extra-large text), a laptop, a tablet standing; the colour scheme
// changes no box, so each is looked at in one, and axe checks both. Each game goes through its round in two of them,
// so every look is measured and each game is seen lying long-side and standing (or on the laptop).
const LYING = { width: 1024, height: 768, size: 'xlarge', scheme: 'dark' } as const;
const LAPTOP = { width: 1280, height: 800, size: 'normal', scheme: 'light' } as const;
const STANDING = { width: 768, height: 1024, size: 'xlarge', scheme: 'light' } as const;
type Look = typeof LYING | typeof LAPTOP | typeof STANDING;
const lookName = (l: Look) => `${l.width}x${l.height} ${l.size} ${l.scheme}`;

/** Where each seat sits, worked out by hand (seats clockwise from the bottom right, each next seat on the left). */
const SEATS: Record<number, { side: string; turn: number }[]> = {
  // Two sides: 1 bottom right, 2 bottom left, 3 alone on top, turned round.
  3: [
    { side: 'bottom', turn: 0 },
    { side: 'bottom', turn: 0 },
    { side: 'top', turn: 180 },
  ],
  // Two sides: 1 bottom right, 2 bottom left, 3 top left, 4 top right; the top half turned round.
  4: [
    { side: 'bottom', turn: 0 },
    { side: 'bottom', turn: 0 },
    { side: 'top', turn: 180 },
    { side: 'top', turn: 180 },
  ],
  // Four sides: two at the bottom, then up the left edge (a quarter turn), the top, down the right edge.
  5: [
    { side: 'bottom', turn: 0 },
    { side: 'bottom', turn: 0 },
    { side: 'left', turn: 90 },
    { side: 'top', turn: 180 },
    { side: 'right', turn: 270 },
  ],
};

interface Measured {
  seats: {
    seat: number;
    side: string;
    turn: number;
    box: { x: number; y: number; w: number; h: number };
    faceInside: boolean;
    overflow: [number, number];
    hiddenInside: string[];
  }[];
  view: { w: number; h: number };
  active: number | null;
  activeName: number | null;
  mainSeat: number | null;
  mainTurn: number | null;
}

/** Every part as the screen draws it: its box, the turn its face is drawn at, and whether all it shows fits. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const turnOf = (el: Element) => {
      const m = new DOMMatrix(getComputedStyle(el).transform);
      return Math.round(((Math.atan2(m.b, m.a) * 180) / Math.PI + 360) % 360);
    };
    const seats = [...document.querySelectorAll<HTMLElement>('.table-seat')].map((s) => {
      const r = s.getBoundingClientRect();
      const face = s.querySelector<HTMLElement>('.table-face')!;
      const f = face.getBoundingClientRect();
      const inside = (b: DOMRect) =>
        b.left >= r.left - 1 && b.right <= r.right + 1 && b.top >= r.top - 1 && b.bottom <= r.bottom + 1;
      // Everything the face shows lies inside the part (nothing drawn outside it, nothing cut by it).
      const hiddenInside = [...face.querySelectorAll<HTMLElement>('p, h2, button, svg')]
        .filter((e) => e.getClientRects().length > 0 && !inside(e.getBoundingClientRect()))
        .map((e) => e.textContent?.slice(0, 40) ?? e.tagName);
      return {
        seat: Number(s.dataset.seat),
        side: s.dataset.side ?? '',
        turn: turnOf(face),
        box: { x: r.x, y: r.y, w: r.width, h: r.height },
        faceInside: inside(f),
        overflow: [face.scrollHeight - face.clientHeight, face.scrollWidth - face.clientWidth] as [number, number],
        hiddenInside,
      };
    });
    const active = document.querySelector<HTMLElement>('.table-seat[data-active]');
    const name = active?.querySelector('.table-name');
    const main = document.querySelector('.table-seat .btn-primary')?.closest<HTMLElement>('.table-seat');
    return {
      seats,
      view: { w: innerWidth, h: innerHeight },
      active: active ? Number(active.dataset.seat) : null,
      activeName: name ? parseFloat(getComputedStyle(name).fontSize) : null,
      mainSeat: main ? Number(main.dataset.seat) : null,
      mainTurn: main ? turnOf(main.querySelector('.table-face')!) : null,
    };
  });
}

/** The parts against their seats: sides, turns, DOM order, no overlap, all shown; the active seat's name and controls. */
async function checkTable(page: Page, players: number, active: number, label: string, formScrolls = false) {
  const m = await measure(page);
  const short = Math.min(m.view.w, m.view.h);
  const want = SEATS[players]!;
  expect(
    m.seats.map((s) => s.seat),
    `${label}: parts in seat order`,
  ).toEqual(want.map((_, i) => i));
  expect(
    m.seats.map((s) => `${s.side} ${s.turn}`),
    `${label}: each part on its side, turned to its seat`,
  ).toEqual(want.map((w) => `${w.side} ${w.turn}`));
  const mid = (i: number) => {
    const b = m.seats[i]!.box;
    return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  };
  for (const [i, s] of m.seats.entries()) {
    const c = mid(i);
    // Each part lies toward its side of the screen.
    if (s.side === 'bottom') expect(c.y, `${label}: seat ${i + 1} in the lower half`).toBeGreaterThan(m.view.h / 2);
    if (s.side === 'top') expect(c.y, `${label}: seat ${i + 1} in the upper half`).toBeLessThan(m.view.h / 2);
    if (s.side === 'left') expect(c.x, `${label}: seat ${i + 1} at the left`).toBeLessThan(m.view.w * 0.35);
    if (s.side === 'right') expect(c.x, `${label}: seat ${i + 1} at the right`).toBeGreaterThan(m.view.w * 0.65);
    expect(s.faceInside, `${label}: seat ${i + 1}'s face inside its part`).toBe(true);
    // Royal Draft's card entry may scroll inside the active part (its main button stays pinned in sight).
    if (!(formScrolls && i === active))
      expect(s.overflow[0], `${label}: seat ${i + 1} shows all without scrolling`).toBeLessThanOrEqual(1);
    expect(s.overflow[1], `${label}: seat ${i + 1} no sideways scroll`).toBeLessThanOrEqual(1);
    if (!(formScrolls && i === active))
      expect(s.hiddenInside, `${label}: seat ${i + 1} shows nothing outside its part`).toEqual([]);
    for (const [j] of m.seats.entries()) {
      if (j <= i) continue;
      const [a, b] = [m.seats[i]!.box, m.seats[j]!.box];
      const overlap =
        Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
        Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
      expect(overlap, `${label}: seats ${i + 1} and ${j + 1} do not overlap`).toBeLessThan(1);
    }
  }
  // Clockwise: along the bottom seat 1 is right of seat 2; along the top, left to right.
  expect(mid(0).x, `${label}: seat 1 right of seat 2`).toBeGreaterThan(mid(1).x);
  if (players === 4) expect(mid(2).x, `${label}: seat 3 left of seat 4`).toBeLessThan(mid(3).x);
  expect(m.active, `${label}: the active seat`).toBe(active);
  expect(m.activeName!, `${label}: the active name at a tenth of the short side`).toBeGreaterThanOrEqual(short * 0.1);
  if (m.mainSeat !== null) {
    expect(m.mainSeat, `${label}: the main control in the active seat's part`).toBe(active);
    expect(m.mainTurn, `${label}: the main control faces the active seat`).toBe(want[active]!.turn);
  }
}

/** The reveal count in every part, each numeral at least a tenth of the screen's short side tall as its reader sees it. */
async function checkCount(page: Page, players: number, label: string) {
  // The count has replaced each part's own number (the reader's smaller one too) once the press is drawn.
  await expect(page.locator('.table-seat .big-count:not(.table-big-own)')).toHaveCount(players);
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-seat')].map((s) => {
      const n = s.querySelector<HTMLElement>('.big-count');
      if (!n) return null;
      const r = n.getBoundingClientRect();
      const sideways = s.dataset.rotation === '90' || s.dataset.rotation === '270';
      // The numeral drawn (the reader's copy also holds the word, for screen readers only).
      const drawn = n.getAttribute('aria-hidden') === 'true' ? n : n.querySelector('[aria-hidden="true"]');
      return { tall: sideways ? r.width : r.height, text: drawn?.textContent?.trim() };
    }),
  );
  const short = Math.min(...(await page.evaluate(() => [innerWidth, innerHeight])));
  expect(sizes.length, `${label}: a count in every part`).toBe(players);
  for (const s of sizes) {
    expect(s, `${label}: the count shown`).not.toBeNull();
    expect(s!.tall, `${label}: the count at a tenth of the short side`).toBeGreaterThanOrEqual(short * 0.1);
    expect(s!.text, `${label}: a numeral`).toMatch(/^[321]$/);
  }
}

async function look(page: Page, l: Look) {
  await page.setViewportSize({ width: l.width, height: l.height });
  await page.emulateMedia({ colorScheme: l.scheme });
  const shown = await page.evaluate(() => document.documentElement.dataset.textSize ?? 'normal');
  if (shown !== l.size) await setTextSize(page, baseUrl(), l.size);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('Table mode', () => {
  for (const l of [LYING, STANDING]) {
    test(`Pattern Relay: a round in table mode, 4 players, ${lookName(l)}`, async ({ launch }) => {
      test.setTimeout(180_000);
      const { page, consoleErrors } = await launch({
        viewport: { width: l.width, height: l.height },
        colorScheme: l.scheme,
      });
      await page.clock.install();
      await openApp(page, '/settings');
      await look(page, l);
      await openApp(page, '/pattern-relay');
      await addPlayers(page, ['Ana', 'Ben', 'Cyrille-Marguerite', 'Dov']);
      await button(page, 'Start the game').click();
      // Offered on the game's screen at this size; switched on, the table takes the screen.
      await button(page, 'Table mode').first().click();
      await page.locator('.table').waitFor(VISIBLE);
      // R4: Ana reads round 1: her part holds the main button, facing her.
      await checkTable(page, 4, 0, `${lookName(l)} deal`);
      await button(page, 'Dealt: start pick 1').click();
      for (let pick = 1; pick <= 6; pick++) {
        const at = `${lookName(l)} pick ${pick}`;
        await page.getByText(`Round 1 · pick ${pick} of 6 · reader Ana`).waitFor(VISIBLE);
        await checkTable(page, 4, 0, `${at} choose`);
        if (pick === 1) {
          await checkA11y(page, `table mode relay choose ${lookName(l)}`);
          await screenshot(page, `table-relay-choose-${lookName(l)}`);
        }
        await button(page, 'Everyone is ready: count').click();
        await checkCount(page, 4, `${at} count`);
        if (pick === 1) {
          await checkTable(page, 4, 0, `${at} counting`);
          await checkA11y(page, `table mode relay count ${lookName(l)}`);
          await screenshot(page, `table-relay-count-${lookName(l)}`);
        }
        await page.clock.fastForward(COUNT_MS + 500);
        const placed = pick < 6 ? 'All placed: pass the rest' : 'All placed: discard the last tile';
        await button(page, placed).waitFor(VISIBLE);
        await checkTable(page, 4, 0, `${at} place`);
        await button(page, placed).click();
        if (pick < 6) {
          // R2: round 1 passes clockwise, to the left: Ana hands to Ben, Dov to Ana.
          await page.locator('.table-seat[data-seat="0"]').getByText('to your left, to Ben.').waitFor(VISIBLE);
          await expect(page.locator('.table-seat[data-seat="3"]')).toContainText('to your left, to Ana.');
          await checkTable(page, 4, 0, `${at} pass`);
          if (pick === 1) await screenshot(page, `table-relay-pass-${lookName(l)}`);
          if (pick === 3) {
            // Leaving table mode returns to the phone layout at the same step, and table mode comes back.
            await button(page, 'Phone layout').click();
            await page.getByText('Round 1 · pick 3 of 6 · reader Ana').waitFor(VISIBLE);
            await button(page, 'Passed: go to pick 4').waitFor(VISIBLE);
            expect(await page.locator('.table').count()).toBe(0);
            await button(page, 'Table mode').first().click();
            await page.locator('.table').waitFor(VISIBLE);
          }
          await button(page, `Passed: go to pick ${pick + 1}`).click();
        } else {
          await button(page, 'Discarded: score round 1').click();
        }
      }
      // Scoring is the phone's: the displays are entered there, and the frame says table mode comes back.
      await page
        .getByText('This step is on the phone layout; table mode comes back at the next step.')
        .first()
        .waitFor(VISIBLE);
      expect(await page.locator('.table').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const l of [LAPTOP, STANDING]) {
    test(`Parcel Parade: a lap in table mode, 5 players, ${lookName(l)}`, async ({ launch }) => {
      test.setTimeout(180_000);
      const { page, consoleErrors } = await launch({
        viewport: { width: l.width, height: l.height },
        colorScheme: l.scheme,
      });
      await openApp(page, '/settings');
      await look(page, l);
      await openApp(page, '/parcel-parade');
      const names = ['Ana', 'Ben', 'Cyrille-Marguerite', 'Dov', 'Eve'];
      await addPlayers(page, names);
      await page.getByLabel('First player', { exact: true }).selectOption({ label: 'Ana' });
      await button(page, 'Start the parade').click();
      await button(page, 'Table mode').first().click();
      await page.locator('.table').waitFor(VISIBLE);
      // P3: Ana starts lap 1: her part holds "Start lap 1".
      await checkTable(page, 5, 0, `${lookName(l)} lap 1`);
      await checkA11y(page, `table mode parcel lap ${lookName(l)}`);
      await screenshot(page, `table-parcel-lap-${lookName(l)}`);
      await button(page, 'Start lap 1').click();
      // Table mode is remembered on this device: a reload opens the table again.
      await page.reload();
      await page.locator('.table').waitFor(VISIBLE);
      for (let turn = 0; turn < 5; turn++) {
        const at = `${lookName(l)} turn ${turn + 1}`;
        // P2, P3: turns go clockwise from Ana; route 1 (one seat clockwise): the partner is the next seat.
        const partner = (turn + 1) % 5;
        await page.getByText(`Lap 1 of 4 · turn ${turn + 1} of 5`).waitFor(VISIBLE);
        await checkTable(page, 5, turn, at);
        await expect(page.locator(`.table-seat[data-seat="${turn}"]`)).toContainText(
          `Your turn: trade with ${names[partner]}, one seat clockwise.`,
        );
        await expect(page.locator(`.table-seat[data-seat="${partner}"]`)).toContainText(
          `Partner: trade with ${names[turn]}.`,
        );
        // The route: an arrow round the middle from the current seat's side to the partner's.
        const ends = await page.evaluate(
          ({ from, to }) => {
            const line = document.querySelector<SVGPolylineElement>('.table-route polyline')!;
            const svg = line.ownerSVGElement!.getBoundingClientRect();
            const pts = [...line.points].map((p) => ({ x: svg.x + p.x, y: svg.y + p.y }));
            const dist = (p: { x: number; y: number }, seat: number) => {
              const b = document.querySelector(`.table-seat[data-seat="${seat}"]`)!.getBoundingClientRect();
              return Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
            };
            const [first, last] = [pts[0]!, pts[pts.length - 1]!];
            return {
              startNear: dist(first, from) < dist(first, to),
              endNear: dist(last, to) < dist(last, from),
            };
          },
          { from: turn, to: partner },
        );
        expect(ends.startNear, `${at}: the arrow starts by the current seat`).toBe(true);
        expect(ends.endNear, `${at}: the arrow ends by the partner`).toBe(true);
        if (turn === 2) {
          await checkA11y(page, `table mode parcel turn ${lookName(l)}`);
          await screenshot(page, `table-parcel-turn-${lookName(l)}`);
        }
        // P4: a swap counts, a pass does not.
        await button(page, turn % 2 === 0 ? 'They swapped' : 'Pass').click();
      }
      await page.getByText('3 swaps so far').waitFor(VISIBLE);
      // P3: lap 2 starts one seat on, with Ben.
      await button(page, 'Start lap 2').waitFor(VISIBLE);
      await checkTable(page, 5, 1, `${lookName(l)} lap 2`);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const l of [LYING, LAPTOP]) {
    test(`Royal Draft: a round in table mode, 3 players, ${lookName(l)}`, async ({ launch }) => {
      test.setTimeout(180_000);
      const { page, consoleErrors } = await launch({
        viewport: { width: l.width, height: l.height },
        colorScheme: l.scheme,
      });
      await openApp(page, '/settings');
      await look(page, l);
      await openApp(page, '/royal-draft');
      const names = ['Ana', 'Ben', 'Cy'];
      await addPlayers(page, names);
      await button(page, 'Start the referee').click();
      await button(page, 'We dealt them ourselves').click();
      // D3: Cy's King of hearts is the highest starting card: Cy deals; Ben (the joker) picks first.
      for (const [i, n] of names.entries())
        await page.getByLabel(`${n}'s starting card`).selectOption(['KC', 'JOKER', 'KH'][i]!);
      await button(page, 'Use these starting cards').click();
      await button(page, 'Table mode').first().click();
      await page.locator('.table').waitFor(VISIBLE);
      // D2, D6: Ben, Ana, then the dealer Cy takes two; Cy names the discard. Each entry in the part of who takes.
      const steps: [number, string, string, string][] = [
        [1, '3', 'clubs', 'Ben takes'],
        [0, 'King', 'diamonds', 'Ana takes'],
        [2, 'Queen', 'hearts', 'Cy takes'],
        [2, '10', 'hearts', 'Cy takes'],
        [2, '2', 'spades', 'Discard'],
      ];
      for (const [k, [seat, rank, suit, action]] of steps.entries()) {
        const at = `${lookName(l)} entry ${k + 1}`;
        await page.getByText(/^Round 1 · Cy deals/).waitFor(VISIBLE);
        await checkTable(page, 3, seat, at, true);
        const part = page.locator(`.table-seat[data-seat="${seat}"]`);
        if (k === 0) {
          await expect(part).toContainText("Ben's turn: which card did Ben take?");
          await expect(page.locator('.table-seat[data-seat="2"]')).toContainText('dealer, last');
          await checkA11y(page, `table mode royal ${lookName(l)}`);
          await screenshot(page, `table-royal-${lookName(l)}`);
        }
        await part.getByRole('group', { name: 'Rank' }).getByRole('button', { name: rank, exact: true }).click();
        await part.getByRole('group', { name: 'Suit' }).getByRole('button', { name: suit }).click();
        await part.getByRole('button', { name: new RegExp(`^${action}`) }).click();
      }
      // D3: round 2 is dealt by Ana; Ben picks first again.
      await page.getByText('Round 2 · Ana deals · Ben picks · deck 40').waitFor(VISIBLE);
      await checkTable(page, 3, 1, `${lookName(l)} round 2`, true);
      expect(consoleErrors).toEqual([]);
    });
  }
});
