import { useSignal } from '@preact/signals';
import { PATHS } from '../platform/paths';
import { Button } from '../ui/Button';
import type { Damage } from './controller';

const WHY = {
  unreadable: 'is not one this version of Tableside knows',
  refused: 'is refused by the rules at that point',
  failed: 'could not be applied (a problem in the app)',
};

/** A session that could not be replayed to the end: nothing is saved over it until the players choose to go on. */
export default function Damaged({ damage: d, goOn }: { damage: Damage; goOn: () => Promise<void> }) {
  const problem = useSignal<string | null>(null);
  const tryGoOn = () => goOn().catch(() => (problem.value = 'That did not work: nothing was changed. Try again.'));
  return (
    <div class="banner notice notice-error" role="alert">
      <p>
        Only {d.read} of the {d.stored} saved steps of this game could be read: step {d.read + 1} {WHY[d.reason]}. The
        saved game is kept as it is.
      </p>
      <p>Going on from step {d.read} keeps a copy of the whole saved game under Resume and in backups.</p>
      {problem.value && <p>{problem.value}</p>}
      <p class="row">
        <Button variant="primary" onClick={() => void tryGoOn()}>
          Go on from step {d.read}
        </Button>
        <a class="btn" href={PATHS.home}>
          Home
        </a>
      </p>
    </div>
  );
}
