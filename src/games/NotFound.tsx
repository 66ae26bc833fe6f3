import { t } from '@lingui/core/macro';
import type { GameId } from '../storage/types';
import { Screen } from '../ui/Screen';
import { gamePath, PATHS } from '../platform/paths';
import { gameById } from './registry';

interface Props {
  title?: string;
  message?: string;
  /** Offers this game's own page as the way on. */
  game?: GameId;
}

/** Something that is not here (a page, a game no longer on this device): say so, and offer a way on. */
export function NotFound({ title = t`Page not found`, message = t`There is nothing at this address.`, game }: Props) {
  return (
    <Screen title={title}>
      <p role="alert">{message}</p>
      <p class="row">
        {game && (
          <a class="btn" href={gamePath(game)}>
            {gameById(game).name}
          </a>
        )}
        <a class="btn" href={PATHS.history}>
          {t`Past games`}
        </a>
        <a class="btn" href={PATHS.home}>
          {t`Go to the home screen`}
        </a>
      </p>
    </Screen>
  );
}
