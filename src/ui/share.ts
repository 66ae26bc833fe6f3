import { stripBidi } from '../text/words';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What became of a share: shared, copied, cancelled by the user, or neither possible here. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export const SHARE_WORDS: Record<ShareOutcome, MessageDescriptor> = {
  shared: msg`Shared.`,
  copied: msg`Copied to the clipboard.`,
  cancelled: msg`Not shared.`,
  failed: msg`Could not share or copy here: select the text and copy it by hand.`,
};

/** Shares text with Web Share where offered, else copies it; always without bidi controls (names are isolated on screen only). */
export async function shareOutcome(title: string, sheet: string): Promise<ShareOutcome> {
  const text = stripBidi(sheet);
  try {
    if (navigator.share) {
      await navigator.share({ title, text });
      return 'shared';
    }
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
