import { plural, t } from '@lingui/core/macro';
import { deckCards } from './deck';
import type { PrintCard, PrintGame } from './deck';
import { cardSizeName, paperName } from './paper';
import type { CardSizeId, PaperId } from './paper';
import { ITEMS, itemSheets } from './sheets';
import type { Item, PrintChoice, PrintGameId } from './sheets';
import { RULES_LIMITS } from '../../../rules/common';
import '../../../ui/option.css';

const { min: PARCEL_MIN, max: PARCEL_MAX } = RULES_LIMITS.parcel;

/** An item's name, and what one of it holds. */
function deckWords(game: PrintGame, players: number): [string, string] {
  const cards = deckCards(game, players);
  const of = (kind: PrintCard['kind']) => cards.filter((c) => c.kind === kind).length;
  const [count, plain, symbols, routes, markers] = [
    cards.length,
    cards.length - 1,
    of('parcel'),
    of('route'),
    of('marker'),
  ];
  if (game === 'relay') return [t`Tile decks`, t`${count} cards each`];
  if (game === 'royal') return [t`Playing-card decks`, t`${count} cards each: ${plain} and a joker`];
  return [t`Decks`, t`${count} cards each: ${symbols} symbols, ${routes} routes, ${markers} marker`];
}

function itemWords(game: PrintGameId, item: Item, players: number): [string, string] {
  if (item === 'decks') return game === 'choices' ? ['', ''] : deckWords(game, players);
  if (item === 'mats') return [t`Display mats`, t`one per player`];
  if (item === 'tables') return [t`Table cards`, t`code and QR code`];
  const max = RULES_LIMITS.relay.max;
  if (game === 'relay') return [t`Score sheets`, t`both rounds, up to ${max} players`];
  if (game === 'parcel') return [t`Score sheets`, t`10 games each`];
  return [t`Score pads`, t`4 plays each`];
}

const MAX: Record<Item, number> = { decks: 3, mats: 12, scores: 10, tables: 10 };

interface Props {
  game: PrintGameId;
  choice: PrintChoice;
  set: (part: Partial<PrintChoice>) => void;
  code: string | null;
}

function Count({ game, item, choice, set }: Props & { item: Item }) {
  const id = `pr-${item}`;
  const n = itemSheets(game, item, choice).length;
  const [name, holds] = itemWords(game, item, choice.players);
  return (
    <div class="pr-count">
      <label for={id}>{name}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX[item]}
        value={choice[item]}
        aria-describedby={`${id}-sheets`}
        onInput={(e) => {
          const v = Math.round(Number(e.currentTarget.value));
          if (Number.isFinite(v)) set({ [item]: Math.min(MAX[item], Math.max(0, v)) });
        }}
      />
      <span id={`${id}-sheets`} class="muted">
        {plural(n, { one: `${holds} · # sheet`, other: `${holds} · # sheets` })}
      </span>
    </div>
  );
}

function Radios<T extends string>({
  legend,
  name,
  value,
  options,
  onPick,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly [T, string][];
  onPick: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} class="option">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onPick(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** What to print and how many, the paper, the card size, backs and ink. */
export function Choices(props: Props) {
  const { game, choice, set } = props;
  const cards = game !== 'choices';
  return (
    <div class="stack pr-choices">
      <fieldset class="stack">
        <legend>{t`What to print`}</legend>
        {game === 'parcel' && (
          <div class="pr-players">
            <label for="pr-players">{t`Players (one of each symbol per player)`}</label>
            <select
              id="pr-players"
              value={choice.players}
              onChange={(e) => set({ players: Number(e.currentTarget.value) })}
            >
              {Array.from({ length: PARCEL_MAX - PARCEL_MIN + 1 }, (_, i) => PARCEL_MIN + i).map((n) => (
                <option key={n} value={n}>
                  {plural(n, { one: '# player', other: '# players' })}
                </option>
              ))}
            </select>
          </div>
        )}
        {ITEMS[game].map((item) => (
          <Count key={item} {...props} item={item} />
        ))}
      </fieldset>
      <Radios<PaperId>
        legend={t`Paper`}
        name="pr-paper"
        value={choice.paper}
        options={[
          ['a4', paperName('a4')],
          ['letter', paperName('letter')],
        ]}
        onPick={(paper) => set({ paper })}
      />
      {cards && (
        <>
          <Radios<CardSizeId>
            legend={t`Card size`}
            name="pr-size"
            value={choice.size}
            options={[
              ['poker', cardSizeName('poker')],
              ['large', cardSizeName('large')],
            ]}
            onPick={(size) => set({ size })}
          />
          <fieldset>
            <legend>{t`Printing`}</legend>
            <label class="option">
              <input type="checkbox" checked={choice.backs} onChange={(e) => set({ backs: e.currentTarget.checked })} />
              {t`Card backs, for double-sided printing (flip on the long edge)`}
            </label>
            <label class="option">
              <input
                type="checkbox"
                checked={choice.outline}
                onChange={(e) => set({ outline: e.currentTarget.checked })}
              />
              {t`Save ink: outlines only`}
            </label>
          </fieldset>
        </>
      )}
    </div>
  );
}
