import type { GameId } from '../storage/types';
import { EMBLEMS } from './glyphs/emblems';

/**
 * A game's emblem, drawn from its own cards (glyphs/emblems.ts) in the game's colour on a tinted square (layout.css).
 * With `label` it is an image of that name (Home's tiles, where it stands for the game); without, a picture beside
 * the game's name, hidden from screen readers.
 */
export function Emblem({ game, label }: { game: GameId; label?: string }) {
  const { box } = EMBLEMS[game];
  return (
    <svg
      class={`emblem emblem-${game}`}
      viewBox={`0 0 ${box} ${box}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      <EmblemPaths game={game} />
    </svg>
  );
}

/** The emblem's drawing as SVG children of a box its side long (`EMBLEMS[game].box`): the printed card backs draw it too. */
export function EmblemPaths({ game }: { game: GameId }) {
  return (
    <>
      {EMBLEMS[game].paths.map((p) => (
        <path key={p.d} d={p.d} stroke-width={p.w} class={p.look} />
      ))}
    </>
  );
}
