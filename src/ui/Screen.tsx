import type { ComponentChildren } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import { ReadOnly } from './read-only';
import { t } from '@lingui/core/macro';
import type { GameId } from '../storage/types';
import { Emblem } from './Emblem';

interface Props {
  /** The screen's heading, e.g. "Pattern Relay". */
  title: string;
  /** Where we are, e.g. "Round 2 - pick 3 of 6". Always visible. */
  where?: string;
  /** Page title for the tab; defaults to the heading. Never put secrets here. */
  docTitle?: string;
  /** The game whose emblem stands beside the heading (a game's own landing page). */
  game?: GameId;
  /** The heading for screen readers only, where the screen shows what it says already (Home: the brand in the top bar). */
  hideTitle?: boolean;
  onUndo?: () => void;
  canUndo?: boolean;
  /** Undo's accessible name where "Undo" alone does not say enough (it starts with "Undo", the visible word). */
  undoLabel?: string;
  /**
   * A game in play: the where-line and Undo sit in a compact bar pinned to the top
   * while the step scrolls below it, so neither is ever scrolled away; the title
   * stays above it and scrolls.
   */
  pinned?: boolean;
  /** The main action(s), pinned to the thumb zone. */
  footer?: ComponentChildren;
  children: ComponentChildren;
}

/** Every screen's frame: heading and place, undo, content, and the main action at the bottom. */
export function Screen({
  title,
  where,
  docTitle,
  game,
  hideTitle,
  onUndo,
  canUndo,
  undoLabel,
  pinned = false,
  footer,
  children,
}: Props) {
  const readOnly = useContext(ReadOnly);
  useEffect(() => {
    const page = docTitle ?? title;
    document.title = t`${page} - Tableside`;
  }, [docTitle, title]);
  const undo = onUndo && (
    <button type="button" class="btn" onClick={onUndo} disabled={canUndo === false || readOnly} aria-label={undoLabel}>
      {t`Undo`}
    </button>
  );
  return (
    <main class={pinned ? 'screen screen-pinned' : 'screen'} id="main">
      {pinned ? (
        <>
          <h1 class="screen-title">{title}</h1>
          <div class="screen-head screen-bar">
            <div class="titles">{where && <p class="where">{where}</p>}</div>
            {undo}
          </div>
        </>
      ) : (
        <div class="screen-head">
          {game && <Emblem game={game} />}
          <div class="titles">
            <h1 class={hideTitle ? 'visually-hidden' : undefined}>{title}</h1>
            {where && <p class="where">{where}</p>}
          </div>
          {undo}
        </div>
      )}
      <div class="screen-body" inert={readOnly}>
        {children}
      </div>
      {footer && (
        <div class="screen-foot" inert={readOnly}>
          {footer}
        </div>
      )}
    </main>
  );
}
