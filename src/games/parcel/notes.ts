import type { RuleNote } from '../../ui/RulesNotes';

/** RULINGS P1-P10 in the app's own words. */
export const PARCEL_NOTES: readonly RuleNote[] = [
  {
    id: 'P1',
    text: '3 to 8 players. The deck holds one SUN, MOON, LEAF and KEY per player; every hand always has four cards.',
  },
  {
    id: 'P2',
    text: 'One route per lap, in this order: one seat clockwise, one counterclockwise, two clockwise, two counterclockwise. Count only the others.',
  },
  {
    id: 'P3',
    text: 'A lap is one turn per player, clockwise. Each lap starts one seat clockwise of the last one. Four laps.',
  },
  {
    id: 'P4',
    text: 'A turn is a swap of two different symbols with the route partner, or a pass. Only swaps are counted.',
  },
  {
    id: 'P5',
    text: 'With entered hands the parade stops as soon as every hand is complete, even right after the deal.',
  },
  {
    id: 'P6',
    text: 'After lap 4 the group score is the number of complete hands. One short of everyone means the deck is wrong.',
  },
  { id: 'P7', text: 'Variant games and games with a replayed lap never count for the personal best.' },
  { id: 'P8', text: 'Undo takes back any number of turns, back to the deal.' },
  { id: 'P9', text: 'Entering hands is optional; without them you tell the app when everyone is complete.' },
  { id: 'P10', text: 'The brisk timer only suggests 30 seconds; it never passes for anyone.' },
];
