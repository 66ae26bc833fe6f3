import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { finishedPath } from '../platform/paths';
import { navigate } from '../platform/router';
import { store } from '../platform/store';
import { Screen } from '../ui/Screen';
import type { GameId } from '../storage/types';
import { NotFound } from './NotFound';

const MESSAGES = {
  missing: () =>
    t`This game is not on this device any more: it may have been finished and saved to history, or discarded.`,
  gone: () => t`This game was finished or discarded in another tab or window. A finished game is in the history.`,
  unreadable: (label: string) =>
    label
      ? t`This saved game (${label}) cannot be opened: its setup is not one this version of Tableside can read. It is kept on this device as it is.`
      : t`This saved game cannot be opened: its setup is not one this version of Tableside can read. It is kept on this device as it is.`,
};

interface Props {
  title: string;
  game: GameId;
  id: string;
  /** No game in progress with this id; finished or discarded in another tab; a setup this version cannot read. */
  why: keyof typeof MESSAGES;
  /** The saved game's label, for `unreadable`. */
  label?: string;
}

/**
 * A game's play address that shows no game: rare, so a chunk of its own. With no game in progress under this id, a
 * game that ended is saved to history under the same id (a reload of its result lands here), so that record opens in
 * its place; otherwise the screen says why there is no game.
 */
export default function Unavailable({ title, game, id, why, label = '' }: Props) {
  const checked = useSignal(why !== 'missing');
  useEffect(() => {
    if (why !== 'missing') return;
    let live = true;
    store()
      .getHistory(id)
      .catch(() => undefined)
      .then((r) => {
        if (!live) return;
        if (r) navigate(finishedPath(id), { replace: true });
        else checked.value = true;
      });
    return () => {
      live = false;
    };
  }, [id, why]);
  if (!checked.value)
    return (
      <Screen title={title}>
        <p role="status">{t`Opening the game…`}</p>
      </Screen>
    );
  return <NotFound title={title} game={game} message={MESSAGES[why](label)} />;
}
