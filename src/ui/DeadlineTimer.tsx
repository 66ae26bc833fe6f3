import './DeadlineTimer.css';
import { useSecondsLeft } from './clock';
import { plural, t } from '@lingui/core/macro';

interface Props {
  deadline: number;
  /** The whole phase length: the bar's full width, and the most the number ever shows. */
  totalMs: number;
  label: string;
}

/** Time left as a number in words and a bar; "hurry" in words when low, not colour alone. Updates on the second. */
export function DeadlineTimer({ deadline, totalMs, label }: Props) {
  const left = useSecondsLeft(deadline, totalMs);
  const fraction = Math.min(1, (left * 1000) / totalMs);
  return (
    <div class="deadline">
      <p
        class={`timer${left <= 10 ? ' is-low' : ''}`}
        role="timer"
        aria-label={plural(left, { one: `${label}: # second left`, other: `${label}: # seconds left` })}
      >
        {t({ comment: 'seconds left, short', message: `${left} s` })}
      </p>
      <div class="countdown-bar" aria-hidden="true">
        <span style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
