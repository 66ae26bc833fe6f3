import { plural, t } from '@lingui/core/macro';
import { Tagged } from '../../../ui/Tagged';
import './catalog';
import { useState } from 'preact/hooks';
import { GAMES, gameById } from '../../../games/registry';
import { gamePath } from '../../../platform/paths';
import type { GameId } from '../../../storage/types';
import { Screen } from '../../../ui/Screen';
import { Emblem } from '../../../ui/Emblem';
import { CardSheet } from './CardSheet';
import { ParcelScoreSheet, RelayMat, RelayScoreSheet, RoyalScorePad } from './Mats';
import { Page } from './Page';
import { paperName as nameOfPaper } from './paper';
import type { PaperId } from './paper';
import { allSheets } from './sheets';
import type { PrintChoice, PrintGameId, Sheet } from './sheets';
import { Lazy } from '../../../ui/Lazy';
import { Choices } from './Choices';
import './print.css';
import { saved } from '../../../games/choices/online/seats';

const PRINTABLE: readonly GameId[] = ['relay', 'parcel', 'royal'];
const tableCard = () => import('./TableCard');

/**
 * A hosted table's code, only for a table this device sits at (it hosted or
 * joined it through the server): a code typed into the address is no table, and gets no card.
 */
function tableCode(raw: string | undefined): string | null {
  const code = (raw ?? '').toUpperCase();
  return saved(code) ? code : null;
}

/** US and Canadian printers take Letter; elsewhere A4. */
const LETTER_PLACES = /-(US|CA)$/i;

function firstChoice(): PrintChoice {
  const paper: PaperId = typeof navigator !== 'undefined' && LETTER_PLACES.test(navigator.language) ? 'letter' : 'a4';
  return { paper, size: 'poker', backs: false, outline: false, players: 4, decks: 1, mats: 0, scores: 1, tables: 1 };
}

interface SheetProps {
  game: PrintGameId;
  sheet: Sheet;
  choice: PrintChoice;
  label: string;
  code: string | null;
}

function SheetView({ game, sheet, choice, label, code }: SheetProps) {
  const { paper } = choice;
  if (sheet.kind === 'table')
    return code ? (
      <Lazy
        load={tableCard}
        props={{ paper, code, label, address: `${location.origin}${gamePath('choices', 'table', { code })}` }}
      />
    ) : null;
  return (
    <Page paper={paper} label={label}>
      {sheet.kind === 'cards' && game !== 'choices' && (
        <CardSheet game={game} cards={sheet.cards} back={sheet.back} paper={paper} size={choice.size} label={label} />
      )}
      {sheet.kind === 'mat' && <RelayMat paper={paper} />}
      {sheet.kind === 'score' && game === 'relay' && <RelayScoreSheet paper={paper} />}
      {sheet.kind === 'score' && game === 'parcel' && <ParcelScoreSheet paper={paper} />}
      {sheet.kind === 'score' && game === 'royal' && <RoyalScorePad paper={paper} />}
    </Page>
  );
}

function sheetLabel(game: PrintGameId, sheets: readonly Sheet[], i: number): string {
  const s = sheets[i]!;
  const [name, sheet, count, front] = [gameById(game).name, i + 1, sheets.length, i];
  if (s.kind === 'cards')
    return s.back
      ? t`${name} · sheet ${sheet} of ${count}: backs of sheet ${front}`
      : t`${name} · sheet ${sheet} of ${count}: cards`;
  if (s.kind === 'mat') return t`${name} · sheet ${sheet} of ${count}: display mat`;
  if (s.kind === 'score') return t`${name} · sheet ${sheet} of ${count}: score sheet`;
  return t`${name} · sheet ${sheet} of ${count}: table card`;
}

/** Print and play: choose what to print for one game, see a sheet at true size, print. */
export default function PrintScreen({ game, code: typed }: { game: GameId | null; code?: string }) {
  const [choice, setChoice] = useState(firstChoice);
  const [shown, setShown] = useState(0);
  const set = (part: Partial<PrintChoice>) => setChoice((c) => ({ ...c, ...part }));
  const code = game === 'choices' ? tableCode(typed) : null;
  const sheets = game && (game !== 'choices' || code) ? allSheets(game, choice) : [];
  const at = Math.min(shown, Math.max(sheets.length - 1, 0));
  const name = game ? gameById(game).name : null;
  const [paperName, shownNumber, total] = [nameOfPaper(choice.paper), at + 1, sheets.length];
  // With a game chosen, its choices come first (in sight on a phone); the other games are at the foot.
  const games = (
    <nav aria-label={t`Game to print`} class="row pr-games">
      {GAMES.filter((g) => PRINTABLE.includes(g.id) || g.id === game).map((g) => (
        <a
          key={g.id}
          class="btn"
          href={g.id === game && code ? gamePath(g.id, 'tableCard', { code }) : gamePath(g.id, 'print')}
          aria-current={g.id === game ? 'page' : undefined}
        >
          <Emblem game={g.id} />
          {g.name}
        </a>
      ))}
    </nav>
  );
  return (
    <Screen
      title={t`Print cards`}
      where={
        name
          ? plural(sheets.length, {
              one: `${name} · ${paperName} · # sheet`,
              other: `${name} · ${paperName} · # sheets`,
            })
          : t`Choose a game`
      }
      footer={
        sheets.length > 0 ? (
          <button type="button" class="btn btn-primary" onClick={() => print()}>
            {plural(sheets.length, { one: 'Print # sheet', other: 'Print # sheets' })}
          </button>
        ) : undefined
      }
    >
      {!game && games}
      {game === 'choices' && !code && (
        <p class="notice">
          <Tagged
            text={t`Pattern of Choices is played on the phones, with no cards. Host a table from <0>Play on several phones</0>, then print its table card from the table's lobby.`}
            parts={{ 0: <a href={gamePath('choices', 'online')} /> }}
          />
        </p>
      )}
      {game && (game !== 'choices' || code) && <Choices game={game} choice={choice} set={set} code={code} />}
      {game && (game !== 'choices' || code) && sheets.length === 0 && (
        <p class="notice" role="status">
          {t`Nothing to print yet: choose at least one of something above.`}
        </p>
      )}
      {sheets.length > 0 && game && (
        <section class="stack" aria-labelledby="pr-preview-h">
          <h2 id="pr-preview-h">{t`Sheet ${shownNumber} of ${total}, true size`}</h2>
          <div class="row">
            <button type="button" class="btn" disabled={at === 0} onClick={() => setShown(at - 1)}>
              {t`Previous sheet`}
            </button>
            <button type="button" class="btn" disabled={at >= sheets.length - 1} onClick={() => setShown(at + 1)}>
              {t`Next sheet`}
            </button>
          </div>
          <div
            class={`pr-preview${choice.outline ? ' pr-outline' : ''}`}
            tabIndex={0}
            role="region"
            aria-label={t`Sheet preview, scrolls sideways`}
          >
            <SheetView
              game={game}
              sheet={sheets[at]!}
              choice={choice}
              label={sheetLabel(game, sheets, at)}
              code={code}
            />
          </div>
        </section>
      )}
      {game && (
        <section class="stack" aria-labelledby="pr-other-h">
          <h2 id="pr-other-h">{t`Print for another game`}</h2>
          {games}
        </section>
      )}
      {game && (
        <div class={`pr-print${choice.outline ? ' pr-outline' : ''}`} aria-hidden="true">
          {sheets.map((s, i) => (
            <div key={i} class={`pr-sheet pr-sheet-${choice.paper}`}>
              <SheetView game={game} sheet={s} choice={choice} label={sheetLabel(game, sheets, i)} code={code} />
            </div>
          ))}
        </div>
      )}
    </Screen>
  );
}
