import { useEffect } from 'preact/hooks';
import type { SessionController } from '../controller';
import { FinishLine } from '../finish';
import { startGame } from '../lifecycle';
import { SessionScreen } from '../SessionScreen';
import { useNow } from '../../ui/time';
import { useWakeLock } from '../../ui/wake-lock';
import { FinalScreen } from './Final';
import { historyRecord } from './history';
import { draftOf, overdue } from './phases';
import type { ChoicesAction } from './phases';
import { AnchorScreen, GateScreen, OrderScreen } from './Public';
import { RevealScreen } from './Reveal';
import { choicesGame, createSetup } from './session';
import type { ChoicesSetup, ChoicesState } from './session';
import { AuthorTurn, ReaderTurn } from './Turn';
import { publicView } from './view';

export function Play({ id }: { id: string }) {
  return (
    <SessionScreen game="choices" def={choicesGame} id={id}>
      {(c) => <Running c={c} />}
    </SessionScreen>
  );
}

function Running({ c }: { c: SessionController<ChoicesSetup, ChoicesAction, ChoicesState> }) {
  useNow(250); // re-renders four times a second; each render reads the clock itself, so a fresh deadline never shows 41 s
  const now = Date.now();
  const state = c.state.value;
  useWakeLock(state.phase.k !== 'done');

  // C8: a deadline that passed (live, or while the app was closed) ends its phase once, in the tab that holds the game.
  const writable = c.writable.value;
  useEffect(() => {
    if (writable && overdue(state, now)) c.dispatch({ t: 'expire', at: now });
  }, [c, state, now, writable]);

  const view = publicView(state, c.setup, now);
  const dispatch = (a: ChoicesAction) => void c.dispatch(a);
  const error = c.error.value;
  const key = JSON.stringify(state.phase);
  switch (view.k) {
    case 'order':
      return <OrderScreen view={view} dispatch={dispatch} error={error} />;
    case 'gate':
      return <GateScreen key={key} view={view} dispatch={dispatch} error={error} />;
    case 'author':
      return <AuthorTurn key={key} view={view} draft={draftOf(state)} now={now} dispatch={dispatch} error={error} />;
    case 'anchor':
      return <AnchorScreen view={view} dispatch={dispatch} error={error} />;
    case 'reader':
      return <ReaderTurn key={key} view={view} draft={draftOf(state)} now={now} dispatch={dispatch} error={error} />;
    case 'reveal':
      return <RevealScreen key={key} view={view} now={now} dispatch={dispatch} error={error} />;
    case 'done':
      return (
        <FinalScreen
          standings={view.standings}
          finish={<FinishLine c={c} over record={() => historyRecord(c.setup, state, Date.now())} />}
          onAgain={() => {
            const players = c.setup.players;
            void startGame('choices', createSetup(players), `${players.join(', ')} - about to start`, players);
          }}
        />
      );
  }
}
