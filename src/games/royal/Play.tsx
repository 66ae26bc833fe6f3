import { t } from '@lingui/core/macro';
import type { ComponentType } from 'preact';
import type { SessionController } from '../controller';
import { FinishLine, SAVED_UNDO } from '../finish';
import { gamePath } from '../../platform/paths';
import { playScreen } from '../SessionScreen';
import type { GameDef } from '../session';
import { InfoNotice } from '../../ui/Notice';
import { appNow } from '../../platform/clock';
import { Screen } from '../../ui/Screen';
import { useWakeLock } from '../../ui/wake-lock';
import { DealStep } from './DealStep';
import { FinalScores } from './FinalScores';
import { historyRecord } from './finish';
import { HowToPlay } from './HowToPlay';
import { RoundStep } from './RoundStep';
import { royalDef } from './session';
import { where } from './where';
import { endWords } from './words';
import type { RoyalController, RoyalState } from './types';
import { isScorer, scorerDef } from './scorer';
import { ScorerSession } from './Scorer';
import type { ScorerController } from './Scorer';

function GameOver({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const id = c.finished.value;
  return (
    <>
      <FinalScores setup={c.setup} rows={s.rows} rounds={s.rounds} end={endWords(s.end, c.setup.players)} />
      <FinishLine c={c} over undoAtTop record={() => historyRecord(c.setup, s, appNow())} />
      {id && (
        <div class="screen-foot">
          <a class="btn btn-primary" href={gamePath('royal', 'result', { id })}>
            {t`Results and rematch`}
          </a>
        </div>
      )}
    </>
  );
}

function Running({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const names = c.setup.players;
  const saved = s.phase === 'over' && c.finished.value !== null;
  useWakeLock(s.phase !== 'over');
  return (
    <Screen
      title="Royal Draft"
      where={where(s, names, saved)}
      pinned
      onUndo={() => c.undo()}
      canUndo={c.canUndo.value}
      undoLabel={saved ? SAVED_UNDO : undefined}
    >
      {c.notice.value && <InfoNotice>{c.notice.value}</InfoNotice>}
      {s.phase === 'deal' && <DealStep c={c} />}
      {(s.phase === 'take' || s.phase === 'discard') && <RoundStep c={c} />}
      {s.phase === 'over' && <GameOver c={c} />}
      <HowToPlay />
    </Screen>
  );
}

/** A running Royal Draft session or a saved scorer row; opening this URL again resumes it exactly. */
export const Play = playScreen<unknown, unknown, unknown>('royal', {
  def: (setup) => (isScorer(setup) ? scorerDef : royalDef) as GameDef<unknown, unknown, unknown>,
  View: ({ c }) =>
    isScorer(c.setup) ? <ScorerSession c={c as ScorerController} /> : <Running c={c as unknown as RoyalController} />,
  // The rounds' picks are the table's; the starting cards, the end and the collection scorer stay phone screens.
  table: {
    load: () =>
      import('./TableView') as Promise<{ default: ComponentType<{ c: SessionController<unknown, unknown, unknown> }> }>,
    at: (c) => !isScorer(c.setup) && ['take', 'discard'].includes((c.state.value as RoyalState).phase),
  },
});
