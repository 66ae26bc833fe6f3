import { t } from '@lingui/core/macro';
import { Button } from '../../ui/Button';
import { isolate } from '../../text/words';
import { Name } from '../../ui/Name';
import { scoreRoyalRow } from './core';
import { CardEntry } from './CardEntry';
import { RowView } from './Card';
import { TurnRing } from './TurnRing';
import type { RoyalController } from './types';
import { currentTaker, dealerOf } from './session';
import { useStepStart } from '../../ui/step';
import { cardLabel, cards, eventWords, isBust, offerWords, orderWords, points, stepPrompt } from './words';

/** "took 7♣ 7 of clubs", or for the dealer "took K♥ King of hearts, then 2♦ 2 of diamonds". */
export function tookWords(got: readonly string[]): string {
  const first = cardLabel(got[0] ?? '');
  if (got.length < 2) return t`took ${first}`;
  const second = cardLabel(got[1] ?? '');
  return t`took ${first}, then ${second}`;
}

/** The card the player on turn takes (or the dealer's discard), entered by code or picked: the phone step's and table mode's. */
export function PickEntry({ c }: { c: RoyalController }) {
  const taker = currentTaker(c.state.value);
  const takerName = isolate(taker === null ? '' : (c.setup.players[taker] ?? ''));
  return (
    <CardEntry
      legend={taker === null ? t`The discarded card` : t`Card ${takerName} took`}
      error={c.error.value}
      actionLabel={(code) => {
        const card = cardLabel(code);
        return taker === null ? t`Discard ${card}` : t`${takerName} takes ${card}`;
      }}
      onEnter={(card) => c.dispatch(taker === null ? { t: 'discard', card } : { t: 'take', card })}
      alternative={
        taker === null && (
          <Button onClick={() => c.dispatch({ t: 'discard', card: null })}>{t`Face-down: nobody saw it`}</Button>
        )
      }
    />
  );
}

/** One pick (or the discard) of a round: who is up, the card entry, the turn order and every row. */
export function RoundStep({ c }: { c: RoyalController }) {
  const s = c.state.value;
  const names = c.setup.players;
  const dealer = dealerOf(s) ?? 0;
  const taker = currentTaker(s);
  const log = s.rounds[s.rounds.length - 1];
  const notice = eventWords(s.last, s, names);
  const heading = useStepStart<HTMLHeadingElement>(`${s.round}/${s.picks}/${s.phase}`);
  const round = s.round;
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
        <PickEntry c={c} />
      </div>
      <TurnRing s={s} names={names} />
      <section class="card stack" aria-labelledby="rd-round-h">
        <h2 id="rd-round-h">{t`Round ${round}`}</h2>
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
                {seat === dealer && ` ${t`(dealer, takes two)`}`}
                {now && <span class="rd-now"> {t`← now`}</span>}
                {got.length > 0 && <span> {tookWords(got)}</span>}
              </li>
            );
          })}
        </ol>
      </section>
      <section class="stack" aria-labelledby="rd-rows-h">
        <h2 id="rd-rows-h">{t`Rows`}</h2>
        {names.map((name, i) => {
          const row = s.rows[i] ?? [];
          const player = isolate(name);
          const count = cards(row.length);
          const score = points(scoreRoyalRow(row).total);
          return (
            <div key={i}>
              <h3 class="rd-row-h">{t`${player}: ${count}, ${score} so far`}</h3>
              <RowView row={row} label={t`${player}'s row, left to right`} />
            </div>
          );
        })}
      </section>
    </div>
  );
}
