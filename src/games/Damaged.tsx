import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { PATHS } from '../platform/paths';
import { Button } from '../ui/Button';
import type { Damage } from './controller';

/** Why step `step` stopped the replay, as a whole sentence. */
function why(reason: Damage['reason'], read: number, stored: number): string {
  const step = read + 1;
  switch (reason) {
    case 'unreadable':
      return t`Only ${read} of the ${stored} saved steps of this game could be read: step ${step} is not one this version of Tableside knows. The saved game is kept as it is.`;
    case 'refused':
      return t`Only ${read} of the ${stored} saved steps of this game could be read: step ${step} is refused by the rules at that point. The saved game is kept as it is.`;
    default:
      return t`Only ${read} of the ${stored} saved steps of this game could be read: step ${step} could not be applied (a problem in the app). The saved game is kept as it is.`;
  }
}

/** A session that could not be replayed to the end: nothing is saved over it until the players choose to go on. */
export default function Damaged({ damage: d, goOn }: { damage: Damage; goOn: () => Promise<void> }) {
  const problem = useSignal<string | null>(null);
  const tryGoOn = () => goOn().catch(() => (problem.value = t`That did not work: nothing was changed. Try again.`));
  const read = d.read;
  return (
    <div class="banner notice notice-error" role="alert">
      <p>{why(d.reason, d.read, d.stored)}</p>
      <p>{t`Going on from step ${read} keeps a copy of the whole saved game under Resume and in backups.`}</p>
      {problem.value && <p>{problem.value}</p>}
      <p class="row">
        <Button variant="primary" onClick={() => void tryGoOn()}>
          {t`Go on from step ${read}`}
        </Button>
        <a class="btn" href={PATHS.home}>
          {t`Home`}
        </a>
      </p>
    </div>
  );
}
