import { t } from '@lingui/core/macro';
import type { ComponentChildren } from 'preact';
import { isolate, listNames } from '../../text/words';
import { ScoreTable } from '../../ui/ScoreTable';
import { ShareSheet } from '../../ui/ShareSheet';
import { useStepStart } from '../../ui/step';
import { Frame } from './Frame';
import type { Standing } from '../../rules/choices';
import { PATHS } from '../../platform/paths';

/** "Ana wins", "Shared win: Ana and Ben": names isolated. */
function winnerLine(standings: readonly Standing[]): string {
  const won = standings.filter((s) => s.winner).map((s) => s.name);
  const names = listNames(won);
  return won.length > 1 ? t`Shared win: ${names}` : t`${names} wins`;
}

/** The final standings as text for a chat or a note, names isolated (shared without the marks). */
function standingsText(standings: readonly Standing[]): string {
  const rows = standings.map((s) => {
    const place = s.place;
    const name = isolate(s.name);
    const total = s.total;
    return s.shared
      ? t({ comment: 'a shared place in the final standings: "2= Ana 240"', message: `${place}= ${name} ${total}` })
      : t({ comment: 'a place in the final standings: "1. Ana 300"', message: `${place}. ${name} ${total}` });
  });
  const game = 'Pattern of Choices';
  return [t`${game}, final scores`, winnerLine(standings), ...rows].join('\n');
}

/** "2", or "2 (shared)" for a tie. */
function placeWords(s: Standing): string {
  const place = s.place;
  return s.shared ? t`${place} (shared)` : String(place);
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
  const sheet = standingsText(standings);
  // The last step opens at its winner line, scrolled the least that brings the whole table above the footer.
  const heading = useStepStart<HTMLHeadingElement>('final');
  return (
    <Frame
      where={t`Final scores`}
      docTitle={t`Final scores`}
      footer={
        <>
          {/* Saved on arrival: the saved line and its Undo sit beside the main action, in sight at every text size. */}
          {finish}
          <button type="button" class="btn btn-primary" onClick={onAgain}>
            {t`Play again with the same players`}
          </button>
        </>
      }
    >
      <h2 class="ch-winner" data-step tabIndex={-1} ref={heading}>
        {winnerLine(standings)}
      </h2>
      <div data-step-end="">
        <ScoreTable
          class="ch-final"
          caption={t`Final totals`}
          hideCaption
          lead={t`Place`}
          columns={[t`Total`]}
          rows={standings.map((s) => ({
            key: s.seat,
            name: s.name,
            lead: placeWords(s),
            cells: [s.total],
          }))}
        />
      </div>
      <ShareSheet title={t`Pattern of Choices scores`} sheet={sheet} label={t`Share the final scores`} />
      <p class="row">
        <a class="btn" href={PATHS.history}>
          {t`See past games`}
        </a>
        <a class="btn" href={PATHS.home}>
          {t`Back to the games`}
        </a>
      </p>
    </Frame>
  );
}
