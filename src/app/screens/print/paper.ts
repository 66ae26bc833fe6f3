import { t } from '@lingui/core/macro';
// Paper, card sizes and where the cards sit on a sheet. All lengths in millimetres.

export type PaperId = 'a4' | 'letter';
export type CardSizeId = 'poker' | 'large';

export const PAPERS: Readonly<Record<PaperId, { w: number; h: number }>> = {
  a4: { w: 210, h: 297 },
  letter: { w: 215.9, h: 279.4 },
};

/** A paper's name as the reader's printer dialog says it: "A4", "US Letter". */
export const paperName = (id: PaperId): string =>
  id === 'a4' ? t({ comment: 'paper size', message: 'A4' }) : t({ comment: 'paper size', message: 'US Letter' });

const CARD_SIZES: Readonly<Record<CardSizeId, { w: number; h: number }>> = {
  poker: { w: 63, h: 88 },
  large: { w: 89, h: 127 },
};

/** A card size in words, with its true size: "Poker size, 63 × 88 mm". */
export function cardSizeName(id: CardSizeId): string {
  const { w, h } = CARD_SIZES[id];
  return id === 'poker' ? t`Poker size, ${w} × ${h} mm` : t`Large print, ${w} × ${h} mm`;
}

/** Nothing is drawn nearer the paper's edge than this: most printers cannot reach it. */
export const SAFE_EDGE = 5;
/** Crop marks sit in the margin between the cards and the safe edge; this much room is needed for them. */
const MARK_ROOM = 2;

export interface Grid {
  cols: number;
  rows: number;
  /** The top-left corner of the first card. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Cards butted edge to edge (one cut between two cards), centred on the sheet, as many as fit inside the marks' room. */
export function cardGrid(paper: PaperId, size: CardSizeId): Grid {
  const p = PAPERS[paper];
  const c = CARD_SIZES[size];
  const room = SAFE_EDGE + MARK_ROOM;
  const cols = Math.floor((p.w - 2 * room) / c.w);
  const rows = Math.floor((p.h - 2 * room) / c.h);
  return { cols, rows, w: c.w, h: c.h, x: (p.w - cols * c.w) / 2, y: (p.h - rows * c.h) / 2 };
}

/** Where slot `i` (row by row) sits; on a back sheet the columns run the other way, so each back meets its front on long-edge duplex. */
export function slotAt(grid: Grid, i: number, back: boolean): { x: number; y: number } {
  const row = Math.floor(i / grid.cols);
  const col = i % grid.cols;
  return { x: grid.x + (back ? grid.cols - 1 - col : col) * grid.w, y: grid.y + row * grid.h };
}
