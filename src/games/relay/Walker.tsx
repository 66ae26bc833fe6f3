import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { appNow } from '../../platform/clock';
import { formatWhen } from '../../platform/format';
import { settings, updateSettings } from '../../platform/settings';
import { RELAY_PICKS } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { unlockCues } from '../../ui/cues';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { ReaderCard } from '../../ui/ReaderCard';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { useStepStart } from '../../ui/step';
import { FinishLine, SAVED_UNDO } from '../finish';
import { EditDisplays } from './EditDisplays';
import { HowToPlay } from './HowToPlay';
import { historyRecord, results, winnerLine } from './results';
import { ResultsView } from './ResultsView';
import { RoundScores } from './RoundScores';
import { finalRounds } from './session';
import type { RelayAction, RelayController, RelaySetup, RelayState, Round } from './types';
import { BASE, rematchSetup, startRelay } from './start';
import { CountView, PassView, StepDetails } from './Steps';
import { useCounting } from './useCounting';
import { RULE_NOTES, readerOf, script } from './words';
import './relay.css';
import { PATHS } from '../../platform/paths';

const notSaved = () => t`Could not save on this device; nothing is lost. Try again.`;

type Main = RelayAction | 'rematch' | 'reveal' | 'count' | null;

/** The main button for each step. A pick takes three taps: ready and count, placed, passed. */
export function mainAction(s: RelayState, counting: boolean): [string, Main] {
  const [next, round] = [s.pick + 1, s.round];
  switch (s.step) {
    case 'deal':
      return [t`Dealt: start pick 1`, { t: 'next' }];
    case 'choose':
    case 'ready':
      return [t`Everyone is ready: count`, 'reveal'];
    case 'count':
      return counting ? [t`Counting…`, null] : [t`Tiles are face up: place them`, { t: 'next' }];
    case 'place':
      if (counting) return [t`Counting…`, null];
      return [
        s.pick < RELAY_PICKS ? t`All placed: pass the rest` : t`All placed: discard the last tile`,
        { t: 'next' },
      ];
    case 'pass':
      return [t`Passed: go to pick ${next}`, { t: 'next' }];
    case 'discard':
      return [t`Discarded: score round ${round}`, { t: 'next' }];
    case 'score':
      return [t`Confirm round ${round} scores`, { t: 'confirm', round: s.round }];
    case 'results':
      return [t`Rematch, same seats`, 'rematch'];
  }
}

/** Where we are, always on screen: round, pick and reader. */
export function whereLine(setup: RelaySetup, s: RelayState, saved: boolean): string {
  if (saved) return t`Results · saved to history`;
  if (s.step === 'results') return t`Results`;
  const [round, pick, picks, reader] = [s.round, s.pick, RELAY_PICKS, readerOf(setup, s.round)];
  return s.step === 'score'
    ? t`Round ${round} · scoring · reader ${reader}`
    : t`Round ${round} · pick ${pick} of ${picks} · reader ${reader}`;
}

/** The pick walker: one step at a time, in normal or reader mode; every step can be undone. */
export function Walker({ c }: { c: RelayController }) {
  const s = c.state.value;
  const setup = c.setup;
  const { readerMode, voice } = settings.value;
  const editing = useSignal<{ round: Round; seat: number } | null>(null);
  const saveError = useSignal<string | null>(null);
  const saved = c.finished.value !== null;
  const counting = useCounting(s.step === 'count' || s.step === 'place' ? s.countAt : null);
  // A step change starts at the step: the page at its top (the round and pick line, Undo) and focus on the sentence.
  // A new count ('Count again', tapped from below the step) starts it afresh too: the sentence and the count in sight.
  const sayRef = useStepStart<HTMLParagraphElement>(
    `${s.round}/${s.pick}/${s.step}/${s.countAt}/${readerMode}/${editing.value !== null}`,
  );
  if (editing.value) return <EditDisplays c={c} at={editing.value} onDone={() => (editing.value = null)} />;

  const rounds = finalRounds(s);
  const r = rounds && results(setup.players, rounds);
  const [label, action] = mainAction(s, counting);
  const run = () => {
    if (action === 'rematch') return void startRelay(rematchSetup(setup)).catch(() => (saveError.value = notSaved()));
    if (action === 'reveal' || action === 'count') {
      unlockCues();
      return void c.dispatch({ t: action, at: appNow() });
    }
    if (action) c.dispatch(action);
  };
  const countAgain = () => {
    unlockCues();
    c.dispatch({ t: 'count', at: appNow() });
  };
  // At the end the sentence is the outcome itself, so who won opens in sight at every text size.
  const line = script(setup, s, counting);
  const { say, next } = r ? { ...line, say: winnerLine(r) } : line;
  const error = c.error.value ?? saveError.value;
  const dismiss = () => {
    c.dismissError();
    saveError.value = null;
  };
  const onEdit = (round: Round, seat: number) => (editing.value = { round, seat });
  const scoring = s.step === 'score' && <RoundScores s={s} setup={setup} onEdit={onEdit} />;
  const revealed = (s.step === 'count' || s.step === 'place') && !counting;

  return (
    <Screen
      title="Pattern Relay"
      where={whereLine(setup, s, saved)}
      pinned
      onUndo={c.undo}
      canUndo={c.canUndo.value}
      undoLabel={saved ? SAVED_UNDO : undefined}
      footer={
        <div class={readerMode ? 'relay-foot relay-reader-foot' : 'relay-foot'}>
          {/* A refusal of the main action appears beside it, announced. */}
          <ErrorNotice message={error} onDismiss={dismiss} />
          <Button variant="primary" onClick={run} disabled={action === null || (action === 'rematch' && !saved)}>
            {label}
          </Button>
        </div>
      }
    >
      {c.notice.value && <InfoNotice>{c.notice.value}</InfoNotice>}
      {readerMode ? (
        <div class="relay-reader">
          <ReaderCard say={say} next={next} sayRef={sayRef}>
            {counting && <CountView countAt={s.countAt} />}
            {s.step === 'pass' && <PassView setup={setup} s={s} />}
            {scoring}
          </ReaderCard>
        </div>
      ) : (
        <section class="relay-step stack">
          <p class="relay-say" aria-live="polite" tabIndex={-1} ref={sayRef}>
            {say}
          </p>
          <StepDetails setup={setup} s={s} counting={counting} onEnter={(seat) => onEdit(s.round, seat)} />
          {scoring}
          {!r && <p class="muted">{next}</p>}
        </section>
      )}
      {r && <ResultsView r={r} when={formatWhen(appNow())} />}
      {rounds && (
        <FinishLine
          c={c}
          over
          undoAtTop
          record={() => historyRecord({ setup, rounds, displays: s.displays }, appNow())}
        />
      )}
      {saved && (
        <div class="row">
          <a class="btn" href={PATHS.history}>
            {t`Past games`}
          </a>
          <a class="btn" href={BASE}>
            {t`New game`}
          </a>
        </div>
      )}
      <div class="relay-tools">
        {revealed && <Button onClick={countAgain}>{t`Count again`}</Button>}
        <Button aria-pressed={readerMode} onClick={() => void updateSettings({ readerMode: !readerMode })}>
          {t`Reader mode`}
        </Button>
        <Button aria-pressed={voice} onClick={() => void updateSettings({ voice: !voice })}>
          {t`Voice`}
        </Button>
        {!r && s.step !== 'score' && <Button onClick={() => onEdit(s.round, 0)}>{t`Displays`}</Button>}
        {s.round > 1 && !saved && <Button onClick={() => onEdit(1, 0)}>{t`Round 1 displays`}</Button>}
      </div>
      <HowToPlay />
      <RulesNotes notes={RULE_NOTES} />
    </Screen>
  );
}
