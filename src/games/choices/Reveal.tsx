import { ZONES, ZONE_NAMES } from '../../rules/choices';
import type { ChoicesPattern } from '../../rules/choices';
import { Button } from '../../ui/Button';
import { secondsLeft } from '../../rules/common';
import { Frame, roundWords } from './Frame';
import type { ChoicesAction } from './phases';
import { byZone } from './view';
import type { ChoicesView } from './view';

type RevealView = Extract<ChoicesView, { k: 'reveal' }>;

function Zones({ pattern, tiles, anchor, author }: { pattern: ChoicesPattern; tiles: string[]; anchor: string; author?: ChoicesPattern }) {
  const zones = byZone(pattern, tiles.map((_, i) => String(i)));
  return (
    <dl class="ch-zones">
      {ZONES.map((z) => (
        <div key={z}>
          <dt>{ZONE_NAMES[z]}</dt>
          {zones[z].map((id) => {
            const mark = id === anchor ? 'anchor' : author ? (author[id] === z ? 'right' : 'wrong') : null;
            return (
              <dd key={id}>
                {mark === 'right' && <span aria-hidden="true">✓ </span>}
                {mark === 'wrong' && <span aria-hidden="true">✗ </span>}
                {tiles[Number(id)]}
                {mark && <span class={mark === 'anchor' ? 'muted' : 'visually-hidden'}> ({mark})</span>}
              </dd>
            );
          })}
        </div>
      ))}
    </dl>
  );
}

/** C7: the author's pattern, each prediction with its matches, missing readers and every award. */
export function RevealScreen({ view, now, dispatch, error }: { view: RevealView; now: number; dispatch: (a: ChoicesAction) => void; error: string | null }) {
  const wait = secondsLeft(view.continueAt, now);
  const next = view.last ? 'See the final scores' : 'Next round';
  return (
    <Frame
      where={roundWords(view.round, view.rounds, view.author)}
      docTitle={`Round ${view.round + 1}: reveal`}
      error={error}
      footer={
        <Button variant="primary" disabled={wait > 0} onClick={() => dispatch({ t: 'next', at: Date.now() })}>
          {wait > 0 ? `${next} in ${wait} s` : next}
        </Button>
      }
    >
      <h2 class="ch-prompt">{view.prompt}</h2>
      <p class="muted">Moves on by itself in {secondsLeft(view.endsAt, now)} s.</p>
      {view.pattern === null || view.anchor === null ? (
        <p class="notice">{view.author} ran out of time before locking a pattern: nobody scores this round.</p>
      ) : (
        <>
          <section class="card" aria-labelledby="ch-author-h">
            <h3 id="ch-author-h">{view.author}’s pattern</h3>
            <Zones pattern={view.pattern} tiles={view.tiles} anchor={view.anchor} />
            <p>
              {view.author} (author) scores the middle of the readers’ scores: <strong>{view.authorAward}</strong>
            </p>
          </section>
          <ul class="plain ch-readers">
            {view.readers.map((r, i) => (
              <li key={i} class="card">
                <h3>
                  {r.name}: {r.prediction ? `${r.correct} of 5 right` : 'no prediction in time'} · <strong>{r.award}</strong> points
                </h3>
                {r.prediction && <Zones pattern={r.prediction} tiles={view.tiles} anchor={view.anchor!} author={view.pattern!} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </Frame>
  );
}
