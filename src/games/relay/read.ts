// Untrusted stored data in (a saved session, a backup, an older version's record): checked field by field.
import { RULES_LIMITS, isInteger } from '../../rules/common';
import { RELAY_ROW_SIZE, isRelayTile } from '../../rules/relay';
import type { RelayPartialDisplay, RelayTile } from '../../rules/relay';
import { cleanName } from '../../rules/names';
import type { RelayAction, RelaySetup, Round } from './types';

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const seatOf = (v: unknown, players: number): v is number => isInteger(v) && v >= 0 && v < players;
const isRound = (v: unknown): v is Round => v === 1 || v === 2;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A stored setup as this game's setup, or null: 3-6 named seats, a reader and a first placer among them. */
export function readRelaySetup(raw: unknown): RelaySetup | null {
  if (!isObject(raw) || !Array.isArray(raw.players)) return null;
  const { min, max } = RULES_LIMITS.relay;
  if (raw.players.length < min || raw.players.length > max) return null;
  const players = raw.players.map((p) => (typeof p === 'string' ? cleanName(p) : ''));
  if (players.some((p) => p === '')) return null;
  const n = players.length;
  if (!seatOf(raw.firstReader, n) || !seatOf(raw.firstPlacer, n)) return null;
  return { players, firstReader: raw.firstReader, firstPlacer: raw.firstPlacer };
}

/** One stored action, or null when its type or any field is unknown. Seats are checked against the setup on replay. */
export function readRelayAction(raw: unknown): RelayAction | null {
  if (!isObject(raw)) return null;
  const anySeat = (v: unknown): v is number => seatOf(v, RULES_LIMITS.relay.max);
  switch (raw.t) {
    case 'next':
    case 'allReady':
      return { t: raw.t };
    case 'ready':
      return anySeat(raw.seat) ? { t: 'ready', seat: raw.seat } : null;
    case 'reveal':
    case 'count':
      return isTime(raw.at) ? { t: raw.t, at: raw.at } : null;
    case 'confirm':
    case 'reopen':
      return isRound(raw.round) ? { t: raw.t, round: raw.round } : null;
    case 'set': {
      const { round, seat, row, col, tile } = raw;
      if (!isRound(round) || !anySeat(seat) || (row !== 'top' && row !== 'bottom')) return null;
      if (!isInteger(col) || col < 0 || col >= RELAY_ROW_SIZE) return null;
      if (tile !== null && !isRelayTile(tile)) return null;
      return { t: 'set', round, seat, row, col, tile: tile && { motif: tile.motif, texture: tile.texture } };
    }
    default:
      return null;
  }
}

/** One stored display (a history record's, untrusted), copied tile by tile, or null when it is not one. */
export const readRelayDisplay = (raw: unknown): RelayPartialDisplay | null => {
  if (!isObject(raw)) return null;
  const row = (r: unknown) =>
    Array.isArray(r) && r.length === RELAY_ROW_SIZE && r.every((t) => t === null || isRelayTile(t))
      ? (r as (RelayTile | null)[])
      : null;
  const top = row(raw.top);
  const bottom = row(raw.bottom);
  return top && bottom ? { top: top.map(copyTile), bottom: bottom.map(copyTile) } : null;
};
const copyTile = (t: RelayTile | null): RelayTile | null => t && { motif: t.motif, texture: t.texture };
