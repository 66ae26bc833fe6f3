import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { appNow } from '../../platform/clock';
import { navigate } from '../../platform/router';
import { finishSession, startSession, useSessionController } from '../lifecycle';
import { useWakeLock } from '../../ui/wake-lock';
import { FinalScreen } from './Final';
import { Frame, Lost } from './Frame';
import { historyRecord } from './history';
import { choicesGame, createSetup, startLabel } from './session';
import { Table } from './Table';
import { standingsOf } from './view';

export const BASE = '/pattern-of-choices';

export function Play({ id }: { id: string }) {
  const loaded = useSessionController(choicesGame, id);
  const saved = useSignal<string | null>(null);
  const finishing = useRef(false);
  const c = loaded.status === 'ready' ? loaded.controller : null;
  const state = c?.state.value;
  useWakeLock(!!state && state.phase.k !== 'done');

  useEffect(() => {
    if (!c || state?.phase.k !== 'done' || finishing.current) return;
    finishing.current = true;
    void c
      .flush()
      .then(() => finishSession(id, historyRecord(c.setup, state, appNow())))
      .then(() => (saved.value = 'Saved to the history.'))
      .catch(() => (saved.value = 'These scores could not be saved: note them down.'));
  }, [c, state, id]);

  if (loaded.status === 'loading') return <Frame where="Opening the game…">{null}</Frame>;
  if (!c || !state) return <Lost where="Game not found" message="This game is not on this device any more. A finished game is kept in the history." />;

  if (state.phase.k !== 'done') return <Table c={c} />;
  return (
    <FinalScreen
      standings={standingsOf(state, c.setup)}
      saved={saved.value}
      onAgain={() => {
        const players = c.setup.players;
        void startSession('choices', createSetup(players), startLabel(players), players).then((next) => navigate(`${BASE}/play/${next}`));
      }}
    />
  );
}
