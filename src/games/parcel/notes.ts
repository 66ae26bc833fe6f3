import type { RuleNote } from '../../ui/RulesNotes';

/** RULINGS P1-P10 in the app's own words. */
export const PARCEL_NOTES: readonly RuleNote[] = [
  { id: 'P1', text: 'Three to eight players. Build the deck from one SUN, MOON, LEAF and KEY per player, so four cards per player, and every hand always holds four.' },
  { id: 'P2', text: 'Route cards come in a fixed order, one per lap: one seat clockwise, one seat counterclockwise, two seats clockwise, two seats counterclockwise. Count the other players only.' },
  { id: 'P3', text: 'Each lap has one turn per player, going clockwise. Lap 1 starts with the first player and each later lap starts one seat further clockwise. Four laps in all.' },
  { id: 'P4', text: 'On a turn the current player and the route partner swap one card each way, with different symbols, or the turn is passed. The counter counts swaps only.' },
  { id: 'P5', text: 'With tracked hands the app stops the parade the moment every hand shows all four symbols, even straight after the deal (zero swaps).' },
  { id: 'P6', text: 'After lap 4 the group score is the number of complete hands. One short of everyone cannot happen with a right deck, so the app asks you to count the cards.' },
  { id: 'P7', text: 'The younger-groups variant uses one seat clockwise every lap; the tougher replay lets only the two players trading suggest the swap. Variant games and replayed laps are kept out of the best score.' },
  { id: 'P8', text: 'Undo takes back turns one by one, as far as the deal.' },
  { id: 'P9', text: 'Entering the hands is optional. Without them the app still calls laps, routes, partners and swaps, and you tell it when everyone is complete.' },
  { id: 'P10', text: 'The brisk timer only suggests about 30 seconds a turn. When it runs out nothing happens: take the time you need.' },
];
