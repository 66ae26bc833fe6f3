import { t } from '@lingui/core/macro';
import { i18n } from '../../text/i18n';
import { GAMES, gameById } from '../../games/registry';
import { sessionLabel } from '../../games/session-label';
import { gamePath, PATHS, playPath } from '../../platform/paths';
import type { StoredSession } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { store } from '../../platform/store';
import { formatWhen } from '../../platform/format';
import { ErrorNotice } from '../../ui/Notice';
import { UndoNotice } from './UndoNotice';
import { useUndoableList } from './useUndoableList';
import './home.css';

const REFUSED = {
  remove: "This phone's storage refused to discard that game just now, so it is still here. Try again in a moment.",
  restore: "This phone's storage refused to put the game back just now. Tap Undo discard again in a moment.",
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
    <Screen title="Tableside" docTitle="Home">
      <p class="muted">The cards stay on the table; this phone keeps time, turns and scores.</p>
      <ErrorNotice message={list.refused && REFUSED[list.refused]} onDismiss={list.dismiss} />
      <UndoNotice action="Undo discard" onUndo={() => void list.restore()}>
        {discarded && `Discarded the ${gameById(discarded.game).name} game (${sessionLabel(discarded)}).`}
      </UndoNotice>
      {sessions && sessions.length > 0 && (
        <section aria-labelledby="resume-h" class="stack">
          <h2 id="resume-h">Resume</h2>
          <ul class="plain stack">
            {sessions.map((s) => (
              <li key={s.id}>
                <div class="card resume-item">
                  <a class="game-link" href={playPath(s.game, s.id)}>
                    <strong>Resume {gameById(s.game).name}</strong>
                    <span class="muted">
                      {sessionLabel(s)} · {formatWhen(s.updatedAt)}
                    </span>
                  </a>
                  <button
                    type="button"
                    class="btn btn-quiet"
                    onClick={() => void list.remove(s)}
                    aria-label={`Discard the ${gameById(s.game).name} game (${sessionLabel(s)})`}
                  >
                    Discard
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="games-h" class="stack home-games">
        <h2 id="games-h">Games</h2>
        <ul class="plain game-grid">
          {GAMES.map((g) => (
            <li key={g.id}>
              <a class="card game-link" href={gamePath(g.id)}>
                <strong>{g.name}</strong>
                <span class="muted">{t`${g.players.min}-${g.players.max} players`}</span>
                <span>{i18n._(g.blurb)}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          No cards? <a href={PATHS.print}>Print cards</a> for Pattern Relay, Parcel Parade or Royal Draft.
        </p>
      </section>
    </Screen>
  );
}
