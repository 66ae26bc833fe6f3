// Reading a stored Pattern of Choices session: untrusted data (a saved record,
// a backup, an older version). Every setup field and every action type is
// checked; anything else is null, so a damaged game opens as a notice.
import { CHOICES_TILES, ZONES } from '../../rules/choices';
import { RULES_LIMITS } from '../../rules/common';
import type { ChoicesPattern, Zone } from '../../rules/choices';
import type { ChoicesAction, ChoicesSetup } from '../../rules/choices';
import type { Prompt } from '../../rules/choices';

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= max;
const isZone = (v: unknown): v is Zone => typeof v === 'string' && (ZONES as readonly string[]).includes(v);

/** Longest name, prompt and tile a stored session may carry (generous: names are 20 at entry). */
const MAX_TEXT = 200;

/** A prompt id of the app's deck (src/rules/choices/deck.ts); one this version does not know is still read. */
const PROMPT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readPrompt(raw: unknown): Prompt | null {
  if (!isObject(raw)) return null;
  if (raw.text === undefined)
    return typeof raw.id === 'string' && raw.id.length <= 40 && PROMPT_ID.test(raw.id) ? { id: raw.id } : null;
  // Saved by an older version: the prompt and its tiles as words.
  if (!isText(raw.text, MAX_TEXT) || !Array.isArray(raw.tiles)) return null;
  const tiles = raw.tiles;
  if (tiles.length !== CHOICES_TILES || !tiles.every((t) => isText(t, MAX_TEXT))) return null;
  if (new Set(tiles).size !== tiles.length) return null;
  return { text: raw.text, tiles: [...(tiles as string[])] };
}

/** C1, C2: 3-12 named seats, an author order that is a shuffle of every seat, one prompt per round. */
export function readChoicesSetup(raw: unknown): ChoicesSetup | null {
  if (!isObject(raw) || (raw.v !== 1 && raw.v !== undefined)) return null;
  const { players, order, prompts } = raw;
  const { min, max } = RULES_LIMITS.choices;
  if (!Array.isArray(players) || players.length < min || players.length > max) return null;
  if (!players.every((p) => isText(p, MAX_TEXT))) return null;
  const n = players.length;
  if (!Array.isArray(order) || order.length !== n) return null;
  if (!order.every((s) => Number.isInteger(s) && s >= 0 && s < n) || new Set(order).size !== n) return null;
  if (!Array.isArray(prompts) || prompts.length !== n) return null;
  const read = prompts.map(readPrompt);
  if (read.some((p) => p === null)) return null;
  return { v: 1, players: [...(players as string[])], order: [...(order as number[])], prompts: read as Prompt[] };
}

export function readPattern(raw: unknown): ChoicesPattern | null {
  if (!isObject(raw)) return null;
  const entries = Object.entries(raw);
  if (entries.length > CHOICES_TILES || !entries.every(([, z]) => isZone(z))) return null;
  return Object.fromEntries(entries) as ChoicesPattern;
}

/** One stored action: a known type with a finite time and well-formed fields, or null. */
export function readChoicesAction(raw: unknown): ChoicesAction | null {
  if (!isObject(raw) || typeof raw.at !== 'number' || !Number.isFinite(raw.at)) return null;
  const at = raw.at;
  switch (raw.t) {
    case 'next':
    case 'claim':
    case 'expire':
      return { t: raw.t, at };
    case 'place':
      return typeof raw.id === 'string' && isZone(raw.zone) ? { t: 'place', at, id: raw.id, zone: raw.zone } : null;
    case 'sort': {
      const pattern = readPattern(raw.pattern);
      return pattern && typeof raw.anchor === 'string' ? { t: 'sort', at, pattern, anchor: raw.anchor } : null;
    }
    case 'predict': {
      const pattern = readPattern(raw.pattern);
      return pattern ? { t: 'predict', at, pattern } : null;
    }
    default:
      return null;
  }
}
