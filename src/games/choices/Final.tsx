import type { ComponentChildren } from 'preact';
import { isolate, listNames } from '../../text/words';
import { Name } from '../../ui/Name';
import { ScoreTable } from '../../ui/ScoreTable';
import { ShareSheet } from '../../ui/ShareSheet';
import { useStepStart } from '../../ui/step';
import { Frame } from './Frame';
import type { Standing } from '../../rules/choices';
import { PATHS } from '../../platform/paths';

/** The final standings as text for a chat or a note, names isolated (shared without the marks). */
function standingsText(standings: readonly Standing[]): string {
  const won = standings.filter((s) => s.winner).map((s) => s.name);
  const head = won.length > 1 ? `Shared win: ${listNames(won)}` : `${isolate(won[0] ?? '')} wins`;
  const rows = standings.map((s) => `${s.place}${s.shared ? '=' : '.'} ${isolate(s.name)} ${s.total}`);
  return ['Pattern of Choices, final scores', head, ...rows].join('\n');
}

/** C10: final totals, best first; tied players share a place, tied leaders share the win. */
export function FinalScreen({
  standings,
  finish,
  onAgain,
}: {
  standings: Standing[];
  finish: ComponentChildren;
  onAgain: () => void;
}) {
  const won = standings.filter((s) => s.winner).map((s) => s.name);
  const sheet = standingsText(standings);
  // The last step opens at its winner line, scrolled the least that brings the whole table above the footer.
  const heading = useStepStart<HTMLHeadingElement>('final');
  return (
    <Frame
      where="Final scores"
      docTitle="Final scores"
      footer={
        <>
          {/* Saved on arrival: the saved line and its Undo sit beside the main action, in sight at every text size. */}
          {finish}
          <button type="button" class="btn btn-primary" onClick={onAgain}>
            Play again with the same players
          </button>
        </>
      }
    >
      <h2 class="ch-winner" data-step tabIndex={-1} ref={heading}>
        {won.length > 1 ? 'Shared win: ' : ''}
        {new Intl.ListFormat('en')
          .formatToParts(won)
          .map((part, i) => (part.type === 'element' ? <Name key={i}>{part.value}</Name> : part.value))}
        {won.length > 1 ? '' : ' wins'}
      </h2>
      <div data-step-end="">
        <ScoreTable
          class="ch-final"
          caption="Final totals"
          hideCaption
          lead="Place"
          columns={['Total']}
          rows={standings.map((s) => ({
            key: s.seat,
            name: s.name,
            lead: `${s.place}${s.shared ? ' (shared)' : ''}`,
            cells: [s.total],
          }))}
        />
      </div>
      <ShareSheet title="Pattern of Choices scores" sheet={sheet} label="Share the final scores" />
      <p class="row">
        <a class="btn" href={PATHS.history}>
          See past games
        </a>
        <a class="btn" href={PATHS.home}>
          Back to the games
        </a>
      </p>
    </Frame>
  );
}
