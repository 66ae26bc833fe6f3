import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../text/i18n';
import { GAMES, gameById } from '../../games/registry';
import { sessionLabel } from '../../games/session-label';
import { gamePath, PATHS, playPath } from '../../platform/paths';
import type { StoredSession } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { store } from '../../platform/store';
import { formatWhen } from '../../platform/format';
import { ErrorNotice } from '../../ui/Notice';
import { Emblem } from '../../ui/Emblem';
import { UndoNotice } from './UndoNotice';
import { useUndoableList } from './useUndoableList';
import './home.css';

const REFUSED = {
  remove: msg`This phone's storage refused to discard that game just now, so it is still here. Try again in a moment.`,
  restore: msg`This phone's storage refused to put the game back just now. Tap Undo discard again in a moment.`,
};

const playerRange = ({ min, max }: { min: number; max: number }) => t`${min}-${max} players`;
const resumeLine = (s: StoredSession) => {
  const game = gameById(s.game).name;
  return t`Resume ${game}`;
};
const discardLabel = (s: StoredSession) => {
  const [game, label] = [gameById(s.game).name, sessionLabel(s)];
  return t`Discard the ${game} game (${label})`;
};
const discardedLine = (s: StoredSession) => {
  const [game, label] = [gameById(s.game).name, sessionLabel(s)];
  return t`Discarded the ${game} game (${label}).`;
};

/** The four games, games in progress to resume, and the way to history and settings. */
export function Home() {
  const list = useUndoableList<StoredSession>({
    load: () => store().listSessions(),
    remove: (s) => store().deleteSession(s.id),
    put: (s) => store().putSession(s),
    order: (a, b) => b.updatedAt - a.updatedAt,
  });
  const sessions = list.items;
  const discarded = list.removed;
  return (
    <Screen title="Tableside" hideTitle docTitle={t`Home`}>
      <ErrorNotice message={list.refused && i18n._(REFUSED[list.refused])} onDismiss={list.dismiss} />
      <UndoNotice action={t`Undo discard`} onUndo={() => void list.restore()}>
        {discarded && discardedLine(discarded)}
      </UndoNotice>
      {sessions && sessions.length > 0 && (
        <section aria-labelledby="resume-h" class="stack">
          <h2 id="resume-h">{t`Resume`}</h2>
          <ul class="plain stack">
            {sessions.map((s) => (
              <li key={s.id}>
                <div class="card resume-item">
                  <a class="game-link" href={playPath(s.game, s.id)}>
                    <Emblem game={s.game} />
                    <strong>{resumeLine(s)}</strong>
                    <span class="muted">
                      {sessionLabel(s)} · {formatWhen(s.updatedAt)}
                    </span>
                  </a>
                  <button
                    type="button"
                    class="btn btn-quiet"
                    onClick={() => void list.remove(s)}
                    aria-label={discardLabel(s)}
                  >
                    {t`Discard`}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="games-h" class="home-games">
        <h2 id="games-h">{t`Games`}</h2>
        <ul class="plain game-grid">
          {GAMES.map((g) => (
            <li key={g.id}>
              {/* The emblem names the game (its image's name); the name drawn under it is that same name, said once. */}
              <a class="card game-link game-tile" href={gamePath(g.id)}>
                <Emblem game={g.id} label={g.name} />
                <strong aria-hidden="true">{g.name}</strong>
                <span class="muted">{playerRange(g.players)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <footer class="home-foot muted">
        <p>{t`The cards stay on the table; this phone keeps time, turns and scores.`}</p>
        <a class="btn" href={PATHS.print}>
          {t`Print cards`}
        </a>
      </footer>
    </Screen>
  );
}
