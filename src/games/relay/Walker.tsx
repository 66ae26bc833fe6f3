import { useEffect, useState } from 'preact/hooks';
import { settings, updateSettings } from '../../platform/settings';
import { formatWhen } from '../../platform/format';
import { RELAY_PICKS } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { unlockCues } from '../../ui/cues';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { ReaderCard } from '../../ui/ReaderCard';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { useNow } from '../../ui/time';
import type { SessionController } from '../controller';
import { FinishLine } from '../finish';
import { EditDisplays } from './EditDisplays';
import { historyRecord, results } from './results';
import { ResultsView } from './ResultsView';
import { RoundScores } from './RoundScores';
import type { RelayAction, RelaySetup, RelayState, Round } from './session';
import { BASE, rematchSetup, startRelay } from './start';
import { CountView, PassView, REVEAL_MS, StepDetails } from './Steps';
import { RULE_NOTES, readerOf, script } from './words';
import './relay.css';

const NOT_SAVED = 'Could not save on this device; nothing is lost. Try again.';

export type RelayController = SessionController<RelaySetup, RelayAction, RelayState>;

function mainAction(s: RelayState, counting: boolean): [string, RelayAction | 'rematch' | null] {
  switch (s.step) {
    case 'deal': return ['Dealt: start pick 1', { t: 'next' }];
    case 'choose': return ['Everyone has chosen', { t: 'next' }];
    case 'ready': return s.ready.every(Boolean) ? ['Start the count: three, two, one, reveal', { t: 'count', at: 0 }] : ['Everyone is ready', { t: 'allReady' }];
    case 'count': return counting ? ['Counting…', null] : ['Tiles are face up: place them', { t: 'next' }];
    case 'place': return [s.pick < RELAY_PICKS ? 'All placed: pass the rest' : 'All placed: discard the last tile', { t: 'next' }];
    case 'pass': return [`Passed: go to pick ${s.pick + 1}`, { t: 'next' }];
    case 'discard': return [`Discarded: score round ${s.round}`, { t: 'next' }];
    case 'score': return [`Confirm round ${s.round} scores`, { t: 'confirm', round: s.round }];
    case 'results': return ['Rematch, same seats', 'rematch'];
  }
}

/** The pick walker: one step at a time, in normal or reader mode; every step can be undone. */
export function Walker({ c }: { c: RelayController }) {
  const s = c.state.value;
  const setup = c.setup;
  const { readerMode, voice } = settings.value;
  const [editing, setEditing] = useState<{ round: Round; seat: number } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const saved = c.finished.value !== null;
  const now = useNow(s.step === 'count' ? 200 : 60_000);
  const counting = s.step === 'count' && s.countAt !== null && now < s.countAt + REVEAL_MS;
  const act = (a: RelayAction) => void c.dispatch(a);
  // Each step is a new screen: start it at its sentence (reader mode: the card at the top, above the pinned Next).
  useEffect(() => {
    if (readerMode) document.querySelector('.reader.relay')?.scrollIntoView();
    else scrollTo(0, 0);
  }, [s.round, s.pick, s.step, readerMode, editing]);
  if (editing) return <EditDisplays c={c} at={editing} onDone={() => setEditing(null)} />;

  const over = s.step === 'results';
  const rounds = over ? results(setup.players, s.scores as number[][]) : null;
  const [label, action] = mainAction(s, counting);
  const run = () => {
    if (action === 'rematch') return void startRelay(rematchSetup(setup)).catch(() => setSaveError(NOT_SAVED));
    if (!action) return;
    if (action.t === 'count') unlockCues();
    act(action.t === 'count' ? { t: 'count', at: Date.now() } : action);
  };
  const { say, next } = script(setup, s, counting);
  const where = saved ? 'Results · saved to history' : over ? 'Results' : `Round ${s.round} · ${s.step === 'score' ? 'scoring' : `pick ${s.pick} of ${RELAY_PICKS}`} · reader ${readerOf(setup, s.round)}`;
  const notices = (
    <>
      <ErrorNotice message={c.error.value ?? saveError} onDismiss={() => (c.dismissError(), setSaveError(null))} />
      {c.notice.value && <InfoNotice>{c.notice.value}</InfoNotice>}
    </>
  );
  const scoring = s.step === 'score' && <RoundScores s={s} setup={setup} onEdit={(round, seat) => setEditing({ round, seat })} />;

  return (
    <Screen
      title="Pattern Relay"
      where={where}
      onUndo={c.undo}
      canUndo={c.canUndo.value}
      footer={
        <div class={readerMode ? 'reader' : undefined}>
          <Button variant="primary" onClick={run} disabled={action === null || (over && !saved)}>
            {label}
          </Button>
        </div>
      }
    >
      {readerMode ? (
        <div class="reader relay">
          {notices}
          <ReaderCard say={say} next={next}>
            {s.step === 'count' && <CountView countAt={s.countAt} />}
            {s.step === 'pass' && <PassView setup={setup} s={s} />}
            {scoring}
          </ReaderCard>
        </div>
      ) : (
        <section class="relay relay-step stack">
          {notices}
          <p class="relay-say" aria-live="polite">{say}</p>
          <StepDetails setup={setup} s={s} act={act} onEnter={(seat) => setEditing({ round: s.round, seat })} />
          {scoring}
          {!over && <p class="muted">{next}</p>}
        </section>
      )}
      <FinishLine c={c} over={over} record={() => historyRecord({ setup, rounds: s.scores as number[][], displays: s.displays }, Date.now())} />
      {rounds && <ResultsView r={rounds} when={formatWhen(Date.now())} />}
      {saved && (
        <div class="row">
          <a class="btn" href="/history">Past games</a>
          <a class="btn" href={BASE}>New game</a>
        </div>
      )}
      <div class="relay-tools">
        <Button aria-pressed={readerMode} onClick={() => void updateSettings({ readerMode: !readerMode })}>
          Reader mode
        </Button>
        <Button aria-pressed={voice} onClick={() => void updateSettings({ voice: !voice })}>
          Voice
        </Button>
        {s.step === 'count' && !counting && <Button onClick={() => act({ t: 'count', at: Date.now() })}>Count again</Button>}
        {!over && s.step !== 'score' && <Button onClick={() => setEditing({ round: s.round, seat: 0 })}>Displays</Button>}
        {s.round === 2 && !saved && <Button onClick={() => setEditing({ round: 1, seat: 0 })}>Round 1 displays</Button>}
      </div>
      <RulesNotes notes={RULE_NOTES} />
    </Screen>
  );
}
