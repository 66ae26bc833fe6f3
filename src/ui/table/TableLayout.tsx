import { t } from '@lingui/core/macro';
import type { ComponentChildren } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { updateSettings } from '../../platform/settings';
import { isolate } from '../../text/words';
import { Button } from '../Button';
import { Name } from '../Name';
import { seatPath, tablePlaces, tableSides } from './seats';
import type { RingDirection, SeatPlace } from './seats';
import './table.css';

interface Props {
  /** The game's name. */
  title: string;
  /** Where the game is (round, lap, turn), said in the middle of the table. */
  where: string;
  /** Names in seat order, as the group set the ring up. */
  players: readonly string[];
  direction?: RingDirection;
  /** The seat whose turn it is (its part holds the controls), if any. */
  active?: number | null;
  /** What seat `seat`'s part shows, facing that player. */
  renderSeat: (seat: number, place: SeatPlace) => ComponentChildren;
  /** What the middle of the table shows beside the where-line (a shared picture, a counter). */
  centre?: ComponentChildren;
  /** An arrow round the middle of the table from one seat to another, `steps` seats along the ring. */
  route?: { from: number; to: number; steps: number } | null;
  onUndo: () => void;
  canUndo: boolean;
  /** A step not yet durably saved: said here, as the app's top bar (which table mode hides) says it. */
  saving: boolean;
}

/** Leaves table mode: the phone layout comes back at the same step (the step lives in the session). */
const leave = () => void updateSettings({ tableMode: false });

/**
 * Table mode: the screen divided into a part per seat, each turned toward where its player sits (the geometry in
 * `seats.ts`), and a middle with the where-line and the shared tools. The DOM keeps seat order (seat 1's part
 * first), so a screen reader and the keyboard go round the table in order, whatever each part's turn.
 */
export function TableLayout({
  title,
  where,
  players,
  direction = 'clockwise',
  active,
  renderSeat,
  centre,
  route,
  onUndo,
  canUndo,
  saving,
}: Props) {
  const places = tablePlaces(players.length, direction);
  const sides = tableSides(players.length, direction);
  const heading = useRef<HTMLHeadingElement>(null);
  // Table mode starts at its heading, as every step does; the app's frame gives the table the whole screen.
  useLayoutEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.table = '';
    return () => delete root.dataset.table;
  }, []);
  return (
    <main
      class="table"
      id="main"
      data-sides={sides.length}
      data-players={players.length}
      data-active-side={active == null ? undefined : places[active]?.side}
    >
      <section class="table-centre" aria-labelledby="table-title" data-route={route ? '' : undefined}>
        {route && <RouteArrow places={places} direction={direction} {...route} />}
        <h1 id="table-title" class="visually-hidden" tabIndex={-1} ref={heading}>
          {t`${title}: table mode`}
        </h1>
        <p class="table-where">{where}</p>
        <p class="table-saving" role="status" data-save-state={saving ? 'pending' : 'saved'}>
          {saving ? t`Saving…` : ''}
        </p>
        {centre}
        <div class="table-tools">
          <Button onClick={onUndo} disabled={!canUndo}>
            {t`Undo`}
          </Button>
          <Button onClick={leave}>{t`Phone layout`}</Button>
        </div>
      </section>
      {sides.map((side) => (
        <div class="table-side" data-side={side} key={side}>
          {places
            .filter((p) => p.side === side)
            .map((p) => {
              const [number, name] = [p.seat + 1, isolate(players[p.seat] ?? '')];
              return (
                <section
                  key={p.seat}
                  class="table-seat"
                  data-seat={p.seat}
                  data-side={p.side}
                  data-rotation={p.rotation}
                  data-active={p.seat === active ? '' : undefined}
                  style={{ order: p.order }}
                  aria-label={p.seat === active ? t`Seat ${number}, ${name}, now` : t`Seat ${number}, ${name}`}
                >
                  <div class="table-face">
                    <h2 class="table-name">
                      <Name>{players[p.seat] ?? ''}</Name>
                    </h2>
                    {renderSeat(p.seat, p)}
                  </div>
                </section>
              );
            })}
        </div>
      ))}
    </main>
  );
}

const INSET = 8;

/**
 * The way round the table from one seat to another, drawn along the edge of the middle (between the parts), in the
 * middle's own pixels so the head keeps its shape. A picture only: the parts name both players in words.
 */
function RouteArrow({
  places,
  direction,
  from,
  to,
  steps,
}: { places: SeatPlace[]; direction: RingDirection } & NonNullable<Props['route']>) {
  const svg = useRef<SVGSVGElement>(null);
  const size = useSignal<[number, number]>([0, 0]);
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => (size.value = [el.clientWidth, el.clientHeight]);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const [w, h] = size.value;
  const path = seatPath(places, from, to, steps, direction).map(
    (p) => [INSET + p.x * (w - 2 * INSET), INSET + p.y * (h - 2 * INSET)] as const,
  );
  const points = path.map(([x, y]) => `${x},${y}`).join(' ');
  const [start] = path;
  return (
    <svg class="table-route" ref={svg} viewBox={`0 0 ${w || 1} ${h || 1}`} aria-hidden="true" focusable="false">
      <defs>
        <marker
          id="table-route-head"
          viewBox="0 0 10 10"
          refX="6"
          refY="5"
          markerWidth="4"
          markerHeight="4"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" />
        </marker>
      </defs>
      {w > 0 && <polyline points={points} marker-end="url(#table-route-head)" />}
      {w > 0 && start && <circle cx={start[0]} cy={start[1]} r="7" />}
    </svg>
  );
}
