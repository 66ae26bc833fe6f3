import { msg } from '@lingui/core/macro';
import { PARCEL_BRISK_SECONDS, PARCEL_HAND_SIZE, PARCEL_LAPS } from '../../rules/parcel';
import { RULES_LIMITS } from '../../rules/players';
import type { RuleNote } from '../../ui/RulesNotes';

const { min, max } = RULES_LIMITS.parcel;
const [size, laps, seconds] = [PARCEL_HAND_SIZE, PARCEL_LAPS, PARCEL_BRISK_SECONDS];

/** RULINGS P1-P10 in the app's own words. */
export const PARCEL_NOTES: readonly RuleNote[] = [
  {
    id: 'P1',
    text: msg`${min} to ${max} players. The deck holds one SUN, MOON, LEAF and KEY per player; every hand always has ${size} cards.`,
  },
  {
    id: 'P2',
    text: msg`One route per lap, in this order: one seat clockwise, one counterclockwise, two clockwise, two counterclockwise. Count only the others.`,
  },
  {
    id: 'P3',
    text: msg`A lap is one turn per player, clockwise. Each lap starts one seat clockwise of the last one. ${laps} laps.`,
  },
  {
    id: 'P4',
    text: msg`A turn is a swap of two different symbols with the route partner, or a pass. Only swaps are counted.`,
  },
  {
    id: 'P5',
    text: msg`With entered hands the parade stops as soon as every hand is complete, even right after the deal.`,
  },
  {
    id: 'P6',
    text: msg`After lap ${laps} the group score is the number of complete hands. One short of everyone means the deck is wrong.`,
  },
  { id: 'P7', text: msg`Variant games and games with a replayed lap never count for the personal best.` },
  { id: 'P8', text: msg`Undo takes back any number of turns, back to the deal.` },
  { id: 'P9', text: msg`Entering hands is optional; without them you tell the app when everyone is complete.` },
  { id: 'P10', text: msg`The brisk timer only suggests ${seconds} seconds; it never passes for anyone.` },
];
