import { t } from '@lingui/core/macro';
import { formatWhen } from '../../platform/format';
import { num } from './stats-model';
import type { Face } from '../../rules/faces';
import { cssColour } from '../../ui/palette';
import { FaceMark } from '../../ui/PlayerTag';
import type { Point } from './stats-model';

const W = 320;
const H = 120;
const PAD = 6;

/**
 * Scores over time as a small line drawn in SVG; the words carry the same facts
 * for screen readers. With many games each point is the average of `per` games in a row.
 */
export function ScoreChart({
  points,
  per = 1,
  who,
  game,
  face,
}: {
  points: Point[];
  per?: number;
  who: string;
  game: string;
  /** The player's colour and mark: the line in their colour, their mark on the latest point. */
  face?: Face | undefined;
}) {
  if (points.length < 2) return <p class="muted">{t`The chart needs two games or more.`}</p>;
  const scores = points.map((p) => p.score);
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (s: number) => H - PAD - (hi === lo ? 0.5 : (s - lo) / (hi - lo)) * (H - 2 * PAD);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const [count, from, to, low, high, latest] = [
    points.length,
    formatWhen(first.at),
    formatWhen(last.at),
    num(lo),
    num(hi),
    num(last.score),
  ];
  const label =
    per > 1
      ? t`${who} (${game}): average scores of ${per} games in a row, ${count} points, from ${from} to ${to}: lowest ${low}, highest ${high}, latest ${latest}.`
      : t`${who} (${game}): scores over ${count} games from ${from} to ${to}: lowest ${low}, highest ${high}, latest ${latest}.`;
  return (
    <figure class="score-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1={PAD} x2={W - PAD} y1={y(lo)} y2={y(lo)} class="axis" />
        <line x1={PAD} x2={W - PAD} y1={y(hi)} y2={y(hi)} class="axis" />
        <polyline
          points={line}
          class="trace"
          data-colour={face?.colour}
          style={face ? { stroke: cssColour(face.colour) } : undefined}
        />
      </svg>
      <figcaption class="muted">
        {face && <FaceMark face={face} />}
        {per > 1
          ? t`Each point averages ${per} games in a row. Highest ${high}, lowest ${low}; oldest on the left (${from}), newest on the right.`
          : t`Highest ${high}, lowest ${low}; oldest on the left (${from}), newest on the right.`}
      </figcaption>
    </figure>
  );
}
