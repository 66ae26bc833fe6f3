import type { MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { i18n } from '../text/i18n';
import { Tagged } from './Tagged';
import './RulesNotes.css';

export interface RuleNote {
  /** The ruling's id, e.g. "R7". */
  id: string;
  /** The ruling in the app's own words: a message, worded when shown. */
  text: MessageDescriptor | string;
}

/** How the app settles what a rule text leaves open: shown on each game's screens. */
export function RulesNotes({ notes, open = false }: { notes: readonly RuleNote[]; open?: boolean }) {
  return (
    <details class="card rules-notes" open={open}>
      <summary>
        <Tagged text={t`<0>Rules notes</0>: how this app settles open questions`} parts={{ 0: <strong /> }} />
      </summary>
      <ul>
        {notes.map((n) => (
          <li key={n.id}>
            <strong>{n.id}</strong> {typeof n.text === 'string' ? n.text : i18n._(n.text)}
          </li>
        ))}
      </ul>
    </details>
  );
}
