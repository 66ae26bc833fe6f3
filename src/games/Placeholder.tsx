import type { GameEntry } from './registry';
import { Screen } from '../ui/Screen';

/** Shown for a game whose screens are still being built: what it is, and what is coming. Never an empty page. */
export function Placeholder({ entry, summary }: { entry: GameEntry; summary: string[] }) {
  return (
    <Screen title={entry.name} where={entry.players}>
      <h2>The game in short</h2>
      <ul>
        {summary.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p class="notice">The referee for this game is coming in a later version of the app.</p>
      <a class="btn" href="/">Back to the games</a>
    </Screen>
  );
}
