export type Direction = 'clockwise' | 'counterclockwise';

interface Props {
  names: readonly string[];
  /** The seat whose turn it is. */
  current?: number | null;
  /** A second highlighted seat, e.g. the swap partner. */
  partner?: number | null;
  /** Seats that have had their turn already. */
  done?: readonly number[];
  /** Words under a name, e.g. { 0: 'reader', 2: 'dealer' }. */
  marks?: Readonly<Record<number, string>>;
  /** Draws the passing or route direction as an arrow. */
  direction?: Direction | null;
  /** What the ring shows, for screen readers and as a caption. */
  label: string;
}

const C = 160;
const R = 104;
/**
 * Room beside a side seat for its label: names in bold (about 12 units a letter) and the longest state words
 * a seat can show, e.g. "(now, dealer, last)" (about 9 a letter). It stays the same from turn to turn.
 */
function sideRoom(names: readonly string[], marks: Readonly<Record<number, string>>): number {
  const name = Math.max(4, ...names.map((n) => Math.min(11, n.length)));
  const state = 2 + Math.max(13, ...Object.values(marks).map((m) => m.length + 6));
  return 34 + Math.max(12 * name, 9 * state);
}

function seatPoint(i: number, n: number): [number, number] {
  // Seat 0 at the top, then clockwise on screen.
  const a = (2 * Math.PI * i) / n - Math.PI / 2;
  return [C + R * Math.cos(a), C + R * Math.sin(a)];
}

const short = (name: string) => (name.length > 11 ? `${name.slice(0, 10)}…` : name);

/** Players around the table in seat order; state is in words, never colour alone. */
export function SeatRing({ names, current, partner, done = [], marks = {}, direction, label }: Props) {
  const n = names.length;
  const words = (i: number) =>
    [i === current && 'now', i === partner && 'partner', done.includes(i) && 'done', marks[i]].filter(Boolean).join(', ');
  // Just enough room at the sides for the longest label, so that short names leave a larger ring.
  const half = R + 22 + sideRoom(names, marks);
  const view = `${C - half} -12 ${2 * half} 350`;
  const arrowSweep = direction === 'clockwise' ? 1 : 0;
  const [ax, ay] = [C + 52 * Math.cos(-2.4), C + 52 * Math.sin(-2.4)];
  const [bx, by] = [C + 52 * Math.cos(-0.7), C + 52 * Math.sin(-0.7)];
  const [from, to] = direction === 'clockwise' ? [[ax, ay], [bx, by]] : [[bx, by], [ax, ay]];
  return (
    <figure class="seat-ring-figure" style={{ margin: 0 }}>
      <svg class="seat-ring" viewBox={view} aria-hidden="true" focusable="false">
        <circle class="ring" cx={C} cy={C} r={R} />
        {direction && (
          <g>
            <path class="arrow" d={`M ${from![0]} ${from![1]} A 52 52 0 0 ${arrowSweep} ${to![0]} ${to![1]}`} />
            <circle class="arrowhead" cx={to![0]} cy={to![1]} r={7} />
            <text class="state" x={C} y={C + 8} text-anchor="middle">
              {direction}
            </text>
          </g>
        )}
        {names.map((name, i) => {
          const [x, y] = seatPoint(i, n);
          const cls = ['seat', i === current && 'is-current', i === partner && 'is-partner', done.includes(i) && 'is-done']
            .filter(Boolean)
            .join(' ');
          const w = words(i);
          // Labels sit outside the ring, clear of its line: beside seats at the sides, above or below the others.
          const side = Math.abs(x - C) > R * 0.6 ? Math.sign(x - C) : 0;
          const labelX = side ? x + side * 30 : x;
          const anchor = side > 0 ? 'start' : side < 0 ? 'end' : 'middle';
          const nameY = side ? y - (w ? 4 : -6) : y < C ? y - (w ? 50 : 32) : y + 44;
          return (
            <g class={cls} key={i}>
              <circle cx={x} cy={y} r={22} />
              <text class="mark" x={x} y={y + 6} text-anchor="middle">
                {i + 1}
              </text>
              <text x={labelX} y={nameY} text-anchor={anchor}>
                {short(name)}
              </text>
              {w && (
                <text class="state" x={labelX} y={nameY + 19} text-anchor={anchor}>
                  ({w})
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption class="visually-hidden">
        {label}:{' '}
        {names.map((name, i) => `seat ${i + 1} ${name}${words(i) ? ` (${words(i)})` : ''}`).join('; ')}
        {direction ? `; direction ${direction}` : ''}
      </figcaption>
    </figure>
  );
}
