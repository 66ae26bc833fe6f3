import type { ComponentChildren } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import { ReadOnly } from './read-only';

interface Props {
  /** The screen's heading, e.g. "Pattern Relay". */
  title: string;
  /** Where we are, e.g. "Round 2 - pick 3 of 6". Always visible. */
  where?: string;
  /** Page title for the tab; defaults to the heading. Never put secrets here. */
  docTitle?: string;
  onUndo?: () => void;
  canUndo?: boolean;
  /** The main action(s), pinned to the thumb zone. */
  footer?: ComponentChildren;
  children: ComponentChildren;
}

/** Every screen's frame: heading and place, undo, content, and the main action at the bottom. */
export function Screen({ title, where, docTitle, onUndo, canUndo, footer, children }: Props) {
  const readOnly = useContext(ReadOnly);
  useEffect(() => {
    document.title = `${docTitle ?? title} - Tableside`;
  }, [docTitle, title]);
  return (
    <main class="screen" id="main">
      <div class="screen-head">
        <div class="titles">
          <h1>{title}</h1>
          {where && <p class="where">{where}</p>}
        </div>
        {onUndo && (
          <button type="button" class="btn" onClick={onUndo} disabled={canUndo === false || readOnly}>
            Undo
          </button>
        )}
      </div>
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
