// Reading untrusted stored Parcel Parade records (a saved session, a backup, an older version's shape).
import { RULES_LIMITS, isInteger } from '../../rules/common';
import { PARCEL_VARIANTS, isParcel, parcelDealProblems } from '../../rules/parcel';
import type { Parcel, ParcelVariant } from '../../rules/parcel';
import { cleanName } from '../../rules/names';
import type { ParcelAction, ParcelSetup } from './types';

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Hands as stored: a list of lists of symbols (whether they make a right deal is the rules' question). */
function readHands(v: unknown): Parcel[][] | null | undefined {
  if (v === null) return null;
  if (!Array.isArray(v) || !v.every((h) => Array.isArray(h) && h.every(isParcel))) return undefined;
  return v.map((h: Parcel[]) => [...h]);
}

/** A setup this game can run, or null. Fields added later default as the older versions behaved. */
export function readParcelSetup(raw: unknown): ParcelSetup | null {
  if (!isObject(raw) || !Array.isArray(raw.names)) return null;
  const { min, max } = RULES_LIMITS.parcel;
  if (raw.names.length < min || raw.names.length > max || !raw.names.every((n) => typeof n === 'string')) return null;
  const names = (raw.names as string[]).map(cleanName);
  if (names.some((n) => n === '')) return null;
  const n = names.length;
  if (!isInteger(raw.first) || raw.first < 0 || raw.first >= n) return null;
  const variant = raw.variant ?? 'standard';
  if (!PARCEL_VARIANTS.includes(variant as ParcelVariant)) return null;
  const hands = readHands(raw.hands ?? null);
  if (hands === undefined) return null;
  if (hands && (hands.length !== n || parcelDealProblems(hands).length > 0)) return null;
  const brisk = raw.brisk ?? false;
  if (typeof brisk !== 'boolean') return null;
  const startedAt = raw.startedAt ?? 0;
  if (!isTime(startedAt)) return null;
  return { names, first: raw.first, variant: variant as ParcelVariant, hands, brisk, startedAt };
}

/** One stored action, keyed `t` (or `type`, as stored before); null when its kind or shape is unknown. */
export function readParcelAction(raw: unknown): ParcelAction | null {
  if (!isObject(raw)) return null;
  const t = raw.t ?? raw.type;
  const { at } = raw;
  if (!isTime(at)) return null;
  switch (t) {
    case 'lap':
    case 'pass':
    case 'complete':
    case 'replayLap':
      return { t, at };
    case 'swap': {
      const { give, receive } = raw;
      if (give === undefined && receive === undefined) return { t, at };
      return isParcel(give) && isParcel(receive) ? { t, at, give, receive } : null;
    }
    case 'score':
      return isInteger(raw.complete) && raw.complete >= 0 ? { t, at, complete: raw.complete } : null;
    case 'redeal': {
      const hands = readHands(raw.hands);
      return hands === undefined ? null : { t, at, hands };
    }
    default:
      return null;
  }
}
