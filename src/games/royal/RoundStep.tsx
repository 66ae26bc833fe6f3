import type { Seat } from './core';
import { ROYAL_FACE_DOWN_OFFER, cardName, cardSymbol, royalOfferSize, scoreRoyalRow } from './core';
import { Button } from '../../ui/Button';
import { CardEntry } from './CardEntry';
import { RowView } from './Card';
import { TurnRing } from './TurnRing';
import type { RoyalController } from './Play';
import { currentTaker } from './session';
import { plural } from './words';

/** One pick (or the discard) of a round: who is up, the card entry, the turn order and every row. */
export function RoundStep({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const names = c.setup.players;
  const n = names.length;
  const dealer = s.order[n - 1] as Seat;
  const taker = currentTaker(s);
  const log = s.rounds[s.rounds.length - 1];
  const dealerPick = s.taken[dealer]?.length ?? 0;
  const prompt =
    taker === null
      ? 'One card is left in the offer and is discarded. Which card is it?'
      : taker === dealer
        ? `${names[dealer]} deals, so takes two of the last three cards. Which card goes into ${names[dealer]}'s row ${dealerPick === 0 ? 'first' : 'second'}?`
        : `${names[taker]}'s turn: which card did ${names[taker]} take?`;
  const bust = s.notice?.includes(' busts: ');
  return (
    <div class="stack rd-step">
      {s.notice && (
        <div class={`notice${bust ? ' rd-bust' : ''}`} role="status">
          {s.notice}
        </div>
      )}
      <h2 class="rd-prompt">{prompt}</h2>
      <CardEntry
        legend={taker === null ? 'The discarded card' : `Card ${names[taker]} took`}
        error={c.error.value}
        actionLabel={(card) =>
          taker === null ? `Discard ${cardSymbol(card)} ${cardName(card)}` : `${names[taker]} takes ${cardSymbol(card)} ${cardName(card)}`
        }
        onEnter={(card) => c.dispatch(taker === null ? { t: 'discard', card } : { t: 'take', card })}
        extra={taker === null && <Button onClick={() => c.dispatch({ t: 'discard', card: null })}>It stayed face-down: nobody saw it</Button>}
      />
      <TurnRing s={s} names={names} />
      <section class="card stack" aria-labelledby="rd-round-h">
        <h2 id="rd-round-h">Round {s.round}</h2>
        <p>
          {names[dealer]} lays out {royalOfferSize(n)} cards: {ROYAL_FACE_DOWN_OFFER} face-down and {n} face-up (D4). The deck
          has {plural(s.deckLeft, 'card')} left after this offer.
        </p>
        {log && <p class="muted">{log.why}</p>}
        <ol class="rd-order">
          {s.order.map((seat) => {
            const got = s.taken[seat] ?? [];
            const now = seat === taker;
            return (
              <li key={seat} class={now ? 'is-now' : ''}>
                <strong>{names[seat]}</strong>
                {seat === dealer && ' (dealer, takes two)'}
                {now && <span class="rd-now"> ← now</span>}
                {got.length > 0 && <span> took {got.map((g) => `${cardSymbol(g)} ${cardName(g)}`).join(', then ')}</span>}
              </li>
            );
          })}
        </ol>
      </section>
      <section class="stack" aria-labelledby="rd-rows-h">
        <h2 id="rd-rows-h">Rows</h2>
        {names.map((name, i) => {
          const row = s.rows[i] ?? [];
          return (
            <div key={i}>
              <h3 class="rd-row-h">
                {name}: {plural(row.length, 'card')}, {plural(scoreRoyalRow(row).total, 'point')} so far
              </h3>
              <RowView row={row} label={`${name}'s row, left to right`} />
            </div>
          );
        })}
      </section>
    </div>
  );
}
