// The online table in words: what it refused this phone, and why a join did not
// work. It decides (codes and facts, on the wire); this file says it. Refusals
// of the game itself are worded as at one device (../words.ts).
import { t } from '@lingui/core/macro';
import { JOIN_REFUSALS, MATCHMAKE_GONE } from '../../../rules/choices/wire';
import type { JoinRefusal, Refused, TableView } from '../../../rules/choices/wire';
import { isolate } from '../../../text/words';
import { choicesWords } from '../words';
import { promptWords } from '../prompts';

/** Words what the online table refused this phone, naming seats and tiles from the table as this phone last saw it. */
export function describeOnline(refused: Refused, v: TableView | null): string {
  const f = refused.facts;
  switch (refused.code) {
    case 'online/watching':
      return 'Watchers follow the game but cannot play.';
    case 'online/not-host':
      return 'Only the host starts the game.';
    case 'online/started':
      return 'The game has already started.';
    case 'online/not-over':
      return 'A new game can start once this one is over.';
    case 'online/not-screen':
      return 'The phone showing the table screen moves the reveal on.';
    case 'online/screen-busy': {
      const name = v?.seats[Number(f.seat)]?.name;
      return `${name ? `${isolate(name)}’s phone` : 'Another phone'} shows the table screen while it is connected.`;
    }
    case 'online/too-fast':
      return 'Too many requests at once: wait a moment and try again.';
    case 'online/unknown-request':
      return 'The table does not know that request.';
    case 'online/not-a-sort':
      return f.t === 'predict'
        ? 'That prediction is not a sort of this round’s six tiles.'
        : 'That pattern is not a sort of this round’s six tiles.';
    case 'online/no-ask':
      return t`That ask is no longer waiting.`;
    case 'online/ask-declined': {
      const name = isolate(v?.seats[Number(f.seat)]?.name ?? '');
      return t`The host gave ${name}’s seat to another phone; you are watching the table.`;
    }
    case 'online/removed':
      return t`The host removed this phone from the table.`;
    case 'online/no-phone':
      return t`That phone is no longer at the table.`;
    case 'online/seat-back': {
      const name = v?.seats[Number(f.seat)]?.name;
      return `${name ? isolate(name) : 'That player'} is back on their own phone.`;
    }
    case 'online/bad-request':
      return t`The table could not read that request; nothing changed.`;
    case 'online/failed':
      return 'That did not work; the table is unchanged.';
    default:
      return choicesWords(refused.code, f, () => (v?.prompt ? promptWords(v.prompt).tiles : undefined));
  }
}

const JOIN_WORDS: Record<JoinRefusal, (name: string) => string> = {
  'online/no-table': () => 'There is no open table with that code. Check the code with the host.',
  'online/too-many-tables': () => 'This network already hosts as many open tables as it may: finish one first.',
  'online/no-name': () => 'Enter your name to join the table.',
  'online/name-taken': (name) =>
    `Someone at this table is already called ${isolate(name)}: add an initial to tell you apart.`,
  'online/watchers-full': () => 'This table has as many watchers as it can take.',
  'online/too-many-joins': () => 'Too many tries to join from this network just now: wait a few seconds and try again.',
  'online/too-many-asks': () => t`Too many phones are asking for seats at this table just now: ask the host.`,
};

/** Said when no Tableside server answers at this address (a static host, or offline). */
export const noServerWords = () => t`There is no Tableside server at this address.`;

/** A table code typed that cannot be one. */
export const codeWords = (letters: number) => `A table code is ${letters} letters, as shown on the host’s phone.`;

/** Why a join (or a way back to a seat) was refused, from the answer's code; `message` is a table's own code or the server's. */
export function joinWords(code: number, message: unknown, name: string): string {
  const known = (JOIN_REFUSALS as readonly unknown[]).includes(message) ? (message as JoinRefusal) : null;
  if (known) return JOIN_WORDS[known](name);
  if (MATCHMAKE_GONE.includes(code)) return 'There is no open table with that code. Check the code with the host.';
  return 'Joining did not work; try again.';
}
