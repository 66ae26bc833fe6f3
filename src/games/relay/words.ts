// What the walker shows and the reader says, in the app's own words.
import {
  RELAY_COPIES,
  RELAY_DEAL,
  RELAY_DECK_SIZE,
  RELAY_DISPLAY_SIZE,
  RELAY_PICKS,
  relayHandSize,
  relayPassDirection,
  relayPassTarget,
  relayPlacementOrder,
  relayProblemText,
  relayReader,
  relayUndealt,
} from '../../rules/relay';
import type { RelayProblem } from '../../rules/relay';
import { countWord } from '../../rules/common';
import type { RulesRefusal, Seat } from '../../rules/common';
import { isolate, listNames } from '../../text/words';
import type { RuleNote } from '../../ui/RulesNotes';
import type { RelaySetup, RelayState } from './types';

export const RULE_NOTES: readonly RuleNote[] = [
  {
    id: 'R1',
    text: '3-6 players, one 48-tile deck (12 faces, 4 copies each). Seven tiles each; the rest stay face down, unseen.',
  },
  { id: 'R2', text: 'Round 1 passes clockwise (to your left), round 2 counterclockwise (to your right).' },
  {
    id: 'R3',
    text: 'Six picks a round. You hold 7 tiles before pick 1 and one fewer each pick; after pick 6 the last tile is discarded.',
  },
  { id: 'R4', text: 'The round-1 reader is chosen at setup; the next player clockwise reads round 2.' },
  {
    id: 'R5',
    text: 'The first placer moves one seat clockwise every pick, on into round 2; the others place after them, clockwise.',
  },
  {
    id: 'R6',
    text: 'Nobody is timed while choosing. The only count is the reader\'s "three, two, one, reveal", once all are ready.',
  },
  {
    id: 'R7',
    text: 'Column with one motif top and bottom: 3. Row of three different textures: 4. All four textures: 4. 21 at most; an unfinished display only shows a marked preview.',
  },
  { id: 'R8', text: 'Each face has four copies, so a fifth in one display, or on the table in one round, is refused.' },
  { id: 'R9', text: 'Total = round 1 + round 2. The highest total wins; players tied on top share the win.' },
];

/** Pattern Relay in a few lines, in our own words, beside the rules notes. */
export const HOW_TO_PLAY: readonly string[] = [
  'Deal seven printed tiles each. Everyone picks one in secret and lays it face down.',
  'When all are ready, the reader counts three, two, one, reveal: turn the tiles over together.',
  'Place your tile in any empty box of your own two rows of three, in the order this phone shows; it stays there.',
  'Pass the rest of your hand on, and pick again. Six picks make a display; the last tile is discarded.',
  'Points: a column with the same motif top and bottom, a row of three different textures, all four textures somewhere.',
  'Play a second round passing the other way. Add both rounds: the highest total wins.',
];

/** Whose name a seat has; "seat N" for a seat the setup does not name (a damaged record). */
export const nameOf = (setup: RelaySetup, seat: Seat): string => setup.players[seat] ?? `seat ${seat + 1}`;

/** The round's reader, isolated for a sentence. */
export const readerOf = (setup: RelaySetup, round: 1 | 2): string =>
  isolate(nameOf(setup, relayReader(setup.players.length, setup.firstReader, round)));

export function placementNames(setup: RelaySetup, s: RelayState): string[] {
  return relayPlacementOrder(setup.players.length, setup.firstPlacer, s.round, s.pick).map((i) => nameOf(setup, i));
}

/** R2: who hands their unchosen tiles to whom this round, as [from, to] names. */
export function passPairs(setup: RelaySetup, round: 1 | 2): [string, string][] {
  const n = setup.players.length;
  return setup.players.map((name, i) => [name, nameOf(setup, relayPassTarget(n, i, round))]);
}

export const sideWord = (round: 1 | 2): string => (round === 1 ? 'to your left' : 'to your right');

/** The reader's sentence and the small "what happens next" line for each step. */
export function script(setup: RelaySetup, s: RelayState, counting = false): { say: string; next: string } {
  const n = setup.players.length;
  const dir = relayPassDirection(s.round);
  const order = placementNames(setup, s);
  switch (s.step) {
    case 'deal':
      return s.round === 1
        ? {
            say: `Shuffle the ${RELAY_DECK_SIZE} tiles and deal ${countWord(RELAY_DEAL)} each, face down. Put the other ${relayUndealt(n)} aside unseen.`,
            next: `Next: pick 1. ${readerOf(setup, 1)} reads this round; we pass ${relayPassDirection(1)}.`,
          }
        : {
            say: `Round 2. Gather all ${RELAY_DECK_SIZE} tiles, shuffle and deal ${countWord(RELAY_DEAL)} each. ${readerOf(setup, 2)} reads now, and we pass ${relayPassDirection(2)}.`,
            next: 'Next: pick 1 of round 2.',
          };
    case 'choose':
      return {
        say: `Pick ${s.pick}. You each hold ${countWord(relayHandSize(s.pick))} tiles. Choose one, lay it face down and say ready.`,
        next: 'When everyone is ready, the reader starts the count.',
      };
    case 'ready':
      return {
        say: 'Say ready when your tile is face down. You can change it until everyone is ready.',
        next: 'Next: the reveal count.',
      };
    case 'count':
    case 'place':
      if (counting) return { say: 'Three, two, one, reveal!', next: 'Everyone turns their tile over together.' };
      if (s.step === 'count')
        return { say: 'Reveal! Turn your chosen tiles over.', next: `Next: ${isolate(order[0] ?? '')} places first.` };
      return {
        say: `Tiles face up. Place them in this order, in any empty box: ${listNames(order)}.`,
        next: `A placed tile stays put. Next: ${s.pick < RELAY_PICKS ? 'pass the rest' : 'discard the last tile'}.`,
      };
    case 'pass': {
      const left = relayHandSize(s.pick) - 1;
      return {
        say: `Pass your ${countWord(left)} remaining tiles ${dir}, ${sideWord(s.round)}.`,
        next: `Check everyone now holds ${countWord(left)}. Next: pick ${s.pick + 1}.`,
      };
    }
    case 'discard':
      return {
        say: `Put your last tile on the discard pile, unplaced. Everyone now has ${countWord(RELAY_DISPLAY_SIZE)} tiles in their display.`,
        next: `Next: score round ${s.round}.`,
      };
    case 'score':
      return {
        say: 'Read your displays aloud, tile by tile, while the scores are entered.',
        next: `Then confirm round ${s.round}.`,
      };
    case 'results':
      return {
        say: 'The game is over. Here are the totals.',
        next: 'Play again with the same seats, or start a new game.',
      };
  }
}

/** The players' words for a refusal from the rules core or the session (its code and facts). */
export function describeRelay(refusal: RulesRefusal, setup: RelaySetup): string {
  const f = refusal.facts as Record<string, unknown>;
  const name = (seat: unknown): string => (typeof seat === 'number' ? isolate(nameOf(setup, seat)) : 'this player');
  const names = (seats: unknown): string => listNames(Array.isArray(seats) ? seats.map(name) : []);
  const all = countWord(RELAY_COPIES);
  switch (refusal.code) {
    case 'relay/no-fifth-in-display':
      return `${typeof f.seat === 'number' ? `${name(f.seat)}'s display` : 'This display'} already has all ${all} ${String(f.face)}; there is no fifth.`;
    case 'relay/no-fifth-on-table':
      return `All ${all} ${String(f.face)} are already on the table this round (${names(f.seats)}); there is no fifth.`;
    case 'relay/box-locked':
      return `That box already holds ${String(f.face)}; a placed tile stays put.`;
    case 'relay/round-not-started':
      return `Round ${String(f.round)} has not started yet.`;
    case 'relay/round-confirmed':
      return `Round ${String(f.round)} is confirmed: reopen it to change a box.`;
    case 'relay/round-on':
      return `Round ${String(f.round)} is still being played: finish its picks first.`;
    case 'relay/displays-short': {
      const short = Array.isArray(f.short) ? (f.short as { seat: Seat; tiles: number }[]) : [];
      const sofar = short.map((x) => `${name(x.seat)} ${x.tiles} of ${RELAY_DISPLAY_SIZE}`).join(', ');
      return `Every display needs ${countWord(RELAY_DISPLAY_SIZE)} tiles before the round is confirmed. So far: ${sofar}.`;
    }
    case 'relay/round-problems': {
      const problems = Array.isArray(f.problems) ? (f.problems as RelayProblem[]) : [];
      const words = problems.map((p) => relayProblemText(p, (seat) => `${name(seat)}'s display`));
      return `Round ${String(f.round)} cannot be confirmed yet: ${words.join(' ')}`;
    }
    case 'relay/confirm-round-1':
      return 'Confirm round 1 first: it was reopened for a change.';
    case 'relay/count-first':
      return 'Start the reveal count first.';
    case 'relay/wait-ready':
      return 'Wait until everyone is ready, then start the reveal count.';
    case 'relay/still-waiting':
      return `Still waiting for ${names(f.seats)}.`;
    case 'relay/not-choosing':
      return 'Nobody is choosing a tile right now.';
    case 'relay/confirm-first':
      return `Confirm the round ${String(f.round)} scores to go on.`;
    case 'relay/not-confirmed':
      return `Round ${String(f.round)} is not confirmed yet.`;
    case 'relay/game-over':
      return 'The game is over.';
    default:
      return 'That step is not possible now; nothing was changed.';
  }
}
