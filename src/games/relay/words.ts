// What the walker shows and the reader says, in the app's own words.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  RELAY_DEAL,
  RELAY_DECK_SIZE,
  RELAY_DISPLAY_SIZE,
  RELAY_PICKS,
  relayHandSize,
  relayPassDirection,
  relayPassTarget,
  relayPlacementOrder,
  relayReader,
  relayUndealt,
} from '../../rules/relay';
import { RELAY_COPIES, RELAY_POINTS } from '../../rules/relay-deck';
import type { RelayProblem } from '../../rules/relay';
import type { RulesRefusal, Seat } from '../../rules/common';
import { RULES_LIMITS } from '../../rules/players';
import { andList, commaList, isolate, listNames } from '../../text/words';
import type { RuleNote } from '../../ui/RulesNotes';
import { faceWord } from '../../ui/terms';
import type { RelaySetup, RelayState } from './types';

const { min, max } = RULES_LIMITS.relay;
const [deck, faces, copies, deal, picks, size] = [
  RELAY_DECK_SIZE,
  RELAY_DECK_SIZE / RELAY_COPIES,
  RELAY_COPIES,
  RELAY_DEAL,
  RELAY_PICKS,
  RELAY_DISPLAY_SIZE,
];
const { column, row, allTextures, max: best } = RELAY_POINTS;

export const RULE_NOTES: readonly RuleNote[] = [
  {
    id: 'R1',
    text: msg`${min}-${max} players, one ${deck}-tile deck (${faces} faces, ${copies} copies each). ${deal} tiles each; the rest stay face down, unseen.`,
  },
  { id: 'R2', text: msg`Round 1 passes clockwise (to your left), round 2 counterclockwise (to your right).` },
  {
    id: 'R3',
    text: msg`${picks} picks a round. You hold ${deal} tiles before pick 1 and one fewer each pick; after pick ${picks} the last tile is discarded.`,
  },
  { id: 'R4', text: msg`The round-1 reader is chosen at setup; the next player clockwise reads round 2.` },
  {
    id: 'R5',
    text: msg`The first placer moves one seat clockwise every pick, on into round 2; the others place after them, clockwise.`,
  },
  {
    id: 'R6',
    text: msg`Nobody is timed while choosing. The only count is the reader's "three, two, one, reveal", once all are ready.`,
  },
  {
    id: 'R7',
    text: msg`Column with one motif top and bottom: ${column}. Row of three different textures: ${row}. All four textures: ${allTextures}. ${best} at most; an unfinished display only shows a marked preview.`,
  },
  {
    id: 'R8',
    text: msg`Each face has ${copies} copies, so one more in one display, or on the table in one round, is refused.`,
  },
  { id: 'R9', text: msg`Total = round 1 + round 2. The highest total wins; players tied on top share the win.` },
];

/** Pattern Relay in a few lines, in our own words, beside the rules notes. */
export const HOW_TO_PLAY: readonly MessageDescriptor[] = [
  msg`Deal ${deal} printed tiles each. Everyone picks one in secret and lays it face down.`,
  msg`When all are ready, the reader counts three, two, one, reveal: turn the tiles over together.`,
  msg`Place your tile in any empty box of your own two rows of three, in the order this phone shows; it stays there.`,
  msg`Pass the rest of your hand on, and pick again. ${picks} picks make a display; the last tile is discarded.`,
  msg`Points: a column with the same motif top and bottom, a row of three different textures, all four textures somewhere.`,
  msg`Play a second round passing the other way. Add both rounds: the highest total wins.`,
];

/** Whose name a seat has; "seat N" for a seat the setup does not name (a damaged record). */
export function nameOf(setup: RelaySetup, seat: Seat): string {
  const number = seat + 1;
  return setup.players[seat] ?? t`seat ${number}`;
}

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

export const sideWord = (round: 1 | 2): string => (round === 1 ? t`to your left` : t`to your right`);

/** R2: the way round `round` passes, in words. */
export const passWord = (round: 1 | 2): string =>
  relayPassDirection(round) === 'clockwise' ? t`clockwise` : t`counterclockwise`;

/** The reader's sentence and the small "what happens next" line for each step. */
export function script(setup: RelaySetup, s: RelayState, counting = false): { say: string; next: string } {
  const n = setup.players.length;
  const dir = passWord(s.round);
  const order = placementNames(setup, s);
  const { pick, round } = s;
  switch (s.step) {
    case 'deal': {
      const undealt = relayUndealt(n);
      const reader = readerOf(setup, s.round);
      return s.round === 1
        ? {
            say: t`Shuffle the ${deck} tiles and deal ${deal} each, face down. Put the other ${undealt} aside unseen.`,
            next: t`Next: pick 1. ${reader} reads this round; we pass ${dir}.`,
          }
        : {
            say: t`Round 2. Gather all ${deck} tiles, shuffle and deal ${deal} each. ${reader} reads now, and we pass ${dir}.`,
            next: t`Next: pick 1 of round 2.`,
          };
    }
    case 'choose': {
      const hand = relayHandSize(s.pick);
      return {
        say: t`Pick ${pick}. You each hold ${hand} tiles. Choose one, lay it face down and say ready.`,
        next: t`When everyone is ready, the reader starts the count.`,
      };
    }
    case 'ready':
      return {
        say: t`Say ready when your tile is face down. You can change it until everyone is ready.`,
        next: t`Next: the reveal count.`,
      };
    case 'count':
    case 'place': {
      if (counting)
        return {
          say: t({ comment: 'the reader says this aloud, with the count', message: 'Three, two, one, reveal!' }),
          next: t`Everyone turns their tile over together.`,
        };
      const first = isolate(order[0] ?? '');
      if (s.step === 'count')
        return { say: t`Reveal! Turn your chosen tiles over.`, next: t`Next: ${first} places first.` };
      const names = listNames(order);
      return {
        say: t`Tiles face up. Place them in this order, in any empty box: ${names}.`,
        next:
          s.pick < RELAY_PICKS
            ? t`A placed tile stays put. Next: pass the rest.`
            : t`A placed tile stays put. Next: discard the last tile.`,
      };
    }
    case 'pass': {
      const left = relayHandSize(s.pick) - 1;
      const [side, next] = [sideWord(s.round), s.pick + 1];
      return {
        say: t`Pass your ${left} remaining tiles ${dir}, ${side}.`,
        next: t`Check everyone now holds ${left}. Next: pick ${next}.`,
      };
    }
    case 'discard':
      return {
        say: t`Put your last tile on the discard pile, unplaced. Everyone now has ${size} tiles in their display.`,
        next: t`Next: score round ${round}.`,
      };
    case 'score':
      return {
        say: t`Read your displays aloud, tile by tile, while the scores are entered.`,
        next: t`Then confirm round ${round}.`,
      };
    case 'results':
      return {
        say: t`The game is over. Here are the totals.`,
        next: t`Play again with the same seats, or start a new game.`,
      };
  }
}

/** What is in a display's rows, for a problem: "top row 2 of 3, bottom row 4 of 3". */
function rowsWord(f: { top: number; bottom: number }): string {
  const { top, bottom } = f;
  return commaList([
    ...(top !== 3 ? [t`top row ${top} of 3`] : []),
    ...(bottom !== 3 ? [t`bottom row ${bottom} of 3`] : []),
  ]);
}

/** One problem of the round (R7, R8) in the players' words; `display(seat)` names a seat's display. */
function problemLine(p: RelayProblem, display: (seat: Seat) => string): string {
  switch (p.code) {
    case 'relay/too-many-displays': {
      const { displays, max } = p.facts;
      return t`There are ${displays} displays, but Pattern Relay seats at most ${max} players.`;
    }
    case 'relay/display-size': {
      const [whose, rows, tiles] = [display(p.facts.seat), rowsWord(p.facts), p.facts.tiles];
      return tiles < size
        ? plural(tiles, {
            one: `${whose} has only # tile (${rows}); it needs ${size}.`,
            other: `${whose} has only # tiles (${rows}); it needs ${size}.`,
          })
        : t`${whose} has ${tiles} tiles (${rows}); it holds exactly ${size}.`;
    }
    case 'relay/display-rows': {
      const [whose, rows] = [display(p.facts.seat), rowsWord(p.facts)];
      return t`${whose} has its tiles in the wrong rows (${rows}); each row holds 3.`;
    }
    case 'relay/copies-in-display': {
      const [whose, face, shown] = [display(p.facts.seat), faceWord(p.facts.face), p.facts.copies];
      return plural(shown - copies, {
        one: `${whose} has ${shown} copies of ${face}; the deck has only ${copies}, so one ${face} too many.`,
        other: `${whose} has ${shown} copies of ${face}; the deck has only ${copies}, so # ${face} too many.`,
      });
    }
    case 'relay/copies-on-table': {
      const [face, shown, who] = [faceWord(p.facts.face), p.facts.copies, andList(p.facts.seats.map(display))];
      return plural(shown - copies, {
        one: `One ${face} too many: the table shows ${shown} but the deck has only ${copies}. Check ${who}.`,
        other: `# ${face} too many: the table shows ${shown} but the deck has only ${copies}. Check ${who}.`,
      });
    }
    case 'relay/no-fifth-in-display': {
      const face = faceWord(p.facts.face);
      return t`This display already has all ${copies} copies of ${face}; there is no fifth.`;
    }
    case 'relay/no-fifth-on-table': {
      const face = faceWord(p.facts.face);
      return t`All ${copies} copies of ${face} are already on the table; there is no fifth.`;
    }
  }
}

/** The players' words for a refusal from the rules core or the session (its code and facts). */
export function describeRelay(refusal: RulesRefusal, setup: RelaySetup): string {
  const f = refusal.facts as Record<string, unknown>;
  const name = (seat: unknown): string => (typeof seat === 'number' ? isolate(nameOf(setup, seat)) : t`this player`);
  const names = (seats: unknown): string => listNames(Array.isArray(seats) ? seats.map(name) : []);
  const displayOf = (seat: Seat) => {
    const who = name(seat);
    return t`${who}'s display`;
  };
  const face = faceWord(String(f.face));
  const round = String(f.round);
  switch (refusal.code) {
    case 'relay/no-fifth-in-display': {
      if (typeof f.seat !== 'number') return t`This display already has all ${copies} ${face}; there is no fifth.`;
      const who = name(f.seat);
      return t`${who}'s display already has all ${copies} ${face}; there is no fifth.`;
    }
    case 'relay/no-fifth-on-table': {
      const who = names(f.seats);
      return t`All ${copies} ${face} are already on the table this round (${who}); there is no fifth.`;
    }
    case 'relay/box-locked':
      return t`That box already holds ${face}; a placed tile stays put.`;
    case 'relay/round-not-started':
      return t`Round ${round} has not started yet.`;
    case 'relay/round-confirmed':
      return t`Round ${round} is confirmed: reopen it to change a box.`;
    case 'relay/round-on':
      return t`Round ${round} is still being played: finish its picks first.`;
    case 'relay/displays-short': {
      const short = Array.isArray(f.short) ? (f.short as { seat: Seat; tiles: number }[]) : [];
      const sofar = commaList(
        short.map((x) => {
          const [who, tiles] = [name(x.seat), x.tiles];
          return t`${who} ${tiles} of ${size}`;
        }),
      );
      return t`Every display needs ${size} tiles before the round is confirmed. So far: ${sofar}.`;
    }
    case 'relay/round-problems': {
      const problems = Array.isArray(f.problems) ? (f.problems as RelayProblem[]) : [];
      const words = problems.map((p) => problemLine(p, displayOf)).join(' ');
      return t`Round ${round} cannot be confirmed yet: ${words}`;
    }
    case 'relay/confirm-round-1':
      return t`Confirm round 1 first: it was reopened for a change.`;
    case 'relay/count-first':
      return t`Start the reveal count first.`;
    case 'relay/wait-ready':
      return t`Wait until everyone is ready, then start the reveal count.`;
    case 'relay/still-waiting': {
      const who = names(f.seats);
      return t`Still waiting for ${who}.`;
    }
    case 'relay/not-choosing':
      return t`Nobody is choosing a tile right now.`;
    case 'relay/confirm-first':
      return t`Confirm the round ${round} scores to go on.`;
    case 'relay/not-confirmed':
      return t`Round ${round} is not confirmed yet.`;
    case 'relay/game-over':
      return t`The game is over.`;
    default:
      return t`That step is not possible now; nothing was changed.`;
  }
}
