import { t } from '@lingui/core/macro';
import { commaList, isolate } from '../text/words';
import { PlayerTag, useFaces } from './PlayerTag';
import { cssColour } from './palette';

type Direction = 'clockwise' | 'counterclockwise';

interface Props {
  names: readonly string[];
  /** The seat whose turn it is. */
  current?: number | null;
  /** A second highlighted seat, e.g. the swap partner. */
  partner?: number | null;
  /** Seats that have had their turn already. */
  done?: readonly number[];
  /** Words beside a name, e.g. { 0: 'reader', 2: 'dealer' }. */
  marks?: Readonly<Record<number, string>>;
  /** Draws the passing or route direction as an arrow. */
  direction?: Direction | null;
  /** What the ring shows, for screen readers. */
  label: string;
}

const C = 160;
const R = 118;
const DISC = 26;

function seatPoint(i: number, n: number): [number, number] {
  // Seat 0 at the top, then clockwise on screen.
  const a = (2 * Math.PI * i) / n - Math.PI / 2;
  return [C + R * Math.cos(a), C + R * Math.sin(a)];
}

/** The arc of the direction arrow inside the ring, ending where it points. */
function arrowPath(direction: Direction): { d: string; head: [number, number] } {
  const r = 58;
  const a: [number, number] = [C + r * Math.cos(-2.4), C + r * Math.sin(-2.4)];
  const b: [number, number] = [C + r * Math.cos(-0.7), C + r * Math.sin(-0.7)];
  const [from, to] = direction === 'clockwise' ? [a, b] : [b, a];
  return {
    d: `M ${from[0]} ${from[1]} A ${r} ${r} 0 0 ${direction === 'clockwise' ? 1 : 0} ${to[0]} ${to[1]}`,
    head: to,
  };
}

/**
 * Players around the table in seat order. The ring is a picture of seat numbers (and the direction);
 * the names sit beside it as text at body size, so they grow with the text-size setting and long names
 * wrap instead of being cut. State is in words, never colour alone.
 */
export function SeatRing({ names, current, partner, done = [], marks = {}, direction, label }: Props) {
  const n = names.length;
  const words = (i: number) =>
    commaList(
      [
        i === current && t({ comment: 'a seat whose turn it is', message: 'now' }),
        i === partner && t({ comment: 'the swap partner', message: 'partner' }),
        done.includes(i) && t({ comment: 'a seat that has had its turn', message: 'done' }),
        marks[i],
      ].filter((w): w is string => typeof w === 'string' && w !== ''),
    );
  const way = direction === 'clockwise' ? t`clockwise` : t`counterclockwise`;
  const cls = (i: number) =>
    ['seat', i === current && 'is-current', i === partner && 'is-partner', done.includes(i) && 'is-done']
      .filter(Boolean)
      .join(' ');
  const arrow = direction ? arrowPath(direction) : null;
  const faces = useFaces(names);
  const seats = names
    .map((who, i) => {
      const [seat, name, state] = [i + 1, isolate(who), words(i)];
      return state ? t`seat ${seat} ${name} (${state})` : t`seat ${seat} ${name}`;
    })
    .join('; ');
  return (
    <figure class="seat-ring-figure">
      <svg class="seat-ring" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
        <circle class="ring" cx={C} cy={C} r={R} />
        {arrow && (
          <g>
            <path class="arrow" d={arrow.d} />
            <circle class="arrowhead" cx={arrow.head[0]} cy={arrow.head[1]} r={8} />
          </g>
        )}
        {names.map((_, i) => {
          const [x, y] = seatPoint(i, n);
          const face = faces[i];
          return (
            <g class={cls(i)} key={i}>
              {face && (
                <circle
                  class="seat-face"
                  cx={x}
                  cy={y}
                  r={DISC + 6}
                  data-colour={face.colour}
                  style={{ stroke: cssColour(face.colour) }}
                />
              )}
              <circle cx={x} cy={y} r={DISC} />
              <text class="mark" x={x} y={y + 9} text-anchor="middle">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <div class="seat-ring-names" aria-hidden="true">
        {direction && <p class="seat-ring-direction">{t`Arrow: ${way}`}</p>}
        <ol>
          {names.map((name, i) => (
            <li key={i} class={cls(i)}>
              <span class="seat-no">{i + 1}</span>
              <span>
                <PlayerTag name={name} />
                {words(i) && <span class="seat-state"> ({words(i)})</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <figcaption class="visually-hidden">
        {t`${label}: ${seats}`}
        {direction ? t`; direction ${way}` : ''}
      </figcaption>
    </figure>
  );
}
