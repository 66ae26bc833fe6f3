import { useEffect, useRef, useState } from 'preact/hooks';
import { navigate } from '../../platform/router';
import { finishSession, startSession, useSessionController } from '../lifecycle';
import { useNow } from '../../ui/time';
import { useWakeLock } from '../../ui/wake-lock';
import { FinalScreen } from './Final';
import { Frame, Lost } from './Frame';
import { historyRecord } from './history';
import { draftOf, overdue } from './phases';
import type { ChoicesAction } from './phases';
import { AnchorScreen, GateScreen, OrderScreen } from './Public';
import { RevealScreen } from './Reveal';
import { choicesGame, createSetup } from './session';
import { AuthorTurn, ReaderTurn } from './Turn';
import { publicView } from './view';

export const BASE = '/pattern-of-choices';

export function Play({ id }: { id: string }) {
  const loaded = useSessionController(choicesGame, id);
  useNow(250); // re-renders four times a second; each render reads the clock itself, so a fresh deadline never shows 41 s
  const now = Date.now();
  const [saved, setSaved] = useState<string | null>(null);
  const finishing = useRef(false);
  const c = loaded.status === 'ready' ? loaded.controller : null;
  const state = c?.state.value;
  useWakeLock(!!state && state.phase.k !== 'done');

  // C8: a deadline that passed (live, or while the app was closed) ends its phase once.
  useEffect(() => {
    if (c && state && overdue(state, now)) c.dispatch({ t: 'expire', at: now });
  }, [c, state, now]);

  useEffect(() => {
    if (!c || state?.phase.k !== 'done' || finishing.current) return;
    finishing.current = true;
    void c
      .flush()
      .then(() => finishSession(id, historyRecord(c.setup, state, Date.now())))
      .then(() => setSaved('Saved to the history.'))
      .catch(() => setSaved('These scores could not be saved: note them down.'));
  }, [c, state, id]);

  if (loaded.status === 'loading') return <Frame where="Opening the game…">{null}</Frame>;
  if (!c || !state) return <Lost where="Game not found" message="This game is not on this device any more. A finished game is kept in the history." />;

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
          saved={saved}
          onAgain={() => {
            const players = c.setup.players;
            void startSession('choices', createSetup(players), `${players.join(', ')} - about to start`, players).then((next) =>
              navigate(`${BASE}/play/${next}`),
            );
          }}
        />
      );
  }
}
