import { appNow } from '../../platform/clock';
import type { SessionController } from '../controller';
import { FinishLine } from '../finish';
import { startGame } from '../lifecycle';
import { playScreen } from '../SessionScreen';
import { useWakeLock } from '../../ui/wake-lock';
import { FinalScreen } from './Final';
import { historyRecord } from './history';
import type { ChoicesAction } from '../../rules/choices';
import { choicesGame, createSetup, startLabel } from './session';
import type { ChoicesSetup, ChoicesState } from './session';
import { Table } from './Table';
import { standingsOf } from '../../rules/choices';

function Running({ c }: { c: SessionController<ChoicesSetup, ChoicesAction, ChoicesState> }) {
  const state = c.state.value;
  useWakeLock(state.phase.k !== 'done');
  if (state.phase.k !== 'done') return <Table c={c} />;
  return (
    <FinalScreen
      standings={standingsOf(state, c.setup)}
      finish={
        // No picture in this pinned footer: under the final standings it left no room at extra-large text (History
        // offers it for every finished game).
        <FinishLine c={c} over picture={false} record={() => historyRecord(c.setup, state, appNow())} />
      }
      onAgain={() => {
        const players = c.setup.players;
        void createSetup(players).then((setup) => startGame('choices', setup, startLabel(players), players));
      }}
    />
  );
}

/** A running game: opening its address resumes it. */
export const Play = playScreen('choices', { def: choicesGame, View: Running });
