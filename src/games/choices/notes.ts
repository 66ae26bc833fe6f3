import type { RuleNote } from '../../ui/RulesNotes';

/** RULINGS C1-C10 in the app's own words. */
export const CHOICES_NOTES: readonly RuleNote[] = [
  {
    id: 'C1',
    text: '3 to 12 players. The app shuffles who writes when; each player writes one pattern, one round each.',
  },
  {
    id: 'C2',
    text: 'Each round has a fresh prompt with six different tiles from the app’s own deck, never twice in a game. No answer is correct.',
  },
  {
    id: 'C3',
    text: 'The author has 35 s to put two tiles in each zone and lock them, naming one Pick first tile as the anchor. Too slow: nobody scores and the turn is spent.',
  },
  {
    id: 'C4',
    text: 'Each reader has 40 s to rebuild the pattern around the fixed anchor, and confirms once. Out of time scores 0.',
  },
  {
    id: 'C5',
    text: 'Five tiles count (not the anchor): 60 each, plus 100 for all five. So a reader scores 0, 60, 120, 180 or 400.',
  },
  {
    id: 'C6',
    text: 'The author scores the middle reader score, zeros included; with an even count, halfway between the middle two.',
  },
  {
    id: 'C7',
    text: 'The reveal stays up to 15 s, skippable after 4: pattern, anchor, every guess and match, who missed out, all scores.',
  },
  {
    id: 'C8',
    text: 'Clocks are end times: a reload or a closed app comes back to the real time left, or to the timeout. No round scores twice.',
  },
  {
    id: 'C9',
    text: 'Readers go one by one, each with a full 40 s, after a hand-over screen that hides everything secret.',
  },
  { id: 'C10', text: 'No hints, words or gestures before the reveal. Highest total wins; tied leaders share the win.' },
];
