import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { CardCode, Rank, Suit } from './core';
import { JOKER, RANKS, RANK_NAMES, SUITS, SUIT_NAMES, cardName, cardSymbol } from './core';
import { ErrorNotice } from '../../ui/Notice';
import { parseEntry } from './entry';

const SIGN: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

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
  /** Secondary actions beside the main button. */
  extra?: ComponentChildren;
}

/** Rank and suit pickers, the joker, a quick-entry field for codes like 10D, and one main button. */
export function CardEntry({ legend, actionLabel, onEnter, error, allowJoker = false, faceChoice = false, extra }: Props) {
  const [rank, setRank] = useState<Rank | 'JOKER' | null>(null);
  const [suit, setSuit] = useState<Suit | null>(null);
  const [down, setDown] = useState(false);
  const [text, setText] = useState('');
  const [typoError, setTypoError] = useState<string | null>(null);
  const card: CardCode | null = rank === JOKER ? JOKER : rank && suit ? `${rank}${suit}` : null;

  const enter = (c: CardCode) => {
    if (!onEnter(c, !down)) return false;
    setRank(null);
    setSuit(null);
    setDown(false);
    return true;
  };
  const typed = (e: Event) => {
    e.preventDefault();
    const r = parseEntry(text);
    if ('error' in r) return setTypoError(r.error);
    setTypoError(null);
    if (enter(r.card)) setText('');
  };
  const chooseRank = (r: Rank | 'JOKER') => {
    setTypoError(null);
    setRank(rank === r ? null : r);
  };

  return (
    <div class="rd-entry">
      <fieldset>
        <legend>{legend}</legend>
        <div class="rd-picks" role="group" aria-label="Rank">
          {RANKS.map((r) => (
            <button type="button" key={r} class="btn" aria-pressed={rank === r} onClick={() => chooseRank(r)}>
              <span aria-hidden="true">{r}</span>
              <span class="visually-hidden">{RANK_NAMES[r]}</span>
            </button>
          ))}
          {allowJoker && (
            <button type="button" class="btn rd-wide" aria-pressed={rank === JOKER} onClick={() => chooseRank('JOKER')}>
              Joker
            </button>
          )}
        </div>
        <div class="rd-suits" role="group" aria-label="Suit">
          {SUITS.map((s) => (
            <button
              type="button" key={s} class={`btn suit-${s}`} aria-pressed={suit === s && rank !== JOKER} disabled={rank === JOKER}
              onClick={() => {
                setTypoError(null);
                setSuit(s);
              }}
            >
              <span aria-hidden="true" class="rd-sign">{SIGN[s]}</span> {SUIT_NAMES[s]}
            </button>
          ))}
        </div>
        {faceChoice && (
          <label class="option">
            <input type="checkbox" checked={down} onChange={(e) => setDown(e.currentTarget.checked)} />
            Face-down
          </label>
        )}
      </fieldset>
      <form class="rd-quick" onSubmit={typed}>
        <label for="rd-code">Or type a code (10D, QH{allowJoker ? ', JOKER' : ''})</label>
        <div class="row">
          <input
            id="rd-code" type="text" autocomplete="off" autocapitalize="characters" spellcheck={false} maxLength={20}
            value={text} onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" class="btn">Enter code</button>
        </div>
      </form>
      <ErrorNotice message={typoError ?? error} />
      <div class="screen-foot rd-foot">
        <button type="button" class="btn btn-primary" disabled={!card} onClick={() => card && enter(card)}>
          {card ? actionLabel(card, !down) : rank ? `Now pick the suit for ${RANK_NAMES[rank as Rank]}` : 'Pick a rank and a suit'}
        </button>
        {extra}
      </div>
      <p class="visually-hidden" aria-live="polite">{card ? `Chosen: ${cardSymbol(card)}, ${cardName(card)}` : ''}</p>
    </div>
  );
}
