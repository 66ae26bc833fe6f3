import { t } from '@lingui/core/macro';
import type { ComponentChildren, ComponentType } from 'preact';
import { computed, useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { Button } from '../ui/Button';
import { Lazy } from '../ui/Lazy';
import { TableFaces } from '../ui/PlayerTag';
import { ReadOnly } from '../ui/read-only';
import { Screen } from '../ui/Screen';
import { activeGame } from './active';
import type { GamePlay, TablePlay } from './chunk';
import { settings, updateSettings } from '../platform/settings';
import type { SessionController } from './controller';
import { openSession } from './open-session';
import type { DefFor } from './open-session';
import { gameById } from './registry';
import type { GameId } from '../storage/types';
import { PATHS } from '../platform/paths';

interface Props<S, A, St> {
  game: GameId;
  def: DefFor<S, A, St>;
  id: string;
  children: (c: SessionController<S, A, St>) => ComponentChildren;
  table?: TablePlay<S, A, St> | undefined;
}

/**
 * A game's play route (`/<game>/play/:id`): the machinery's frame around the
 * game's definition and view. The game's chunk exports what this makes, once, as its `Play`.
 */
export function playScreen<S, A, St>(
  game: GameId,
  { def, View, table }: GamePlay<S, A, St>,
): ComponentType<{ id: string }> {
  return ({ id }) => (
    <SessionScreen game={game} def={def} id={id} table={table}>
      {(c) => <View c={c} />}
    </SessionScreen>
  );
}

/** Rare (a saved game only part of which can be read), so its banner is a chunk of its own. */
const loadDamaged = () => import('./Damaged');
/** Rare too: a play address with no game to show (finished, discarded, or unreadable here). */
const loadUnavailable = () => import('./Unavailable');

/** Storage that has not answered by then gets a word of explanation instead of an endless "Opening". */
const SLOW_MS = 4000;

/**
 * The one frame around every game in progress: opening, not on this device,
 * unreadable, damaged, held by another tab, finished elsewhere; and the
 * game itself once it can be shown. Every game's play route is this screen.
 */
function SessionScreen<S, A, St>({ game, def, id, children, table }: Props<S, A, St>) {
  const session = useMemo(() => openSession(def, id), [id]);
  useEffect(() => () => session.dispose(), [session]);
  const opened = session.opened.value;
  const c = opened.k === 'ready' ? opened.c : null;
  useEffect(() => {
    if (!c) return;
    const mine = { id, saveState: c.saveState, running: computed(() => c.finished.value === null) };
    activeGame.value = mine;
    return () => {
      if (activeGame.peek() === mine) activeGame.value = null;
    };
  }, [c, id]);

  const title = gameById(game).name;
  if (opened.k === 'loading') return <Opening title={title} />;
  const unavailable = (why: 'missing' | 'gone' | 'unreadable', label?: string) => (
    <Lazy load={loadUnavailable} props={{ title, game, id, why, label }} title={title} waiting="Opening the game…" />
  );
  if (opened.k === 'missing') return unavailable('missing');
  if (opened.k === 'unreadable') return unavailable('unreadable', opened.label);
  const ctl = opened.c;
  const blocked = ctl.blocked.value;
  if (blocked === 'gone') return unavailable('gone');
  const readOnly = blocked !== null || session.held.value !== true;
  return (
    <>
      {blocked === 'elsewhere' && (
        <div class="banner notice" role="status" data-held="elsewhere">
          <p>
            This game is open in another tab or window. It is shown here read-only, so no step is lost between the two.
          </p>
          <Button variant="primary" onClick={() => session.takeOver()}>
            Use it here
          </Button>
        </div>
      )}
      {blocked === 'damaged' && ctl.damage && (
        <Lazy load={loadDamaged} props={{ damage: ctl.damage, goOn: () => ctl.continueFromReadable() }} />
      )}
      {session.refreshed.value && !readOnly && (
        <div class="banner notice" role="status">
          This game had changed in another tab or window; this is its latest state.
        </div>
      )}
      <div class="session" data-read-only={readOnly || undefined}>
        <TableFaces players={ctl.faces.players} faces={ctl.faces.faces}>
          {table && !readOnly && settings.value.tableMode && table.at(ctl) ? (
            <Lazy load={table.load} props={{ c: ctl }} waiting={t`Opening table mode…`} />
          ) : (
            <>
              {table && !readOnly && <TableOffer wide />}
              <ReadOnly.Provider value={readOnly}>{children(ctl)}</ReadOnly.Provider>
              {table && !readOnly && <TableOffer />}
            </>
          )}
        </TableFaces>
      </div>
    </>
  );
}

/**
 * Table mode, offered above the game on a screen 768 px wide or more (a tablet lying on the table) and at the end of
 * the game's screen at any size (the CSS shows one of the two). A step that stays a phone screen says so.
 */
function TableOffer({ wide = false }: { wide?: boolean }) {
  const on = settings.value.tableMode;
  return (
    // A landmark of its own (it sits beside the screen's main, not in it), named as its button.
    <aside class={wide ? 'table-offer table-offer-wide' : 'table-offer'} aria-label={t`Table mode`}>
      {wide && !on && (
        <p>{t`Device lying in the middle of the table? Table mode turns each player's part toward them.`}</p>
      )}
      {on && <p>{t`This step is on the phone layout; table mode comes back at the next step.`}</p>}
      <Button aria-pressed={on} onClick={() => void updateSettings({ tableMode: !on })}>
        {t`Table mode`}
      </Button>
    </aside>
  );
}

function Opening({ title }: { title: string }) {
  const slow = useSignal(false);
  useEffect(() => {
    const t = setTimeout(() => (slow.value = true), SLOW_MS);
    return () => clearTimeout(t);
  }, [slow]);
  return (
    <Screen title={title}>
      <p role="status">{t`Opening the game…`}</p>
      {slow.value && (
        <p>
          The device's storage is slow to answer. The game is kept; <a href={PATHS.home}>go home</a> and open it again
          later if this stays.
        </p>
      )}
    </Screen>
  );
}
