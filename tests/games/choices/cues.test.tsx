import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/preact';

const cue = vi.fn();
vi.mock('../../../src/ui/cues', () => ({ cue: (...a: unknown[]) => cue(...a) }));
const { useTenSecondsCue } = await import('../../../src/games/choices/cues');

/** Seconds left as a countdown shows them: rounded up, never below 0. */
function Probe({ deadline, now }: { deadline: number; now: number }) {
  useTenSecondsCue(Math.max(0, Math.ceil((deadline - now) / 1000)));
  return null;
}

describe('deadline cues', () => {
  it("cues once at 10 s left, as the clock passes it (the time-up cue comes with the turn's end)", () => {
    const d = 100_000;
    const { rerender } = render(<Probe deadline={d} now={d - 12_000} />);
    rerender(<Probe deadline={d} now={d - 10_500} />);
    expect(cue).not.toHaveBeenCalled();
    rerender(<Probe deadline={d} now={d - 9_900} />);
    rerender(<Probe deadline={d} now={d - 9_000} />);
    expect(cue.mock.calls).toEqual([['Ten seconds']]);
    rerender(<Probe deadline={d} now={d} />);
    expect(cue.mock.calls).toEqual([['Ten seconds']]);
  });

  it('stays quiet for moments that passed while the app was closed', () => {
    cue.mockClear();
    const d = 100_000;
    const { rerender } = render(<Probe deadline={d} now={d - 5_000} />);
    rerender(<Probe deadline={d} now={d - 4_000} />);
    expect(cue).not.toHaveBeenCalled();
  });
});
