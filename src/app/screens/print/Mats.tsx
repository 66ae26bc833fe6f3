import { t } from '@lingui/core/macro';
import { RELAY_POINTS } from '../../../rules/relay-deck';
import { RULES_LIMITS } from '../../../rules/common';
import { PARCEL_LAPS } from '../../../rules/parcel';
import { PAPERS, SAFE_EDGE } from './paper';
import type { PaperId } from './paper';
import { RuledTable } from './Table';
import type { Column } from './Table';

// Mats and score sheets, one per sheet of paper, in the app's own words. Lengths in millimetres.
const TOP = SAFE_EDGE + 9;

function Title({ paper, text }: { paper: PaperId; text: string }) {
  return (
    <text class="pr-title" x={PAPERS[paper].w / 2} y={TOP} text-anchor="middle">
      {text}
    </text>
  );
}

function Lines({ x, y, lines, cls = 'pr-td' }: { x: number; y: number; lines: readonly string[]; cls?: string }) {
  return (
    <>
      {lines.map((t, i) => (
        <text key={i} class={cls} x={x} y={y + i * 6}>
          {t}
        </text>
      ))}
    </>
  );
}

const columnLabel = (row: string, column: number) => t`${row} · column ${column}`;

/** The box a tile goes in: room for a poker-size card. */
const BOX = { w: 64, h: 89, gap: 3 };

/** Pattern Relay: two rows of three boxes, TOP and BOTTOM, and the three checks that score them (R7). */
export function RelayMat({ paper }: { paper: PaperId }) {
  const p = PAPERS[paper];
  const x0 = (p.w - 3 * BOX.w - 2 * BOX.gap) / 2;
  const row = (label: string, y: number) => (
    <>
      <text class="pr-big" x={x0} y={y - 2}>
        {label}
      </text>
      {[0, 1, 2].map((c) => (
        <g key={c}>
          <rect class="pr-box" x={x0 + c * (BOX.w + BOX.gap)} y={y} width={BOX.w} height={BOX.h} rx="2" />
          <text class="pr-tiny" x={x0 + c * (BOX.w + BOX.gap) + 2} y={y + BOX.h - 2}>
            {columnLabel(label, c + 1)}
          </text>
        </g>
      ))}
    </>
  );
  const checks = 26 + 2 * (BOX.h + 10);
  const { column, row: rowPoints, allTextures, max } = RELAY_POINTS;
  return (
    <>
      <Title paper={paper} text={t`Pattern Relay · display`} />
      <text class="pr-td" x={p.w - x0} y={TOP + 8} text-anchor="end">
        {t`Player: ______________________`}
      </text>
      {row(t`TOP`, 28)}
      {row(t`BOTTOM`, 28 + BOX.h + 10)}
      <Lines
        x={x0}
        y={checks}
        lines={[
          t`Each column with the same motif top and bottom: ${column} points.`,
          t`Each row of three different textures: ${rowPoints} points.`,
          t`All four textures somewhere in the six tiles: ${allTextures} points.`,
          t`A round scores 0 to ${max}. A placed tile never moves.`,
        ]}
      />
    </>
  );
}

/** Pattern Relay: both rounds for up to six players, each round's three checks and the total (R7, R9). */
export function RelayScoreSheet({ paper }: { paper: PaperId }) {
  const p = PAPERS[paper];
  const round = (n: number): Column[] => [
    { head: t`Round ${n}`, sub: t`columns`, w: 17 },
    { head: '', sub: t`rows`, w: 17, join: true },
    { head: '', sub: t`all four`, w: 17, join: true },
    { head: '', sub: t`round ${n}`, w: 17, join: true },
  ];
  const cols: Column[] = [{ head: t`Player`, w: 40 }, ...round(1), ...round(2), { head: t`Total`, w: 22 }];
  const max = RELAY_POINTS.max;
  const x = (p.w - 198) / 2;
  const rows = Array.from({ length: RULES_LIMITS.relay.max }, () => '');
  return (
    <>
      <Title paper={paper} text={t`Pattern Relay · score sheet`} />
      <text class="pr-td" x={x} y={TOP + 8}>
        {t`Date: ____________`}
      </text>
      <RuledTable x={x} y={TOP + 13} cols={cols} rows={rows} rowH={14} seats />
      <Lines
        x={x}
        y={TOP + 13 + 11 + rows.length * 14 + 10}
        lines={[
          t`Total: both rounds added (each 0 to ${max}).`,
          t`The highest total wins; players tied on top share the win.`,
        ]}
      />
    </>
  );
}

/** Parcel Parade: a game a row with its table size, variant, swaps lap by lap and the group score (P4, P6, P7). */
export function ParcelScoreSheet({ paper }: { paper: PaperId }) {
  const p = PAPERS[paper];
  const laps = Array.from({ length: PARCEL_LAPS }, (_, i): Column => {
    const lap = i + 1;
    return { head: t`Lap ${lap}`, sub: t`swaps`, w: 17 };
  });
  const cols: Column[] = [
    { head: t`Game`, w: 14 },
    { head: t`Players`, w: 18 },
    { head: t`Variant`, w: 34 },
    ...laps,
    { head: t`Swaps`, sub: t`in all`, w: 20 },
    { head: t`Group score`, sub: t`complete hands`, w: 42 },
  ];
  const x = (p.w - 196) / 2;
  const rows = Array.from({ length: 10 }, (_, i) => String(i + 1));
  return (
    <>
      <Title paper={paper} text={t`Parcel Parade · score sheet`} />
      <RuledTable x={x} y={TOP + 6} cols={cols} rows={rows} rowH={16} />
      <Lines
        x={x}
        y={TOP + 6 + 11 + rows.length * 16 + 10}
        lines={[
          t`A pass is not a swap. Group score: players holding all four symbols at the end.`,
          t`Variant: Standard, Younger groups or Tougher replay; compare games of one variant only.`,
        ]}
      />
    </>
  );
}

/** Royal Draft: four plays for up to five players, each scored royal, joker and sets, with the series' running total (D8). */
export function RoyalScorePad({ paper }: { paper: PaperId }) {
  const p = PAPERS[paper];
  const cols: Column[] = [
    { head: t`Player`, w: 50 },
    { head: t({ comment: 'Royal Draft score: face cards', message: 'Royal' }), w: 28 },
    { head: t({ comment: 'Royal Draft score: the joker', message: 'Joker' }), w: 28 },
    { head: t({ comment: 'Royal Draft score: runs and sets', message: 'Sets' }), w: 28 },
    { head: t`Total`, w: 28 },
    { head: t`Series total`, w: 34 },
  ];
  const x = (p.w - 196) / 2;
  const rows = Array.from({ length: RULES_LIMITS.royal.max }, () => '');
  const block = 56;
  return (
    <>
      <Title paper={paper} text={t`Royal Draft · score pad`} />
      {[1, 2, 3, 4].map((play, i) => (
        <g key={i}>
          <text class="pr-th" x={x} y={TOP + 8 + i * block}>
            {t`Play ${play}`}
          </text>
          <RuledTable x={x} y={TOP + 10 + i * block} cols={cols} rows={rows} rowH={7.5} headH={8} seats />
        </g>
      ))}
      <Lines
        x={x}
        y={TOP + 10 + 4 * block + 2}
        lines={[
          t`Royal: a face-up Jack, Queen or King scores one per face-up card of its suit, itself too.`,
          t`Joker: two per face-down card.`,
          t`Sets: a run of 2+ side by side of one suit or one rank scores its length.`,
        ]}
      />
    </>
  );
}
