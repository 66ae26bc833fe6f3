/** Shares text with Web Share where offered, else copies it. Returns what happened, in words. */
export async function shareText(title: string, text: string): Promise<string> {
  try {
    if (navigator.share) {
      await navigator.share({ title, text });
      return 'Shared.';
    }
    await navigator.clipboard.writeText(text);
    return 'Copied to the clipboard.';
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return 'Not shared.';
    return 'Could not share or copy here: select the text and copy it by hand.';
  }
}
