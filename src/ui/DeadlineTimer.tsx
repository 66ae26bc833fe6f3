import { secondsLeft } from '../rules/common';

interface Props {
  deadline: number;
  now: number;
  /** The whole phase length, for the bar. */
  totalMs: number;
  label: string;
}

/** Time left as a number in words and a bar; "hurry" in words when low, not colour alone. */
export function DeadlineTimer({ deadline, now, totalMs, label }: Props) {
  const left = secondsLeft(deadline, now);
  const fraction = Math.max(0, Math.min(1, (deadline - now) / totalMs));
  return (
    <div class="deadline">
      <p class={`timer${left <= 10 ? ' is-low' : ''}`} role="timer" aria-label={`${label}: ${left} seconds left`}>
        {left} s
      </p>
      <div class="countdown-bar" aria-hidden="true">
        <span style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
