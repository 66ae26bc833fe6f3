import './player-tag.css';
import { createContext } from 'preact';
import type { ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { Face } from '../rules/faces';
import { MARK_PATHS } from './marks';
import { COLOURS, MARKS, facesOf } from '../rules/faces';
import type { PlayerName } from '../storage/types';
import { cssColour } from './palette';

/** A player's mark in their colour: a picture beside the name, never in its place (so hidden from screen readers). */
export function FaceMark({ face, size = '0.9em' }: { face: Face; size?: string }) {
  return (
    <svg
      class="face-mark"
      viewBox="0 0 20 20"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-colour={face.colour}
      data-mark={face.mark}
      style={{ color: cssColour(face.colour) }}
    >
      <path d={MARK_PATHS[face.mark]} fill="currentColor" />
    </svg>
  );
}

type FaceOf = (name: string) => Face | undefined;
const FacesContext = createContext<FaceOf | null>(null);

/** The faces of the table in sight: a name drawn inside it (a sentence's or a tag's) gets its player's mark. */
export function TableFaces({
  players,
  faces,
  children,
}: {
  players: readonly string[];
  /** As stored (untrusted); each seat's default when missing. */
  faces?: unknown;
  children: ComponentChildren;
}) {
  const all = facesOf(players.length, faces);
  const byName = new Map(players.map((p, i) => [p, all[i]!]));
  return <FacesContext.Provider value={(name) => byName.get(name)}>{children}</FacesContext.Provider>;
}

/**
 * The faces of players across games (Stats): each the colour and mark they last had (remembered with the name), else
 * a default by their place in `names`. Two players of different tables may share a colour here: the mark and the name
 * are beside it.
 */
export function KnownFaces({
  names,
  known,
  children,
}: {
  names: readonly string[];
  known: readonly PlayerName[];
  children: ComponentChildren;
}) {
  const last = new Map(known.map((p) => [p.name, p.face]));
  const at = new Map(names.map((n, i) => [n, i]));
  const faceOf = (name: string): Face | undefined => {
    const i = at.get(name);
    return last.get(name) ?? (i === undefined ? undefined : { colour: COLOURS[i % 12]!, mark: MARKS[i % 12]! });
  };
  return <FacesContext.Provider value={faceOf}>{children}</FacesContext.Provider>;
}

/** The face of a name at the table in sight, if it is one of its players. */
export function useFace(name: string): Face | undefined {
  return useContext(FacesContext)?.(name);
}

/** The faces of several names at the table in sight (hooks in a fixed number, whatever the count). */
export function useFaces(names: readonly string[]): (Face | undefined)[] {
  const faceOf = useContext(FacesContext);
  return names.map((n) => faceOf?.(n));
}

/** A player as shown everywhere: mark (in their colour) and name together. */
export function PlayerTag({ name, face }: { name: string; face?: Face }) {
  const here = useFace(name);
  const f = face ?? here;
  return (
    <span class="player-tag">
      {f && <FaceMark face={f} />}
      <bdi class="name">{name}</bdi>
    </span>
  );
}

// Names inside sentences are drawn isolated without a mark (ui/isolation.ts): with marks, headings and step lines ran
// past their room at extra-large text (the turn heading in Japanese, Pattern Relay's pass list). Lists, rings, tables
// and records show them.
