import { useMemo } from 'preact/hooks';
import type { SessionController } from '../controller';
import { gameClock, useDue } from './clock';
import { timeUpCue } from './cues';
import { deadlineOf, draftOf, latestAt } from '../../rules/choices';
import type { ChoicesAction, ChoicesSetup, ChoicesState, Phase } from '../../rules/choices';
import { AnchorScreen, GateScreen, OrderScreen } from './Public';
import { RevealScreen } from './Reveal';
import { AuthorTurn, ReaderTurn } from './Turn';
import { useStepStart } from '../../ui/step';
import { screenView } from './view';

type Controller = SessionController<ChoicesSetup, ChoicesAction, ChoicesState>;

/** One key per step of the game: a new key starts the screen at its top with the focus on its heading. */
const stepKey = (p: Phase) => [p.k, 'round' in p ? p.round : '', 'reader' in p ? p.reader : ''].join('-');

/**
 * The game in progress (every phase but the final scores). Time comes from
 * the app's one clock, read in timers and handlers, never while drawing: each
 * countdown re-renders only when its shown second changes.
 */
export function Table({ c }: { c: Controller }) {
  const state = c.state.value;
  // Read once per opened game: a clock set back since the last move cannot freeze its deadlines.
  const clock = useMemo(() => gameClock(latestAt(c.actions.value)), [c]);
  const dispatch = (a: ChoicesAction) => void c.dispatch(a);
  const error = c.error.value;
  const step = stepKey(state.phase);
  useStepStart(step, () => document.querySelector<HTMLElement>('[data-step]'));
  // C8: a deadline that passed (live, or while the app was closed) ends its phase once; a turn's end is cued only live.
  // Only the tab that holds the game ends its phases (a read-only second tab only watches).
  useDue(c.writable.value ? deadlineOf(state.phase) : null, clock, (now, live) => {
    if (live && (state.phase.k === 'author' || state.phase.k === 'reader')) timeUpCue();
    c.dispatch({ t: 'expire', at: now });
  });

  const view = screenView(state, c.setup);
  const common = { dispatch, error, clock };
  switch (view.k) {
    case 'order':
      return <OrderScreen view={view} {...common} />;
    case 'gate':
      return <GateScreen key={step} view={view} {...common} />;
    case 'author':
      return <AuthorTurn key={step} view={view} draft={draftOf(state, c.setup)} {...common} />;
    case 'anchor':
      return <AnchorScreen view={view} {...common} />;
    case 'reader':
      return <ReaderTurn key={step} view={view} draft={draftOf(state, c.setup)} {...common} />;
    case 'reveal':
      return <RevealScreen key={step} view={view} {...common} />;
    case 'done':
      return null;
  }
}
