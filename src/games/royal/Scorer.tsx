import { signal } from '@preact/signals';
import type { RowCard } from './core';
import { cardName, cardSymbol, scoreRoyalRow } from './core';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { Breakdown } from './Breakdown';
import { CardEntry } from './CardEntry';
import { RowView } from './Card';

/** Kept while the app is open, so going to the rules and back keeps the row. */
const row = signal<RowCard[]>([]);
const problem = signal<string | null>(null);
const said = signal('');

function move(i: number, by: -1 | 1) {
  const next = [...row.value];
  const [c] = next.splice(i, 1);
  next.splice(i + by, 0, c!);
  row.value = next;
  said.value = `${cardName(c!.card)} moved to place ${i + by + 1}.`;
}

/** Scores any row from any physical game of Royal Draft (D8). */
export function Scorer() {
  const cards = row.value;
  return (
    <Screen title="Collection scorer" where={`Royal Draft · ${cards.length} card${cards.length === 1 ? '' : 's'}${cards.length ? ` · ${scoreRoyalRow(cards).total} points` : ''}`}>
      <p class="muted">Enter a row from left to right (earliest card first); tick Face-down for cards turned over. The score below updates with every card.</p>
      <RowView row={cards} label="The row so far, left to right" />
      <CardEntry
        legend="Add the next card"
        allowJoker
        faceChoice
        error={problem.value}
        actionLabel={(c, up) => `Add ${cardSymbol(c)} ${cardName(c)}${up ? '' : ', face-down'}`}
        onEnter={(card, faceUp) => {
          const at = cards.findIndex((c) => c.card === card);
          if (at >= 0) {
            problem.value = `The ${cardName(card)} is already in the row (card ${at + 1}): a deck has only one of each card.`;
            return false;
          }
          problem.value = null;
          row.value = [...cards, { card, faceUp }];
          said.value = `${cardName(card)} added.`;
          return true;
        }}
      />
      {cards.length > 0 && <div class="card"><Breakdown row={cards} title="Score" level={2} /></div>}
      {cards.length > 0 && (
        <section class="stack" aria-labelledby="rd-edit-h">
          <h2 id="rd-edit-h">Edit the row</h2>
          <ol class="rd-edit">
            {cards.map((rc, i) => (
              <li key={rc.card}>
                <span class="rd-edit-name">
                  {cardSymbol(rc.card)} {cardName(rc.card)}, {rc.faceUp ? 'face-up' : 'face-down'}
                </span>
                <span class="row">
                  <Button aria-label={`Move ${cardName(rc.card)} left`} disabled={i === 0} onClick={() => move(i, -1)}>←</Button>
                  <Button aria-label={`Move ${cardName(rc.card)} right`} disabled={i === cards.length - 1} onClick={() => move(i, 1)}>→</Button>
                  <Button
                    aria-label={`Flip ${cardName(rc.card)} ${rc.faceUp ? 'face-down' : 'face-up'}`}
                    onClick={() => (row.value = cards.map((c, j) => (j === i ? { ...c, faceUp: !c.faceUp } : c)))}
                  >
                    Flip
                  </Button>
                  <Button variant="danger" aria-label={`Remove ${cardName(rc.card)}`} onClick={() => {
                    row.value = cards.filter((_, j) => j !== i);
                    said.value = `${cardName(rc.card)} removed.`;
                  }}>
                    ✕
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          <p class="visually-hidden" aria-live="polite">{said.value}</p>
          <Button variant="quiet" onClick={() => (row.value = [])}>Clear the whole row</Button>
        </section>
      )}
      <p>
        <a href="/royal-draft">Back to Royal Draft</a>
      </p>
    </Screen>
  );
}
