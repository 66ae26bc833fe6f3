import type { ComponentChildren } from 'preact';
import { t } from '@lingui/core/macro';

/** A refused move or a failure, in plain words. Announced to screen readers. */
export function ErrorNotice({ message, onDismiss }: { message: string | null | undefined; onDismiss?: () => void }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <div class="notice notice-error">
          {message}
          {onDismiss && (
            <button type="button" class="btn btn-quiet notice-dismiss" onClick={onDismiss}>
              {t`OK`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export function InfoNotice({ children }: { children: ComponentChildren }) {
  return <div class="notice">{children}</div>;
}
