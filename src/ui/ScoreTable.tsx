import type { ComponentChildren } from 'preact';
import { PlayerTag } from './PlayerTag';
import { t } from '@lingui/core/macro';
import './ScoreTable.css';

interface ScoreRow {
  key: string | number;
  name: string;
  /** After the name, in its cell: " ★ win". */
  mark?: string;
  /** The cell before the player's, when the table has a `lead` column (a place). */
  lead?: ComponentChildren;
  cells: ComponentChildren[];
}

interface Props {
  caption: string;
  /** The caption for screen readers only. */
  hideCaption?: boolean;
  class?: string;
  /** A column before the player's (e.g. "Place"). */
  lead?: string;
  columns: readonly string[];
  rows: readonly ScoreRow[];
}

/** A table of scores, one row a player (the name as the row's heading), shared by every game and History. */
export function ScoreTable({ caption, hideCaption, class: cls, lead, columns, rows }: Props) {
  return (
    <table class={cls ? `score-table ${cls}` : 'score-table'}>
      <caption class={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {lead && <th scope="col">{lead}</th>}
          <th scope="col">{t`Player`}</th>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            {lead && <td>{r.lead}</td>}
            <th scope="row">
              <PlayerTag name={r.name} />
              {r.mark ?? ''}
            </th>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
