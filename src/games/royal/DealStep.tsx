import { useSignal } from '@preact/signals';
import type { CardCode } from './core';
import { t } from '@lingui/core/macro';
import { ROYAL_STARTERS, shuffle } from './core';
import { isolate } from '../../text/words';
import { cardLabel } from './words';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import type { RoyalController } from './types';
import { useStepStart } from '../../ui/step';

const startingCard = (name: string): string => {
  const player = isolate(name);
  return t`${player}'s starting card`;
};

/** D1: the app shuffles the four kings and the joker, or the table enters what it dealt. */
export function DealStep({ c }: { c: RoyalController }) {
  const names = c.setup.players;
  const own = useSignal(false);
  const picked = useSignal<string[]>(names.map(() => ''));
  const heading = useStepStart<HTMLHeadingElement>(own.value ? 'own' : 'app');
  const dealForUs = () => {
    // The shuffle happens here and is stored in the action, so replaying the game gives the same deal.
    c.dispatch({ t: 'deal', starters: shuffle(ROYAL_STARTERS, Math.random).slice(0, names.length) });
  };
  return (
    <div class="stack">
      <h2 tabIndex={-1} ref={heading} class="rd-prompt">
        {t`Deal the starting cards`}
      </h2>
      {own.value ? (
        <p>{t`Enter the card each player was dealt: one of the four kings or the joker.`}</p>
      ) : (
        <p data-step-end="">
          {t`Take the four kings and the joker out of the deck. Each player gets one of these five cards, face-up. The app can shuffle them for you and say who gets which, or you can deal them yourselves and enter who got what.`}
        </p>
      )}
      {!own.value ? (
        <div class="screen-foot rd-foot">
          <ErrorNotice message={c.error.value} />
          <Button variant="primary" onClick={dealForUs}>
            {t`Shuffle and deal for us`}
          </Button>
          <Button onClick={() => (own.value = true)}>{t`We dealt them ourselves`}</Button>
        </div>
      ) : (
        <form
          class="stack"
          onSubmit={(e) => {
            e.preventDefault();
            c.dispatch({ t: 'deal', starters: picked.value as CardCode[] });
          }}
        >
          {names.map((name, i) => (
            <div key={i} data-step-end={i === 0 ? '' : undefined}>
              <label for={`rd-start-${i}`}>{startingCard(name)}</label>
              <select
                id={`rd-start-${i}`}
                value={picked.value[i]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  picked.value = picked.value.map((p, j) => (j === i ? v : p));
                }}
              >
                <option value="">{t`Choose…`}</option>
                {ROYAL_STARTERS.map((code) => (
                  <option key={code} value={code}>
                    {cardLabel(code)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <Button onClick={() => (own.value = false)}>{t`Let the app shuffle instead`}</Button>
          <div class="screen-foot rd-foot">
            <ErrorNotice message={c.error.value} />
            <Button variant="primary" type="submit">
              {t`Use these starting cards`}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
