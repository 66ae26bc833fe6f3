import type { RecordKind } from '../storage/record-kind';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Pieces every game's record kind may use (src/storage/record-kind.ts): the game says which are its own.

/** Most actions a finished game's kept session may hold (a long Pattern of Choices game has a few hundred). */
const SESSION_ACTIONS_MAX = 20_000;

/** A kept session read by the game's own readers: its setup and every action must read, or nothing is kept. */
export function sessionReader<S, A>(
  readSetup: (raw: unknown) => S | null,
  readAction: (raw: unknown) => A | null,
): NonNullable<RecordKind['readSession']> {
  return (raw) => {
    if (!isObj(raw) || !Array.isArray(raw.actions) || raw.actions.length > SESSION_ACTIONS_MAX) return undefined;
    const setup = readSetup(raw.setup);
    if (setup === null) return undefined;
    const actions: A[] = [];
    for (const a of raw.actions) {
      const read = readAction(a);
      if (read === null) return undefined;
      actions.push(read);
    }
    const rev = Number.isInteger(raw.rev) && (raw.rev as number) >= 0 ? { rev: raw.rev as number } : {};
    return { setup, actions, ...rev };
  };
}

/**
 * A detail whose `setup.players` seats the record's players (Pattern Relay, Royal Draft, Pattern of Choices): kept as
 * it is, with those names replaced by the record's checked ones, in a shallow copy.
 */
export function seatedDetail(d: unknown, { players }: { players: readonly string[] }): unknown {
  if (d === undefined || d === null) return null;
  if (isObj(d) && isObj(d.setup) && Array.isArray(d.setup.players) && d.setup.players.length === players.length)
    return { ...d, setup: { ...d.setup, players: [...players] } };
  return d;
}
