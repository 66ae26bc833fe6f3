import { describe, expect, it } from 'vitest';
import { RulesRefusal } from '../../../src/rules';
import { Refusal } from '../../../src/games/session';
import { choicesGame } from '../../../src/games/choices/session';
import { sortHint } from '../../../src/games/choices/Turn';
import { PATTERN, run, setupOf } from './helpers';
import { promptWords } from '../../../src/games/choices/prompts';

const setup = setupOf();
const say = (code: string, facts: Record<string, unknown> = {}) =>
  choicesGame.describe!(new Refusal(code, facts), setup);

describe('refusals in words (the phase machine decides, words.ts says it)', () => {
  it('words each refusal the phase machine throws, with its facts', () => {
    expect(say('choices/reveal-wait', { seconds: 3 })).toBe('Everyone gets a look first: you can go on in 3 s.');
    expect(say('choices/too-late')).toBe('Time is up: that move came too late.');
    // The anchor is named by its tile text in that round's prompt.
    const anchor = promptWords(setup.prompts[0]!).tiles[2]!;
    expect(say('choices/anchor-locked', { round: 0, tile: '2' })).toBe(`The anchor, ${anchor}, stays in Pick first.`);
    expect(
      say('choices/bad-sort', {
        issues: [{ code: 'choices/zone-count', facts: { zone: 'pass', count: 3, needed: 2 } }],
      }),
    ).toBe('Put exactly 2 tiles in each zone: Pass has 3.');
    expect(say('choices/anchor-not-pick', { anchor: '3' })).toBe('The anchor must be one of your Pick first tiles.');
    expect(say('choices/not-in-turn', { phase: 'gate' })).toBe(
      'Tiles can only be moved during a turn. The device is being handed on: tap “I am …” first.',
    );
    expect(say('choices/something-new')).toBe('That move is not allowed here.');
  });

  it('a refused step in a real game comes back with a code the words know', () => {
    const played = run(setup, [
      { t: 'next', at: 0 },
      { t: 'claim', at: 0 },
      { t: 'sort', at: 1000, pattern: PATTERN, anchor: '2' },
    ]);
    expect(played.stop).toMatchObject({ at: 2, reason: 'refused' });
    const error = (played.stop as { error: RulesRefusal }).error;
    expect(error).toBeInstanceOf(RulesRefusal);
    expect(choicesGame.describe!(error, setup)).toBe('The anchor must be one of your Pick first tiles.');
  });

  it("says what still stops a sort, from the core's problems", () => {
    expect(sortHint({}, 6)).toBe('6 tiles still to sort.');
    expect(sortHint({ 0: 'pick' }, 6)).toBe('5 tiles still to sort.');
    expect(sortHint({ 0: 'pick', 1: 'pick', 2: 'pick', 3: 'reserve', 4: 'pass', 5: 'pass' }, 6)).toBe(
      'Put exactly 2 tiles in each zone: Pick first has 3.',
    );
    expect(sortHint({ 0: 'pick', 1: 'pick', 2: 'reserve', 3: 'reserve', 4: 'pass', 5: 'pass' }, 6)).toBeNull();
  });
});
