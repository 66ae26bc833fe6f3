// A ruled table drawn in SVG for the score sheets (millimetres).
import { seatFaces } from '../../../rules/faces';
import { MARK_PATHS } from '../../../ui/marks';
import { SHADES } from '../../../ui/palette';

export interface Column {
  head: string;
  /** A second heading line, smaller. */
  sub?: string;
  /** Shares the heading of the column before it (no line between them above the second heading line). */
  join?: boolean;
  w: number;
}

interface Props {
  x: number;
  y: number;
  cols: readonly Column[];
  /** Row labels (written in the first column); blank rows are '' */
  rows: readonly string[];
  rowH: number;
  headH?: number;
  /** Rows are players: each starts with its seat's mark in its colour (seat 1 orange circle, ...), as the app shows them. */
  seats?: boolean;
}

/** Headings, then one ruled row per label; returns nothing but draws at (x, y). */
export function RuledTable({ x, y, cols, rows, rowH, headH = 11, seats = false }: Props) {
  const faces = seats ? seatFaces(rows.length) : [];
  const markSize = Math.min(5, rowH - 2);
  const width = cols.reduce((s, c) => s + c.w, 0);
  const bottom = y + headH + rows.length * rowH;
  const lefts = cols.reduce<number[]>((acc, c) => [...acc, acc[acc.length - 1]! + c.w], [x]);
  let d = '';
  lefts.forEach((lx, i) => (d += `M${lx} ${cols[i]?.join ? y + 6 : y}V${bottom}`));
  cols.forEach((c, i) => c.sub && (d += `M${lefts[i]} ${y + 6}H${lefts[i + 1]}`));
  d += `M${x} ${y}H${x + width}`;
  for (let i = 0; i <= rows.length; i++) d += `M${x} ${y + headH + i * rowH}H${x + width}`;
  return (
    <g>
      <rect class="pr-band" x={x} y={y} width={width} height={headH} />
      <path class="pr-rule" d={d} />
      {cols.map((c, i) => (
        <g key={i}>
          <text class="pr-th" x={lefts[i]! + 1.5} y={y + (c.sub ? 5 : 7)}>
            {c.head}
          </text>
          {c.sub && (
            <text class="pr-tiny" x={lefts[i]! + 1.5} y={y + 9.3}>
              {c.sub}
            </text>
          )}
        </g>
      ))}
      {rows.map((label, i) => (
        <text key={i} class="pr-td" x={x + 1.5} y={y + headH + i * rowH + rowH / 2 + 1.3}>
          {label}
        </text>
      ))}
      {faces.map((f, i) => (
        <path
          key={i}
          class="pr-mark"
          d={MARK_PATHS[f.mark]}
          fill={SHADES[f.colour][0]}
          data-colour={f.colour}
          transform={`translate(${x + 1.5} ${y + headH + i * rowH + (rowH - markSize) / 2}) scale(${markSize / 20})`}
        />
      ))}
    </g>
  );
}
