import type { ComponentChildren } from 'preact';

/** "Deleted X. [Undo]": announced politely, empty when there is nothing to undo. */
export function UndoNotice({
  children,
  action,
  onUndo,
}: {
  children?: ComponentChildren;
  action: string;
  onUndo: () => void;
}) {
  return (
    <div role="status">
      {children && (
        <div class="notice row">
          <span class="notice-text">{children}</span>
          <button type="button" class="btn" onClick={onUndo}>
            {action}
          </button>
        </div>
      )}
    </div>
  );
}
