// What the walker shows and the reader says, in the app's own words.
import { listNames } from '../../platform/format';
import { RELAY_PICKS, relayHandSize, relayPassDirection, relayPassTarget, relayPlacementOrder, relayReader, relayUndealt } from '../../rules/relay';
import { countWord } from '../../rules/common';
import type { RelayTile } from '../../rules/relay';
import type { RuleNote } from '../../ui/RulesNotes';
import type { RelaySetup, RelayState } from './session';

export const RULE_NOTES: readonly RuleNote[] = [
  { id: 'R1', text: '3-6 players, one 48-tile deck (12 faces, 4 copies each). Seven tiles each; the rest stay face down, unseen.' },
  { id: 'R2', text: 'Round 1 passes clockwise (to your left), round 2 counterclockwise (to your right).' },
  { id: 'R3', text: 'Six picks a round. You hold 7 tiles before pick 1 and one fewer each pick; after pick 6 the last tile is discarded.' },
  { id: 'R4', text: 'The round-1 reader is chosen at setup; the next player clockwise reads round 2.' },
  { id: 'R5', text: 'The first placer moves one seat clockwise every pick, on into round 2; the others place after them, clockwise.' },
  { id: 'R6', text: 'Nobody is timed while choosing. The only count is the reader\'s "three, two, one, reveal", once all are ready.' },
  { id: 'R7', text: 'Column with one motif top and bottom: 3. Row of three different textures: 4. All four textures: 4. 21 at most; an unfinished display only shows a marked preview.' },
  { id: 'R8', text: 'Each face has four copies, so a fifth in one display, or on the table in one round, is refused.' },
  { id: 'R9', text: 'Total = round 1 + round 2. The highest total wins; players tied on top share the win.' },
];

export const face = (t: RelayTile): string => `${t.motif}/${t.texture}`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const readerOf = (setup: RelaySetup, round: 1 | 2): string =>
  setup.players[relayReader(setup.players.length, setup.firstReader, round)]!;

export function placementNames(setup: RelaySetup, s: RelayState): string[] {
  return relayPlacementOrder(setup.players.length, setup.firstPlacer, s.round, s.pick).map((i) => setup.players[i]!);
}

export function passPairs(setup: RelaySetup, round: 1 | 2): string[] {
  const n = setup.players.length;
  return setup.players.map((name, i) => `${name} hands to ${setup.players[relayPassTarget(n, i, round)]}`);
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
        ? { say: `Shuffle the 48 tiles and deal seven each, face down. Put the other ${relayUndealt(n)} aside unseen.`, next: `Next: pick 1. ${readerOf(setup, 1)} reads this round; we pass clockwise.` }
        : { say: `Round 2. Gather all 48 tiles, shuffle and deal seven each. ${readerOf(setup, 2)} reads now, and we pass counterclockwise.`, next: 'Next: pick 1 of round 2.' };
    case 'choose':
      return { say: `Pick ${s.pick}. You each hold ${countWord(relayHandSize(s.pick))} tiles. Choose one and lay it face down.`, next: 'Next: everyone says ready.' };
    case 'ready':
      return { say: 'Say ready when your tile is face down. You can change it until everyone is ready.', next: 'Next: the reveal count.' };
    case 'count':
      return counting
        ? { say: 'Three, two, one, reveal!', next: 'Everyone turns their tile over together.' }
        : { say: 'Reveal! Turn your chosen tiles over.', next: `Next: ${order[0]} places first.` };
    case 'place':
      return { say: `${cap(listNames(order))}: place your tile in that order, in any empty box.`, next: `A placed tile stays put. Next: ${s.pick < RELAY_PICKS ? 'pass the rest' : 'discard the last tile'}.` };
    case 'pass': {
      const left = relayHandSize(s.pick) - 1;
      return { say: `Pass your ${countWord(left)} remaining tiles ${dir}, ${sideWord(s.round)}.`, next: `Check everyone now holds ${countWord(left)}. Next: pick ${s.pick + 1}.` };
    }
    case 'discard':
      return { say: 'Put your last tile on the discard pile, unplaced. Everyone now has six tiles in their display.', next: `Next: score round ${s.round}.` };
    case 'score':
      return { say: 'Read your displays aloud, tile by tile, while the scores are entered.', next: `Then confirm round ${s.round}.` };
    case 'results':
      return { say: 'The game is over. Here are the totals.', next: 'Save it to history, then play again if you like.' };
  }
}
