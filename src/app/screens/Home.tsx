import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { i18n } from '../../text/i18n';
import { GAMES } from '../../games/registry';
import { gamePath, PATHS } from '../../platform/paths';
import { Screen } from '../../ui/Screen';
import { Lazy } from '../../ui/Lazy';
import './home.css';

const playerRange = ({ min, max }: { min: number; max: number }) => t`${min}-${max} players`;
/** The games in progress: a part of Home fetched beside storage's answer (Resume.tsx). */
const resume = () => import('./Resume').then((m) => ({ default: m.Resume }));

/** The four games, games in progress to resume, and the way to history and settings. */
export function Home() {
  return (
    <Screen title="Tableside" docTitle={t`Home`}>
      <p class="muted">{t`The cards stay on the table; this phone keeps time, turns and scores.`}</p>
      <Lazy load={resume} props={{}} waiting="" />
      <section aria-labelledby="games-h" class="stack home-games">
        <h2 id="games-h">{t`Games`}</h2>
        <ul class="plain game-grid">
          {GAMES.map((g) => (
            <li key={g.id}>
              <a class="card game-link" href={gamePath(g.id)}>
                <strong>{g.name}</strong>
                <span class="muted">{playerRange(g.players)}</span>
                <span>{i18n._(g.blurb)}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <Tagged
            text={t`No cards? <0>Print cards</0> for Pattern Relay, Parcel Parade or Royal Draft.`}
            parts={{ 0: <a href={PATHS.print} /> }}
          />
        </p>
      </section>
    </Screen>
  );
}
