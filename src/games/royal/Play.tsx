import { useEffect, useState } from 'preact/hooks';
import { appNow } from '../../platform/clock';
import { store } from '../../platform/store';
import { navigate } from '../../platform/router';
import type { SessionController } from '../controller';
import { finishSession, useSessionController } from '../lifecycle';
import { Button } from '../../ui/Button';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { useWakeLock } from '../../ui/wake-lock';
import { DealStep } from './DealStep';
import { FinalScores } from './FinalScores';
import { historyRecord } from './finish';
import { HowToPlay } from './HowToPlay';
import { RoundStep } from './RoundStep';
import { currentTaker, dealerOf, royalDef } from './session';
import { endWords } from './words';
import type { RoyalAction, RoyalSetup, RoyalState } from './session';
import { Gone } from './Gone';
import { isScorer } from './scorer';
import { ScorerSession } from './Scorer';

export type RoyalController = SessionController<RoyalSetup, RoyalAction, RoyalState>;

function where(s: RoyalState, names: string[]): string {
  if (s.phase === 'deal') return 'Setup · starting cards';
  if (s.phase === 'over') return `Game over after round ${s.round} · results`;
  const dealer = names[dealerOf(s) ?? 0];
  const taker = currentTaker(s);
  const step = taker === null ? 'discard' : `${names[taker]} picks`;
  return `Round ${s.round} · ${dealer} deals · ${step} · deck ${s.deckLeft}`;
}

function GameOver({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    try {
      await c.flush();
      const id = await finishSession(c.id, historyRecord(c.setup, s, appNow()));
      navigate(`/royal-draft/result/${id}`, { replace: true });
    } catch {
      setProblem('The result could not be saved. The game is kept: try again.');
    }
  };
  return (
    <>
      <FinalScores setup={c.setup} rows={s.rows} rounds={s.rounds} end={endWords(s.end, c.setup.players)} />
      <p class="muted">Something wrong? Undo goes back to the last card entered.</p>
      <ErrorNotice message={problem} />
      <div class="screen-foot">
        <Button variant="primary" onClick={save}>Save to history</Button>
      </div>
    </>
  );
}

function Running({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const names = c.setup.players;
  useWakeLock(s.phase !== 'over');
  return (
    <Screen title="Royal Draft" where={where(s, names)} onUndo={() => c.undo()} canUndo={c.canUndo.value}>
      {c.notice.value && <InfoNotice>{c.notice.value}</InfoNotice>}
      {s.phase === 'deal' && <DealStep c={c} />}
      {(s.phase === 'take' || s.phase === 'discard') && <RoundStep c={c} />}
      {s.phase === 'over' && <GameOver c={c} />}
      <HowToPlay />
    </Screen>
  );
}

const Opening = () => (
  <Screen title="Royal Draft">
    <p aria-live="polite">Opening the game…</p>
  </Screen>
);

function Referee({ id }: { id: string }) {
  const loaded = useSessionController(royalDef, id);
  if (loaded.status === 'loading') return <Opening />;
  if (loaded.status === 'missing') return <Gone what="This game is not on this device any more: it may have been finished and saved, or deleted." />;
  return <Running c={loaded.controller} />;
}

/** A running Royal Draft session or a saved scorer row; opening this URL again resumes it exactly. */
export function Play({ id }: { id: string }) {
  const [scorer, setScorer] = useState<boolean | null>(null);
  useEffect(() => {
    store().getSession(id).then((s) => setScorer(isScorer(s?.setup)), () => setScorer(false));
  }, [id]);
  if (scorer === null) return <Opening />;
  return scorer ? <ScorerSession id={id} /> : <Referee id={id} />;
}
