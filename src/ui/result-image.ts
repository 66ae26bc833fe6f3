// The result card as a picture: drawn on a canvas in the app (the marks are the same SVG paths as on screen, as
// Path2D), made a PNG, never sent anywhere but where the players share it. A lazy chunk of its own (ResultCard.tsx).
// The words come in already worded (a name is plain text here: canvas text cannot run a script).
import type { Face } from '../rules/faces';
import type { GameId } from '../storage/types';
import { EMBLEMS } from './glyphs/emblems';
import { SHADES } from './palette';
import { MARK_PATHS } from './marks';

export interface CardRow {
  name: string;
  face: Face;
  score: string;
  won: boolean;
}

export interface CardFacts {
  /** The game: its emblem stands at the title's left. */
  game: GameId;
  /** The game's name, the title. */
  title: string;
  when: string;
  rows: CardRow[];
  /** Under the rows: the winner (or the group's score), in words. */
  footer: string;
  /** The words beside a winner's score, e.g. "winner". */
  winnerWord: string;
  dark: boolean;
}

/** The card's size: 1080 wide (a chat thumbnail of 270 still shows names at 14 px or more), a row a player. */
export const CARD_WIDTH = 1080;
const TOP = 250;
const ROW = 124;
const BOTTOM = 170;
export const cardHeight = (rows: number) => TOP + rows * ROW + BOTTOM;

const THEMES = {
  light: { bg: '#f7f5ef', surface: '#ffffff', text: '#1b1f1d', muted: '#4a524e', win: '#ebe7dc' },
  dark: { bg: '#121714', surface: '#1c2320', text: '#eef2ef', muted: '#b7c2bc', win: '#27302c' },
};
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

/** Where the emblem stands: its box's left, top and side, and the room kept inside it. */
const EMBLEM = { x: 80, y: 74, side: 128, pad: 16 };

/**
 * The game's colour and its tint, as the page draws the emblem (layout.css, in the page's theme): read from an
 * emblem put in the page for the moment, so the colours live in one place.
 */
function emblemColours(game: GameId): { ink: string; ground: string } {
  const probe = document.createElement('span');
  probe.className = `emblem emblem-${game}`;
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const colours = { ink: style.color, ground: style.backgroundColor };
  probe.remove();
  return colours;
}

/** The game's emblem (glyphs/emblems.ts, the drawing the screens show) on its tint, rounded as on screen. */
function drawEmblem(ctx: CanvasRenderingContext2D, game: GameId): void {
  const { ink, ground } = emblemColours(game);
  const { box, paths } = EMBLEMS[game];
  const { x, y, side, pad } = EMBLEM;
  ctx.save();
  ctx.fillStyle = ground;
  ctx.beginPath();
  ctx.roundRect(x, y, side, side, side * 0.2);
  ctx.fill();
  ctx.translate(x + pad, y + pad);
  ctx.scale((side - 2 * pad) / box, (side - 2 * pad) / box);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = ink;
  for (const p of paths) {
    const path = new Path2D(p.d);
    ctx.lineWidth = p.w;
    ctx.globalAlpha = p.look === 'faint' ? 0.55 : 1;
    if (p.look === 'ground' || p.look === 'ink') {
      ctx.fillStyle = p.look === 'ink' ? ink : ground;
      // oxlint-disable-next-line unicorn/no-array-fill-with-reference-type -- the canvas's fill, not an array's
      ctx.fill(path);
    }
    ctx.stroke(path);
  }
  ctx.restore();
}

/** Cuts a text to the width with an ellipsis. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}

/** Draws the card and returns it as a PNG. */
export async function drawResultCard(card: CardFacts): Promise<Blob> {
  const theme = THEMES[card.dark ? 'dark' : 'light'];
  const height = cardHeight(card.rows.length);
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.fillStyle = theme.bg;
  ctx.fillRect(0, 0, CARD_WIDTH, height);
  ctx.fillStyle = theme.surface;
  ctx.beginPath();
  ctx.roundRect(32, 32, CARD_WIDTH - 64, height - 64, 40);
  ctx.fill();

  // The game's emblem, and at its right the title and the date.
  drawEmblem(ctx, card.game);
  const textLeft = EMBLEM.x + EMBLEM.side + 32;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = theme.text;
  ctx.font = `700 76px ${FONT}`;
  ctx.fillText(fit(ctx, card.title, CARD_WIDTH - textLeft - 80), textLeft, 140);
  ctx.fillStyle = theme.muted;
  ctx.font = `400 44px ${FONT}`;
  ctx.fillText(fit(ctx, card.when, CARD_WIDTH - textLeft - 80), textLeft, 200);

  card.rows.forEach((row, i) => {
    const y = TOP + i * ROW;
    const shade = SHADES[row.face.colour][card.dark ? 1 : 0];
    if (row.won) {
      ctx.fillStyle = theme.win;
      ctx.beginPath();
      ctx.roundRect(56, y + 6, CARD_WIDTH - 112, ROW - 12, 24);
      ctx.fill();
    }
    // The player's colour as a band and their mark, beside the name: never the colour alone.
    ctx.fillStyle = shade;
    ctx.fillRect(56, y + 6, 20, ROW - 12);
    ctx.save();
    ctx.translate(100, y + 22);
    ctx.scale(4, 4);
    const mark = new Path2D(MARK_PATHS[row.face.mark]);
    // oxlint-disable-next-line unicorn/no-array-fill-with-reference-type -- the canvas's fill, not an array's
    ctx.fill(mark);
    ctx.restore();
    ctx.fillStyle = theme.text;
    ctx.font = `700 64px ${FONT}`;
    ctx.textAlign = 'right';
    const scoreRight = CARD_WIDTH - 90;
    ctx.fillText(row.score, scoreRight, y + 84);
    const scoreWidth = ctx.measureText(row.score).width;
    let nameRight = scoreRight - scoreWidth - 36;
    if (row.won) {
      ctx.font = `700 36px ${FONT}`;
      ctx.fillStyle = theme.muted;
      ctx.fillText(`★ ${card.winnerWord}`, nameRight, y + 80);
      nameRight -= ctx.measureText(`★ ${card.winnerWord}`).width + 28;
    }
    ctx.textAlign = 'left';
    ctx.fillStyle = theme.text;
    ctx.font = `${row.won ? 700 : 500} 60px ${FONT}`;
    ctx.fillText(fit(ctx, row.name, nameRight - 200), 200, y + 84);
  });

  const foot = TOP + card.rows.length * ROW;
  ctx.fillStyle = theme.text;
  ctx.font = `700 48px ${FONT}`;
  ctx.fillText(fit(ctx, card.footer, CARD_WIDTH - 160), 80, foot + 80);
  ctx.fillStyle = theme.muted;
  ctx.font = `400 32px ${FONT}`;
  ctx.fillText('Tableside', 80, foot + 124);

  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
}
