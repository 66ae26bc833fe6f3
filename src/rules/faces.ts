// A player's colour and mark: codes only (the palette's shades and the marks' drawings live in src/ui). Pure.

/** The colours, in the order seats are offered them. */
export const COLOURS = [
  'orange',
  'sky',
  'green',
  'yellow',
  'blue',
  'vermillion',
  'purple',
  'ink',
  'wine',
  'indigo',
  'brown',
  'grey',
] as const;
/** The marks (simple shapes), in the order seats are offered them. */
export const MARKS = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'star',
  'hexagon',
  'plus',
  'cross',
  'heart',
  'pentagon',
  'down',
  'moon',
] as const;

export type Colour = (typeof COLOURS)[number];
export type Mark = (typeof MARKS)[number];
/** A player's face at a table: one colour, one mark. */
export interface Face {
  colour: Colour;
  mark: Mark;
}

const isColour = (v: unknown): v is Colour => COLOURS.includes(v as Colour);
const isMark = (v: unknown): v is Mark => MARKS.includes(v as Mark);

/** A stored face, or null when it is not one (an unknown colour or mark, extra fields dropped). */
export function readFace(v: unknown): Face | null {
  if (typeof v !== 'object' || v === null) return null;
  const { colour, mark } = v as Record<string, unknown>;
  return isColour(colour) && isMark(mark) ? { colour, mark } : null;
}

/**
 * Faces for the seats of one table, in seat order: each seat keeps the face it asks for (`wanted`, e.g. chosen at
 * setup or remembered with the name) when no earlier seat holds that colour or mark; any other seat takes its own
 * seat's default (seat N: the Nth colour and mark) when free, else the first no seat holds yet, so one seat's choice
 * never moves another's. So a table never has one colour twice (nor one mark), and a table
 * that asks for nothing has seat 1 orange circle, seat 2 sky square, and so on (records from before faces).
 */
export function seatFaces(
  seats: number,
  wanted: (seat: number) => Partial<Face> | null | undefined = () => null,
): Face[] {
  const asked = Array.from({ length: seats }, (_, i) => wanted(i) ?? {});
  const colours = new Set<Colour>();
  const marks = new Set<Mark>();
  const faces: (Partial<Face> | undefined)[] = [];
  // First every seat that asks for a free colour or mark gets it, in seat order; then the others fill in.
  asked.forEach((a, i) => {
    const f: Partial<Face> = {};
    if (a.colour && isColour(a.colour) && !colours.has(a.colour)) colours.add((f.colour = a.colour));
    if (a.mark && isMark(a.mark) && !marks.has(a.mark)) marks.add((f.mark = a.mark));
    faces[i] = f;
  });
  return faces.map((f = {}, i) => {
    const [ownColour, ownMark] = [COLOURS[i % COLOURS.length]!, MARKS[i % MARKS.length]!];
    const colour = f.colour ?? (colours.has(ownColour) ? COLOURS.find((c) => !colours.has(c)) : ownColour) ?? ownColour;
    const mark = f.mark ?? (marks.has(ownMark) ? MARKS.find((m) => !marks.has(m)) : ownMark) ?? ownMark;
    colours.add(colour);
    marks.add(mark);
    return { colour, mark };
  });
}

/** A record's faces, one per player, or null when they are missing or not a valid table (read back as `seatFaces`). */
export function readFaces(v: unknown, players: number): Face[] | null {
  if (!Array.isArray(v) || v.length !== players) return null;
  const faces = v.map(readFace);
  if (faces.some((f) => f === null)) return null;
  const ok = faces as Face[];
  const distinct = (k: keyof Face) => new Set(ok.map((f) => f[k])).size === ok.length;
  return distinct('colour') && distinct('mark') ? ok : null;
}

/** A record's faces as it stored them, or each seat's default when it stored none (or none that can be read). */
export const facesOf = (players: number, stored: unknown): Face[] => readFaces(stored, players) ?? seatFaces(players);
