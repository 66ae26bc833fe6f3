import { CardBack, CardFace } from './CardFace';
import type { PrintCard, PrintGame } from './deck';
import { PAPERS, SAFE_EDGE, cardGrid, slotAt } from './paper';
import type { CardSizeId, Grid, PaperId } from './paper';

/** Crop marks: each cut line carried out into the margin, stopping short of the cards and of the safe edge. */
function CropMarks({ grid, pw, ph }: { grid: Grid; pw: number; ph: number }) {
  const gap = 1;
  const right = grid.x + grid.cols * grid.w;
  const bottom = grid.y + grid.rows * grid.h;
  const xs = Array.from({ length: grid.cols + 1 }, (_, i) => grid.x + i * grid.w);
  const ys = Array.from({ length: grid.rows + 1 }, (_, i) => grid.y + i * grid.h);
  let d = '';
  for (const x of xs) d += `M${x} ${SAFE_EDGE}V${grid.y - gap}M${x} ${bottom + gap}V${ph - SAFE_EDGE}`;
  for (const y of ys) d += `M${SAFE_EDGE} ${y}H${grid.x - gap}M${right + gap} ${y}H${pw - SAFE_EDGE}`;
  return <path class="pr-crop" d={d} />;
}

interface Props {
  game: PrintGame;
  cards: PrintCard[];
  back: boolean;
  paper: PaperId;
  size: CardSizeId;
  label: string;
}

/** A sheet of cards butted together: thin cut lines between them, crop marks in the margin. A back sheet runs mirror-wise. */
export function CardSheet({ game, cards, back, paper, size, label }: Props) {
  const grid = cardGrid(paper, size);
  const p = PAPERS[paper];
  return (
    <>
      <CropMarks grid={grid} pw={p.w} ph={p.h} />
      {cards.map((card, i) => {
        const at = slotAt(grid, i, back);
        return (
          <svg
            key={i}
            class="pr-card"
            data-card={back ? 'back' : 'face'}
            x={at.x}
            y={at.y}
            width={grid.w}
            height={grid.h}
            viewBox={`0 0 ${grid.w} ${grid.h}`}
          >
            <svg width={grid.w} height={grid.h} viewBox="0 0 63 88">
              {back ? <CardBack game={game} /> : <CardFace card={card} />}
            </svg>
            <rect class="pr-cut" x="0" y="0" width={grid.w} height={grid.h} />
          </svg>
        );
      })}
      <text class="pr-note" x={p.w / 2} y={p.h - SAFE_EDGE - 0.8} text-anchor="middle">
        {label}
      </text>
    </>
  );
}
