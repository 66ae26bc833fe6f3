import { t } from '@lingui/core/macro';
import { appNow } from '../../platform/clock';
import { useSignal } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';
import { parcelLapOfTurn } from '../../rules/parcel';
import { settings } from '../../platform/settings';
import { playScreen } from '../SessionScreen';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { startStep } from '../../ui/step';
import { useWakeLock } from '../../ui/wake-lock';
import { Button } from '../../ui/Button';
import { GameOver, GameOverFooter, ScoreEntry } from './EndScreens';
import { LapIntro } from './LapIntro';
import { Mistakes } from './Mistakes';
import { PARCEL_NOTES } from './notes';
import { HowToPlay } from './HowToPlay';
import { Redeal } from './Redeal';
import { parcelDef, phase } from './session';
import type { ParcelAction, ParcelController } from './types';
import { TurnView, turnFooter } from './TurnView';
import { useTurnChoice } from './useTurnChoice';
import { whereLine } from './where';
import './parcel.css';

/** A running parade: opening its address resumes it. Table mode draws the new lap and the turns; the end is the phone's. */
export const Play = playScreen('parcel', {
  def: parcelDef,
  View: Running,
  table: {
    load: () => import('./TableView'),
    at: (c) => ['lap', 'turn'].includes(phase(c.state.value, c.setup)),
  },
});

/** What the table must see first on each step: the sentence to say, or the step's heading. */
const STEP_HEAD =
  '.pp-reader .reader-card .say, .pp-turn-head, .pp-step > .pp-route-card:first-child h2, #parcel-count-h, #parcel-over-h';
/**
 * The end of what the step asks for (the sentence, the marker line and the three-player note under it, the swap
 * pickers), kept clear of the pinned footer where it fits.
 */
const STEP_END =
  '.pp-reader .reader-card, .pp-reader .pp-picks, .pp-turn-head, .pp-marker, .pp-step > .pp-three, #parcel-count-h';

/**
 * Each step opens at the top with focus on its heading; then what the table must see (the turn sentence,
 * the new lap's marker line) is kept clear of the pinned footer, for long names at extra-large text.
 */
function showStep(): void {
  const head = document.querySelector<HTMLElement>(STEP_HEAD);
  if (head && !head.hasAttribute('tabindex')) head.tabIndex = -1;
  startStep(head, document.querySelectorAll(STEP_END));
}

function Running({ c }: { c: ParcelController }) {
  useWakeLock();
  const noticeS = useSignal<string | null>(null);
  const redealS = useSignal(false);
  const notice = noticeS.value;
  const redeal = redealS.value;
  const setNotice = (m: string | null) => void (noticeS.value = m);
  const setRedeal = (on: boolean) => void (redealS.value = on);
  const choice = useTurnChoice(c.state.value.turn);
  const setup = c.setup;
  const s = c.state.value;
  const n = setup.names.length;
  const p = phase(s, setup);
  // Before paint, as useStepStart does: the step never shows first at the old scroll and then jumps under a tap.
  useLayoutEffect(showStep, [p, s.turn, redeal, settings.value.readerMode]);
  if (redeal) return <Redeal c={c} onDone={(msg) => (setRedeal(false), setNotice(msg))} />;

  const { lap } = parcelLapOfTurn(n, s.turn);
  const where = whereLine(c);
  const undo = () => (c.undo(), setNotice(null));
  const act = (a: ParcelAction) => c.dispatch(a) && setNotice(null);
  // A refused turn is said beside the buttons that made it, in the pinned footer.
  const refused = <ErrorNotice message={c.error.value} onDismiss={c.dismissError} />;
  const footer =
    p === 'turn' ? (
      <>
        {refused}
        {turnFooter(c, choice, act)}
      </>
    ) : p === 'lap' ? (
      <Button variant="primary" onClick={() => act({ t: 'lap', at: appNow() })}>
        {t`Start lap ${lap}`}
      </Button>
    ) : undefined;
  return (
    <Screen
      title="Parcel Parade"
      where={where}
      onUndo={undo}
      canUndo={c.canUndo.value}
      footer={p === 'over' ? <GameOverFooter c={c} /> : footer}
    >
      <div class="stack pp">
        {p !== 'turn' && refused}
        {c.notice.value && <InfoNotice>{c.notice.value}</InfoNotice>}
        <div role="status">{notice && <InfoNotice>{notice}</InfoNotice>}</div>
        {p === 'turn' && <TurnView c={c} choice={choice} act={act} />}
        {p === 'lap' && <LapIntro setup={setup} lap={lap} again={s.again} />}
        {p === 'score' && <ScoreEntry c={c} act={act} />}
        {p === 'over' && <GameOver c={c} />}
        {p !== 'over' && <Mistakes c={c} onNotice={setNotice} onRedeal={() => setRedeal(true)} />}
        {p === 'over' && (
          <Button variant="quiet" onClick={() => setRedeal(true)}>
            {t`Restart with a corrected deck`}
          </Button>
        )}
        {p !== 'score' && <HowToPlay />}
        {p !== 'score' && <RulesNotes notes={PARCEL_NOTES} />}
      </div>
    </Screen>
  );
}
