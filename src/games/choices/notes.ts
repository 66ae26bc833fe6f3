import { CHOICES_AWARDS, CHOICES_PERFECT_BONUS, CHOICES_TILE_POINTS, CHOICES_TIMINGS } from '../../rules/choices';
import { RULES_LIMITS } from '../../rules/common';
import { orList } from '../../text/words';
import type { RuleNote } from '../../ui/RulesNotes';

const s = (ms: number) => ms / 1000;
const { authorMs, readerMs, revealMaxMs, revealMinMs } = CHOICES_TIMINGS;
const { min, max } = RULES_LIMITS.choices;

/** RULINGS C1-C10 in the app's own words. */
export const CHOICES_NOTES: readonly RuleNote[] = [
  {
    id: 'C1',
    text: `${min} to ${max} players. The app shuffles who writes when; each player writes one pattern, one round each.`,
  },
  {
    id: 'C2',
    text: 'Each round has a fresh prompt with six different tiles from the app’s own deck, never twice in a game. No answer is correct.',
  },
  {
    id: 'C3',
    text: `The author has ${s(authorMs)} s to put two tiles in each zone and lock them, naming one Pick first tile as the anchor. Too slow: nobody scores and the turn is spent.`,
  },
  {
    id: 'C4',
    text: `Each reader has ${s(readerMs)} s to rebuild the pattern around the fixed anchor, and confirms once. Out of time scores 0.`,
  },
  {
    id: 'C5',
    text: `Five tiles count (not the anchor): ${CHOICES_TILE_POINTS} each, plus ${CHOICES_PERFECT_BONUS} for all five. So a reader scores ${orList(CHOICES_AWARDS)}.`,
  },
  {
    id: 'C6',
    text: 'The author scores the middle reader score, zeros included; with an even count, halfway between the middle two.',
  },
  {
    id: 'C7',
    text: `The reveal stays up to ${s(revealMaxMs)} s, skippable after ${s(revealMinMs)}: pattern, anchor, every guess and match, who missed out, all scores.`,
  },
  {
    id: 'C8',
    text: 'Clocks are end times: a reload or a closed app comes back to the real time left, or to the timeout. No round scores twice.',
  },
  {
    id: 'C9',
    text: `Readers go one by one, each with a full ${s(readerMs)} s, after a hand-over screen that hides everything secret.`,
  },
  { id: 'C10', text: 'No hints, words or gestures before the reveal. Highest total wins; tied leaders share the win.' },
];
