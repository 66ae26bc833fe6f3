import type { ComponentChildren } from 'preact';
import { t } from '@lingui/core/macro';
import { useComputed, useSignal } from '@preact/signals';
import type { Signal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { CardCode, Rank, Suit } from './core';
import { JOKER, RANKS, SUITS } from './core';
import { cardName, cardSymbol } from './words';
import { rankName, suitName } from '../../ui/terms';
import { ErrorNotice } from '../../ui/Notice';
import { keepAboveFooter } from '../../ui/step';
import { parseEntry } from './entry';
import '../../ui/option.css';

/** A card being picked: its rank, its suit, and whether it lies face-down. */
export interface Picks {
  rank: Signal<Rank | 'JOKER' | null>;
  suit: Signal<Suit | null>;
  down: Signal<boolean>;
}

const SIGN: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

const pickSuit = (r: Rank): string => {
  const rank = rankName(r);
  return t`${rank}: now pick a suit`;
};
const chosenWords = (card: CardCode): string => {
  const sign = cardSymbol(card);
  const name = cardName(card);
  return t`Chosen: ${sign}, ${name}`;
};

interface Props {
  /** What is being entered, e.g. "Card Ana took". */
  legend: string;
  /** Words on the main button for a chosen card, e.g. "Ana takes the 7 of clubs". */
  actionLabel: (card: CardCode, faceUp: boolean) => string;
  /** Returns true when the card was accepted (the entry then clears). */
  onEnter: (card: CardCode, faceUp: boolean) => boolean;
  /** A refusal from the rules, shown with the entry's own errors. */
  error?: string | null | undefined;
  allowJoker?: boolean;
  /** Offer a face-down switch (the collection scorer). */
  faceChoice?: boolean;
  /** The picks, where they must outlive this entry (a screen that opens another with the same entry); else its own. */
  picks?: Picks;
  /** Another answer to the same question (the discard: "nobody saw it"), under the pickers. */
  alternative?: ComponentChildren;
}

/**
 * Rank and suit pickers, the joker, a quick-entry field for codes like 10D, and
 * one main button pinned at the bottom. A refusal shows in that pinned bar, just
 * above the button that caused it, so it is on screen whatever the scroll.
 */
export function CardEntry({
  legend,
  actionLabel,
  onEnter,
  error,
  allowJoker = false,
  faceChoice = false,
  alternative,
  picks,
}: Props) {
  const own: Picks = { rank: useSignal(null), suit: useSignal(null), down: useSignal(false) };
  const { rank, suit, down } = picks ?? own;
  const text = useSignal('');
  const typoError = useSignal<string | null>(null);
  const card = useComputed<CardCode | null>(() =>
    rank.value === JOKER ? JOKER : rank.value && suit.value ? `${rank.value}${suit.value}` : null,
  );

  const enter = (c: CardCode) => {
    if (!onEnter(c, !down.value)) return false;
    rank.value = null;
    suit.value = null;
    down.value = false;
    return true;
  };
  const typed = (e: Event) => {
    e.preventDefault();
    const r = parseEntry(text.value, allowJoker);
    if ('error' in r) return (typoError.value = r.error);
    typoError.value = null;
    if (enter(r.card)) text.value = '';
  };
  const chooseRank = (r: Rank | 'JOKER') => {
    typoError.value = null;
    rank.value = rank.value === r ? null : r;
  };
  const chosen = card.value;
  const problem = typoError.value ?? error;
  const pickers = useRef<HTMLFieldSetElement>(null);
  // A refusal grows the pinned bar: the pickers it is about stay in sight above it.
  useLayoutEffect(() => {
    if (problem) keepAboveFooter(pickers.current);
  }, [problem]);

  return (
    <div class="rd-entry">
      <fieldset data-step-end ref={pickers}>
        <legend>{legend}</legend>
        <div class="rd-picks" role="group" aria-label={t`Rank`}>
          {RANKS.map((r) => (
            <button type="button" key={r} class="btn" aria-pressed={rank.value === r} onClick={() => chooseRank(r)}>
              <span aria-hidden="true">{r}</span>
              <span class="visually-hidden">{rankName(r)}</span>
            </button>
          ))}
          {allowJoker && (
            <button
              type="button"
              class="btn rd-wide"
              aria-pressed={rank.value === JOKER}
              onClick={() => chooseRank('JOKER')}
            >
              {t`Joker`}
            </button>
          )}
        </div>
        <div class="rd-suits" role="group" aria-label={t`Suit`}>
          {SUITS.map((s) => (
            <button
              type="button"
              key={s}
              class={`btn rd-suit-${s}`}
              aria-pressed={suit.value === s && rank.value !== JOKER}
              disabled={rank.value === JOKER}
              onClick={() => {
                typoError.value = null;
                suit.value = s;
              }}
            >
              <span aria-hidden="true" class="rd-sign">
                {SIGN[s]}
              </span>
              <span class="rd-suit-name">{suitName(s)}</span>
            </button>
          ))}
        </div>
        {faceChoice && (
          <label class="option">
            <input type="checkbox" checked={down.value} onChange={(e) => (down.value = e.currentTarget.checked)} />
            {t`Face-down`}
          </label>
        )}
        {alternative}
      </fieldset>
      <form class="rd-quick" onSubmit={typed}>
        <label for="rd-code">{allowJoker ? t`Or type a code (10D, QH, JOKER)` : t`Or type a code (10D, QH)`}</label>
        <div class="row">
          <input
            id="rd-code"
            type="text"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            maxLength={20}
            value={text.value}
            onInput={(e) => (text.value = e.currentTarget.value)}
          />
          <button type="submit" class="btn">
            {t`Enter code`}
          </button>
        </div>
      </form>
      <div class="screen-foot rd-foot">
        <ErrorNotice message={problem} />
        <button type="button" class="btn btn-primary" disabled={!chosen} onClick={() => chosen && enter(chosen)}>
          {chosen
            ? actionLabel(chosen, !down.value)
            : rank.value
              ? pickSuit(rank.value as Rank)
              : t`Pick a rank and a suit`}
        </button>
      </div>
      <p class="visually-hidden" aria-live="polite">
        {chosen ? chosenWords(chosen) : ''}
      </p>
    </div>
  );
}
