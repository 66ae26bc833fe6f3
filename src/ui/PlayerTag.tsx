import { createContext } from 'preact';
import type { ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { Face, Mark } from '../rules/faces';
import { COLOURS, MARKS, facesOf } from '../rules/faces';
import type { PlayerName } from '../storage/types';
import { cssColour } from './palette';
import { showNamesWith } from './isolation';

/** Each mark drawn in a 20 x 20 box, filled with the player's colour (shared with the result card and the print page). */
export const MARK_PATHS: Readonly<Record<Mark, string>> = {
  circle: 'M2 10a8 8 0 1 0 16 0a8 8 0 1 0-16 0Z',
  square: 'M3 3h14v14H3Z',
  triangle: 'M10 1.5 18.8 17.5H1.2Z',
  diamond: 'M10 .8 19.2 10 10 19.2.8 10Z',
  star: 'M10 1.6 12.4 7.4 18.6 7.8 13.8 11.8 15.3 17.9 10 14.6 4.7 17.9 6.2 11.8 1.4 7.8 7.6 7.4Z',
  hexagon: 'M10 1.2 17.6 5.6V14.4L10 18.8 2.4 14.4V5.6Z',
  plus: 'M7 1.5h6v5.5h5.5v6H13v5.5H7V13H1.5V7H7Z',
  cross: 'M4.3 1.5 10 7.2l5.7-5.7 2.8 2.8-5.7 5.7 5.7 5.7-2.8 2.8-5.7-5.7-5.7 5.7-2.8-2.8 5.7-5.7-5.7-5.7Z',
  heart: 'M10 18.5S1.5 13.2 1.5 7.2A4.4 4.4 0 0 1 10 5a4.4 4.4 0 0 1 8.5 2.2c0 6-8.5 11.3-8.5 11.3Z',
  pentagon: 'M10 2 18.4 8.1 15.2 17.9H4.8L1.6 8.1Z',
  down: 'M1.2 2.5H18.8L10 18.5Z',
  moon: 'M12.5 1.5A8.6 8.6 0 1 0 18.5 15 7 7 0 0 1 12.5 1.5Z',
};

/** A player's mark in their colour: a picture beside the name, never in its place (so hidden from screen readers). */
export function FaceMark({ face, size = '1.1em' }: { face: Face; size?: string }) {
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

/** A name inside a sentence: with its mark when it is a player of the table in sight. */
function SentenceName({ name }: { name: string }) {
  const f = useFace(name);
  return f ? <PlayerTag name={name} face={f} /> : <bdi class="name">{name}</bdi>;
}
showNamesWith(SentenceName);
