import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'preact/hooks';
import { CHOICES_PER_ZONE, ZONES } from '../../rules/choices';
import type { Zone } from '../../rules/choices';
import { zoneShort, zoneWords } from './words';

export type Draft = Record<string, Zone | undefined>;

interface Props {
  tiles: string[];
  draft: Draft;
  onMove: (id: string, zone: Zone) => void;
  /** The reader's anchor: shown locked in Pick first (C4). */
  locked?: string;
}

/**
 * Keeps the keyboard focus on a moved tile without the browser's own scroll
 * (which took the countdown off screen): the page moves only as far as needed
 * to show the tile between the pinned countdown and the pinned footer.
 */
function focusInView(el: HTMLElement): void {
  el.focus({ preventScroll: true });
  const top = document.querySelector('.ch-clock')?.getBoundingClientRect().bottom ?? 0;
  const bottom = document.querySelector('.screen-foot')?.getBoundingClientRect().top ?? window.innerHeight;
  const box = el.getBoundingClientRect();
  if (box.top < top) window.scrollBy(0, box.top - top - 8);
  else if (box.bottom > bottom) window.scrollBy(0, box.bottom - bottom + 8);
}

/** The six tiles in their zones: tap a zone button on a tile, or drag the tile onto a zone where dragging works. */
export function Board({ tiles, draft, onMove, locked }: Props) {
  const ids = tiles.map((_, i) => String(i));
  const focus = useRef<string | null>(null);
  useEffect(() => {
    // A moved tile is drawn in its new zone: keep the keyboard focus on it.
    const el = focus.current ? document.getElementById(focus.current) : null;
    if (el) focusInView(el);
    focus.current = null;
  }, [draft]);
  const move = (id: string, zone: Zone) => {
    focus.current = `ch-${id}-${zone}`;
    onMove(id, zone);
  };
  const groups: (Zone | null)[] = [null, ...ZONES];
  // The first tile that can move, as drawn: the step's must-see control (a turn opens with it above the pinned footer).
  const first = groups.flatMap((zone) => ids.filter((id) => (draft[id] ?? null) === zone && id !== locked))[0];
  return (
    <div class="ch-board">
      {groups.map((zone) => {
        const inZone = ids.filter((id) => (draft[id] ?? null) === zone);
        if (zone === null && inZone.length === 0) return null;
        const { title, count } = zoneWords(zone, inZone.length, CHOICES_PER_ZONE);
        return (
          <section
            key={zone ?? 'none'}
            class="ch-zone"
            aria-label={t({ comment: 'a zone and how many tiles it holds', message: `${title}, ${count}` })}
            onDragOver={(e) => zone && e.preventDefault()}
            onDrop={(e) => {
              const id = e.dataTransfer?.getData('text/plain');
              if (zone && id && ids.includes(id) && id !== locked) {
                e.preventDefault();
                onMove(id, zone);
              }
            }}
          >
            <h3 aria-hidden="true">
              {title} <span>({count})</span>
            </h3>
            <ul class="plain">
              {inZone.map((id) => {
                const name = tiles[Number(id)] ?? id;
                return (
                  <li
                    key={id}
                    class="ch-tile"
                    data-step-end={id === first ? '' : undefined}
                    draggable={id !== locked}
                    onDragStart={(e) => e.dataTransfer?.setData('text/plain', id)}
                  >
                    <b>{name}</b>
                    {id === locked ? (
                      <span class="ch-lock">{t`Anchor, locked in place`}</span>
                    ) : (
                      <div class="ch-moves">
                        {ZONES.map((z) => {
                          const zone = zoneShort(z);
                          return (
                            <button
                              type="button"
                              id={`ch-${id}-${z}`}
                              key={z}
                              class="btn"
                              aria-label={t({
                                comment: 'a tile and the zone this button moves it to',
                                message: `${name}: ${zone}`,
                              })}
                              aria-pressed={draft[id] === z}
                              onClick={() => move(id, z)}
                            >
                              {zone}
                            </button>
                          );
                        })}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
