import { useEffect, useState } from 'preact/hooks';
import { settings } from '../../platform/settings';
import type { SessionController } from '../controller';
import { SessionScreen } from '../SessionScreen';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { useWakeLock } from '../../ui/wake-lock';
import { Button } from '../../ui/Button';
import { GameOver, GameOverFooter, ScoreEntry } from './EndScreens';
import { LapIntro } from './LapIntro';
import { Mistakes } from './Mistakes';
import { PARCEL_NOTES } from './notes';
import { Redeal } from './Redeal';
import { lapOf, parcelDef, phase } from './session';
import type { ParcelAction, ParcelSetup, ParcelState } from './session';
import { TurnView, turnFooter } from './TurnView';
import { useTurnChoice } from './useTurnChoice';
import './parcel.css';

export type ParcelController = SessionController<ParcelSetup, ParcelAction, ParcelState>;

export function Play({ id }: { id: string }) {
  return (
    <SessionScreen game="parcel" def={parcelDef} id={id}>
      {(c) => <Running c={c} />}
    </SessionScreen>
  );
}

/**
 * Each step opens at the top; then what the table must see (the turn sentence, or the new lap's route card)
 * is kept clear of the pinned footer, for names too long to fit at extra-large text.
 */
function showStep(): void {
  const page = document.documentElement;
  page.scrollTop = 0;
  const say = document.querySelector('.reader-card .say, .turn-head, .parcel-step > .route-card:first-child')?.getBoundingClientRect();
  const foot = document.querySelector('.screen-foot')?.getBoundingClientRect();
  if (say && foot && say.bottom > foot.top) page.scrollTop = Math.min(say.bottom - foot.top + 8, say.top);
}

function Running({ c }: { c: ParcelController }) {
  useWakeLock();
  const [notice, setNotice] = useState<string | null>(null);
  const [redeal, setRedeal] = useState(false);
  const choice = useTurnChoice(c.state.value.turn);
  const setup = c.setup;
  const s = c.state.value;
  const n = setup.names.length;
  const p = phase(s, setup);
  useEffect(showStep, [p, s.turn, redeal, settings.value.readerMode]);
  if (redeal) return <Redeal c={c} onDone={(msg) => (setRedeal(false), setNotice(msg))} />;

  const lap = lapOf(s.turn, n);
  const where =
    p === 'turn' ? `Lap ${lap} of 4 · turn ${(s.turn % n) + 1} of ${n}` : p === 'lap' ? `Lap ${lap} of 4 · new route` : p === 'score' ? 'Four laps played' : 'Parade over';
  const undo = () => (c.undo(), setNotice(null));
  const act = (a: ParcelAction) => c.dispatch(a) && setNotice(null);
  const footer =
    p === 'turn' ? turnFooter(c, choice, act) : p === 'lap' ? (
      <Button variant="primary" onClick={() => act({ type: 'lap', at: Date.now() })}>
        Start lap {lap}
      </Button>
    ) : undefined;
  return (
    <Screen title="Parcel Parade" where={where} onUndo={undo} canUndo={c.canUndo.value} footer={p === 'over' ? <GameOverFooter c={c} /> : footer}>
      <div class="stack parcel">
        <ErrorNotice message={c.error.value} onDismiss={c.dismissError} />
        {c.notice.value && <InfoNotice>{c.notice.value}</InfoNotice>}
        <div role="status">{notice && <InfoNotice>{notice}</InfoNotice>}</div>
        {p === 'turn' && <TurnView c={c} choice={choice} act={act} />}
        {p === 'lap' && <LapIntro setup={setup} lap={lap} />}
        {p === 'score' && <ScoreEntry c={c} act={act} />}
        {p === 'over' && <GameOver c={c} />}
        {p !== 'over' && <Mistakes c={c} onNotice={setNotice} onRedeal={() => setRedeal(true)} />}
        {p === 'over' && (
          <Button variant="quiet" onClick={() => setRedeal(true)}>
            Restart with a corrected deck
          </Button>
        )}
        {p !== 'score' && <RulesNotes notes={PARCEL_NOTES} />}
      </div>
    </Screen>
  );
}
