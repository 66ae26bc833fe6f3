import { Button } from '../../ui/Button';
import { isolate, plural } from '../../text/words';
import { Name } from '../../ui/Name';
import { cardName, cardSymbol, scoreRoyalRow } from './core';
import { CardEntry } from './CardEntry';
import { RowView } from './Card';
import { TurnRing } from './TurnRing';
import type { RoyalController } from './types';
import { currentTaker, dealerOf } from './session';
import { useStepStart } from '../../ui/step';
import { eventWords, isBust, offerWords, orderWords, points, stepPrompt } from './words';

/** One pick (or the discard) of a round: who is up, the card entry, the turn order and every row. */
export function RoundStep({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const names = c.setup.players;
  const dealer = dealerOf(s) ?? 0;
  const taker = currentTaker(s);
  const log = s.rounds[s.rounds.length - 1];
  const notice = eventWords(s.last, s, names);
  const heading = useStepStart<HTMLHeadingElement>(`${s.round}/${s.picks}/${s.phase}`);
  const takerName = taker === null ? '' : (names[taker] ?? '');
  return (
    <div class="rd-step">
      <div class="rd-now-step">
        <h2 class="rd-prompt" tabIndex={-1} ref={heading}>
          {stepPrompt(s, names, taker, dealer)}
        </h2>
        {notice && (
          <p class={`notice rd-notice${isBust(s.last) ? ' rd-bust' : ''}`} role="status">
            {notice}
          </p>
        )}
        <CardEntry
          legend={taker === null ? 'The discarded card' : `Card ${isolate(takerName)} took`}
          error={c.error.value}
          actionLabel={(card) =>
            taker === null
              ? `Discard ${cardSymbol(card)} ${cardName(card)}`
              : `${takerName} takes ${cardSymbol(card)} ${cardName(card)}`
          }
          onEnter={(card) => c.dispatch(taker === null ? { t: 'discard', card } : { t: 'take', card })}
          alternative={
            taker === null && (
              <Button onClick={() => c.dispatch({ t: 'discard', card: null })}>Face-down: nobody saw it</Button>
            )
          }
        />
      </div>
      <TurnRing s={s} names={names} />
      <section class="card stack" aria-labelledby="rd-round-h">
        <h2 id="rd-round-h">Round {s.round}</h2>
        <p>{offerWords(names.length, names[dealer] ?? '', s.deckLeft)}</p>
        {log && <p class="muted">{orderWords(log, s.rounds.length - 1, names)}</p>}
        <ol class="rd-order">
          {s.order.map((seat) => {
            const got = s.taken[seat] ?? [];
            const now = seat === taker;
            return (
              <li key={seat} class={now ? 'rd-is-now' : ''}>
                <strong>
                  <Name>{names[seat] ?? ''}</Name>
                </strong>
                {seat === dealer && ' (dealer, takes two)'}
                {now && <span class="rd-now"> ← now</span>}
                {got.length > 0 && (
                  <span> took {got.map((g) => `${cardSymbol(g)} ${cardName(g)}`).join(', then ')}</span>
                )}
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
                <Name>{name}</Name>: {plural(row.length, 'card')}, {points(scoreRoyalRow(row).total)} so far
              </h3>
              <RowView row={row} label={`${name}'s row, left to right`} />
            </div>
          );
        })}
      </section>
    </div>
  );
}
