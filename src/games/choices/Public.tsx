import { CHOICES_TIMINGS } from '../../rules/choices';
import { unlockCues } from '../../ui/cues';
import { Button } from '../../ui/Button';
import { Frame, roundWords } from './Frame';
import type { ChoicesAction } from './phases';
import type { ChoicesView } from './view';

type View<K extends ChoicesView['k']> = Extract<ChoicesView, { k: K }>;
interface Props<V> {
  view: V;
  dispatch: (a: ChoicesAction) => void;
  error: string | null;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** C1: the shuffled author order, shown once before round 1. */
export function OrderScreen({ view, dispatch, error }: Props<View<'order'>>) {
  return (
    <Frame
      where={`${view.authors.length} players · ${view.authors.length} rounds`}
      error={error}
      footer={
        <Button variant="primary" onClick={() => dispatch({ t: 'next', at: Date.now() })}>
          Start round 1
        </Button>
      }
    >
      <h2>Who writes each round</h2>
      <p>The app shuffled the order. Each player writes one secret pattern and reads everyone else’s.</p>
      <ol class="ch-who">
        {view.authors.map((a, i) => (
          <li key={i}>
            Round {i + 1}: <strong>{a}</strong>
          </li>
        ))}
      </ol>
    </Frame>
  );
}

/** C9: a hand-over screen. It knows only whose turn it is, never the hidden pattern. */
export function GateScreen({ view, dispatch, error }: Props<View<'gate'>>) {
  const author = view.reader === null;
  const ms = author ? CHOICES_TIMINGS.authorMs : CHOICES_TIMINGS.readerMs;
  return (
    <Frame
      where={`${roundWords(view.round, view.rounds, view.author)}${author ? '' : ` · reader ${view.reader! + 1} of ${view.readers}`}`}
      docTitle={`Round ${view.round + 1}: hand the device to ${view.name}`}
      error={error}
      footer={
        <>
          <Button
            variant="primary"
            onClick={() => {
              unlockCues();
              dispatch({ t: 'claim', at: Date.now() });
            }}
          >
            I am {view.name}: start my {seconds(ms)} seconds
          </Button>
          <a class="btn btn-quiet" href="/">
            Leave for now (the game is kept)
          </a>
        </>
      }
    >
      <div class="ch-gate">
        <p class="pass-arrow" aria-hidden="true">
          ➜
        </p>
        <h2 class="ch-big">Hand the device to {view.name}</h2>
        <p>
          {view.name} {author ? 'sorts six tiles' : `rebuilds ${view.author}’s pattern`} in secret: {seconds(ms)} seconds once the clock starts.
        </p>
        <p class="muted">Everyone else, look away from the screen until {view.name} is done.</p>
      </div>
    </Frame>
  );
}

/** C3/C4: the locked anchor, shown to the whole table. */
export function AnchorScreen({ view, dispatch, error }: Props<View<'anchor'>>) {
  return (
    <Frame
      where={roundWords(view.round, view.rounds, view.author)}
      docTitle={`Round ${view.round + 1}: the anchor`}
      error={error}
      footer={
        <Button variant="primary" onClick={() => dispatch({ t: 'next', at: Date.now() })}>
          Next: hand the device to {view.next}
        </Button>
      }
    >
      <p>{view.author}’s pattern is locked. Show this screen to everyone.</p>
      <h2 class="ch-prompt">{view.prompt}</h2>
      <div class="card ch-gate">
        <p class="muted">The anchor, in Pick first:</p>
        <p class="ch-big">{view.tiles[Number(view.anchor)]}</p>
      </div>
      <p>
        The six tiles: {view.tiles.join(', ')}. Readers: where did {view.author} put the other five?
      </p>
    </Frame>
  );
}
