import { useEffect, useState } from 'preact/hooks';
import { GAMES, gameById, playPath } from '../../games/registry';
import type { StoredSession } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { store } from '../store';
import { formatWhen } from '../format';

/** The four games, games in progress to resume, and the way to history and settings. */
export function Home() {
  const [sessions, setSessions] = useState<StoredSession[] | null>(null);
  useEffect(() => {
    store()
      .listSessions()
      .then(setSessions)
      .catch(() => setSessions([]));
  }, []);
  return (
    <Screen title="Tableside" docTitle="Home">
      <p class="muted">The cards stay on the table; this phone keeps time, turns and scores.</p>
      {sessions && sessions.length > 0 && (
        <section aria-labelledby="resume-h" class="stack">
          <h2 id="resume-h">Resume</h2>
          <ul class="plain stack">
            {sessions.map((s) => (
              <li key={s.id}>
                <a class="card game-link" href={playPath(s.game, s.id)}>
                  <strong>Resume {gameById(s.game).name}</strong>
                  <span class="muted">
                    {s.label} · {formatWhen(s.updatedAt)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="games-h" class="stack" style={{ marginTop: '1.5rem' }}>
        <h2 id="games-h">Games</h2>
        <ul class="plain game-grid">
          {GAMES.map((g) => (
            <li key={g.id}>
              <a class="card game-link" href={`/${g.slug}`}>
                <strong>{g.name}</strong>
                <span class="muted">{g.players}</span>
                <span>{g.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Screen>
  );
}
