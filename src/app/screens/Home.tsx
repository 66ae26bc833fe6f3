import { t } from '@lingui/core/macro';
import { GAMES } from '../../games/registry';
import { gamePath, PATHS } from '../../platform/paths';
import { Screen } from '../../ui/Screen';
import { Lazy } from '../../ui/Lazy';
import { Emblem } from '../../ui/Emblem';
import './home.css';

const playerRange = ({ min, max }: { min: number; max: number }) => t`${min}-${max} players`;
/** The games in progress: a part of Home fetched beside storage's answer (Resume.tsx). */
const resume = () => import('./Resume').then((m) => ({ default: m.Resume }));

/** The games in progress first, then the four games, and the way to the printable cards. */
export function Home() {
  return (
    <Screen title="Tableside" hideTitle docTitle={t`Home`}>
      <Lazy load={resume} props={{}} waiting="" />
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
