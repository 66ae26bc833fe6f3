import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../text/i18n';
import { gameById } from '../../games/registry';
import { sessionLabel } from '../../games/session-label';
import { sessionFaces } from '../../games/faces';
import { playPath } from '../../platform/paths';
import type { StoredSession } from '../../storage/types';
import { store } from '../../platform/store';
import { formatWhen } from '../../platform/format';
import { ErrorNotice } from '../../ui/Notice';
import { Emblem } from '../../ui/Emblem';
import { PlayerTag } from '../../ui/PlayerTag';
import { UndoNotice } from './UndoNotice';
import { useUndoableList } from './useUndoableList';
import './resume.css';

// Home's games in progress: what storage holds is read after the first paint, so this part of Home is a chunk of
// its own, fetched beside that read (with the words of every lazy part: src/locales/<locale>/common.po).

const REFUSED = {
  remove: msg`This phone's storage refused to discard that game just now, so it is still here. Try again in a moment.`,
  restore: msg`This phone's storage refused to put the game back just now. Tap Undo discard again in a moment.`,
};

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

/** The games in progress to resume, newest first, each with a Discard that can be undone. */
export function Resume() {
  const list = useUndoableList<StoredSession>({
    load: () => store().listSessions(),
    remove: (s) => store().deleteSession(s.id),
    put: (s) => store().putSession(s),
    order: (a, b) => b.updatedAt - a.updatedAt,
  });
  const sessions = list.items;
  const discarded = list.removed;
  return (
    <>
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
                    <Players session={s} />
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
    </>
  );
}

/** Who plays a game in progress, each with their colour and mark, in seat order (none for a game without players). */
function Players({ session }: { session: StoredSession }) {
  const { players, faces } = sessionFaces(session);
  if (players.length === 0) return null;
  return (
    <span class="resume-players">
      {players.map((name, i) => (
        <PlayerTag key={name} name={name} face={faces[i]} />
      ))}
    </span>
  );
}
