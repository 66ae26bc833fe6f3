// Borrowed by online play (its own chunk): the words of this game's catalog come with it.
import './catalog';
import { t } from '@lingui/core/macro';
import type { ComponentChildren } from 'preact';
import { isolate } from '../../text/words';
import { settings, updateSettings } from '../../platform/settings';
import { ErrorNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import './choices.css';

interface Props {
  where?: string;
  /** The game's emblem beside the heading: its landing page only. */
  emblem?: boolean;
  /** Page title; only ever public words (C9). */
  docTitle?: string;
  error?: string | null;
  onDismiss?: () => void;
  footer?: ComponentChildren;
  children: ComponentChildren;
}

/**
 * Every Pattern of Choices screen: the shared frame plus the larger-text switch for reading at arm's length.
 * It is the app's Reader mode setting (named so on the Settings screen), so it is remembered and shared with other games.
 */
export function Frame({ where, emblem, docTitle, error, onDismiss, footer, children }: Props) {
  const large = settings.value.readerMode;
  return (
    <div class={large ? 'ch is-large' : 'ch'}>
      <Screen
        title="Pattern of Choices"
        game={emblem ? 'choices' : undefined}
        where={where}
        docTitle={docTitle}
        footer={footer}
      >
        <ErrorNotice message={error} onDismiss={onDismiss} />
        {children}
        {/* After the step, so the step's own lines come first on a small screen. */}
        <div class="ch-tools">
          <button
            type="button"
            class="btn btn-quiet"
            aria-pressed={large}
            onClick={() => void updateSettings({ readerMode: !large })}
          >
            {t`Larger text (reader mode)`}
          </button>
        </div>
      </Screen>
    </div>
  );
}

export const roundWords = (round: number, rounds: number, author: string): string => {
  const n = round + 1;
  const name = isolate(author);
  return t`Round ${n} of ${rounds} · ${name}’s pattern`;
};
