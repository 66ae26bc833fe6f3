import { useState } from 'preact/hooks';
import { CHOICES_TIMINGS, ZONES, ZONE_NAMES } from '../../rules/choices';
import type { ChoicesPattern, Zone } from '../../rules/choices';
import { Button } from '../../ui/Button';
import { DeadlineTimer } from '../../ui/DeadlineTimer';
import { Board } from './Board';
import type { Draft } from './Board';
import { useDeadlineCues } from './cues';
import { Frame, roundWords } from './Frame';
import type { ChoicesAction } from './phases';
import type { ChoicesView } from './view';

type AuthorView = Extract<ChoicesView, { k: 'author' }>;
type ReaderView = Extract<ChoicesView, { k: 'reader' }>;

interface Props<V> {
  view: V;
  /** This turn's placed tiles, kept in the session so a reload restores them (never in the public view). */
  draft: Draft;
  now: number;
  dispatch: (a: ChoicesAction) => void;
  error: string | null;
}

/** What still stops a 2/2/2 sort, in a player's words, or null when it is ready. */
export function sortHint(draft: Draft, tiles: number): string | null {
  const loose = tiles - Object.values(draft).filter(Boolean).length;
  if (loose > 0) return `${loose} tile${loose === 1 ? '' : 's'} still to sort.`;
  const off = ZONES.find((z) => Object.values(draft).filter((v) => v === z).length !== 2);
  return off ? `Put exactly two tiles in each zone: ${ZONE_NAMES[off]} has ${Object.values(draft).filter((v) => v === off).length}.` : null;
}

function Head({ who, task, prompt, deadline, now, totalMs }: { who: string; task: string; prompt: string; deadline: number; now: number; totalMs: number }) {
  useDeadlineCues(deadline, now);
  return (
    <div>
      <p class="ch-who">
        <strong>{who}</strong>, {task}
      </p>
      <h2 class="ch-prompt">{prompt}</h2>
      <DeadlineTimer deadline={deadline} totalMs={totalMs} label={`${who}’s time`} />
    </div>
  );
}

const placer = (dispatch: (a: ChoicesAction) => void) => (id: string, zone: Zone) => dispatch({ t: 'place', at: Date.now(), id, zone });

export function AuthorTurn({ view, draft, now, dispatch, error }: Props<AuthorView>) {
  const [choosing, setChoosing] = useState(false);
  const [tried, setTried] = useState(false);
  const hint = sortHint(draft, view.tiles.length);
  const picks = Object.keys(draft).filter((id) => draft[id] === 'pick');
  const lock = (anchor: string) => dispatch({ t: 'sort', at: Date.now(), pattern: draft as ChoicesPattern, anchor });
  return (
    <Frame
      where={roundWords(view.round, view.rounds, view.author)}
      docTitle={`Round ${view.round + 1}: author’s turn`}
      error={error ?? (tried ? hint : null)}
      footer={
        choosing ? (
          <Button onClick={() => setChoosing(false)}>Back to sorting</Button>
        ) : (
          <Button variant="primary" onClick={() => (hint ? setTried(true) : setChoosing(true))}>
            Lock the pattern
          </Button>
        )
      }
    >
      <Head who={view.author} task="sort the tiles in secret" prompt={view.prompt} deadline={view.deadline} now={now} totalMs={CHOICES_TIMINGS.authorMs} />
      {choosing ? (
        <section aria-labelledby="ch-anchor-h">
          <h3 id="ch-anchor-h">Choose the anchor</h3>
          <p>One of your Pick first tiles is shown to everyone and stays fixed for the readers. Which one?</p>
          <div class="stack">
            {picks.map((id) => (
              <Button variant="primary" key={id} onClick={() => lock(id)}>
                {view.tiles[Number(id)]}
              </Button>
            ))}
          </div>
        </section>
      ) : (
        <>
          <Board tiles={view.tiles} draft={draft} onMove={placer(dispatch)} />
          <p class="muted">{hint ?? 'All sorted: lock the pattern, then choose the anchor.'}</p>
        </>
      )}
    </Frame>
  );
}

export function ReaderTurn({ view, draft: placed, now, dispatch, error }: Props<ReaderView>) {
  const draft: Draft = { ...placed, [view.anchor]: 'pick' };
  const [tried, setTried] = useState(false);
  const hint = sortHint(draft, view.tiles.length);
  return (
    <Frame
      where={`${roundWords(view.round, view.rounds, view.author)} · reader ${view.reader + 1} of ${view.readers}`}
      docTitle={`Round ${view.round + 1}: ${view.name} reads`}
      error={error ?? (tried ? hint : null)}
      footer={
        <Button variant="primary" onClick={() => (hint ? setTried(true) : dispatch({ t: 'predict', at: Date.now(), pattern: draft as ChoicesPattern }))}>
          Confirm my prediction
        </Button>
      }
    >
      <Head who={view.name} task={`rebuild ${view.author}’s pattern`} prompt={view.prompt} deadline={view.deadline} now={now} totalMs={CHOICES_TIMINGS.readerMs} />
      <Board tiles={view.tiles} draft={draft} locked={view.anchor} onMove={placer(dispatch)} />
      <p class="muted">{hint ?? 'All sorted. You can confirm once; it stays hidden until the reveal.'}</p>
    </Frame>
  );
}
