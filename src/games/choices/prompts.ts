import { t } from '@lingui/core/macro';
import type { Prompt } from '../../rules/choices';
import { CHOICES_TILES } from '../../rules/choices';
import { i18n, loadCatalog } from '../../text/i18n';

// The prompt deck's words (C2) in the app's language: one message per prompt, the prompt then its six tiles, so a
// translator sees which tiles go together (and keeps them distinct). The rules core keeps only the ids
// (src/rules/choices/deck.ts). Its own catalog (src/locales/<locale>/prompts.po), loaded with this module.
// The deck's messages are a module of their own, fetched beside the catalog, so the game's chunk does not carry them.
const [{ DECK }] = await Promise.all([
  import('./prompt-deck'),
  loadCatalog((l) => import(`../../locales/${l}/prompts.po`)),
]);

export interface PromptWords {
  text: string;
  /** In the prompt's order: tile id '0' is the first. */
  tiles: string[];
}

/**
 * A round's prompt and its six tiles in words. A game saved by an older version keeps its words as they were; a
 * prompt this version does not know (a newer version's deck) is shown as such, its tiles by number.
 */
export function promptWords(p: Prompt): PromptWords {
  if ('tiles' in p) return { text: p.text, tiles: [...p.tiles] };
  const d = DECK[p.id];
  const parts = d
    ? i18n
        ._(d)
        .split('|')
        .map((s) => s.trim())
    : [];
  if (parts.length === CHOICES_TILES + 1) return { text: parts[0]!, tiles: parts.slice(1) };
  return {
    text: t`A prompt from a newer version of the app`,
    tiles: Array.from({ length: CHOICES_TILES }, (_, i) => {
      const n = i + 1;
      return t`Tile ${n}`;
    }),
  };
}
