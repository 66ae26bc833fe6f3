import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from '../../src/text/i18n';
import { andList, stripBidi } from '../../src/text/words';
import { cards, endWords, points } from '../../src/games/royal/words';
import { swapsWord } from '../../src/games/parcel/words';
import { playingCardName } from '../../src/ui/terms';

// Plurals and lists in each language through the real catalogs, loaded as the app loads them (src/text/i18n.ts):
// each chunk's compiled catalog, then the language activated. Every expected form is written by hand.
beforeAll(async () => {
  await loadCatalog((l) => import(`../../src/locales/${l}/royal.po`));
  await loadCatalog((l) => import(`../../src/locales/${l}/parcel.po`));
  await loadCatalog((l) => import(`../../src/locales/${l}/common.po`));
});
afterAll(() => activateLocale('en'));

const COUNTS = [0, 1, 2, 5, 12, 22, 25];
const shortDeck = (deckLeft: number) => endWords({ t: 'short-deck', deckLeft, offer: 5 }, []);

describe('plural forms, per language (Royal Draft and Parcel Parade messages)', () => {
  it('English: one and other', async () => {
    await activateLocale('en');
    expect(COUNTS.map(cards)).toEqual(['0 cards', '1 card', '2 cards', '5 cards', '12 cards', '22 cards', '25 cards']);
    expect(shortDeck(1)).toBe(
      'The deck has 1 card left, too few for an offer of 5: the game ends here (house ruling D7).',
    );
  });

  it('Polish: one (1), few (2, 22), many (5, 12, 25) — and 0 is many', async () => {
    await activateLocale('pl');
    expect(COUNTS.map(cards)).toEqual(['0 kart', '1 karta', '2 karty', '5 kart', '12 kart', '22 karty', '25 kart']);
    expect(COUNTS.map(points)).toEqual([
      '0 punktów',
      '1 punkt',
      '2 punkty',
      '5 punktów',
      '12 punktów',
      '22 punkty',
      '25 punktów',
    ]);
    expect([1, 2, 5, 12, 22, 25].map(swapsWord)).toEqual([
      '1 wymiana',
      '2 wymiany',
      '5 wymian',
      '12 wymian',
      '22 wymiany',
      '25 wymian',
    ]);
    // The verb agrees too: została (one), zostały (few), zostało (many).
    expect(shortDeck(1)).toBe('W talii została 1 karta, za mało na ofertę 5: gra kończy się tutaj (zasada domowa D7).');
    expect(shortDeck(2)).toBe('W talii zostały 2 karty, za mało na ofertę 5: gra kończy się tutaj (zasada domowa D7).');
    expect(shortDeck(12)).toBe(
      'W talii zostało 12 kart, za mało na ofertę 5: gra kończy się tutaj (zasada domowa D7).',
    );
    expect(shortDeck(22)).toBe(
      'W talii zostały 22 karty, za mało na ofertę 5: gra kończy się tutaj (zasada domowa D7).',
    );
  });

  it('German: one (1) and other (0, 2, 5 ...)', async () => {
    await activateLocale('de');
    expect(COUNTS.map(cards)).toEqual([
      '0 Karten',
      '1 Karte',
      '2 Karten',
      '5 Karten',
      '12 Karten',
      '22 Karten',
      '25 Karten',
    ]);
    expect([0, 1, 2].map(swapsWord)).toEqual(['0 Tausche', '1 Tausch', '2 Tausche']);
    expect(shortDeck(1)).toBe(
      'Der Stapel hat noch 1 Karte, zu wenig für ein Angebot von 5: Das Spiel endet hier (Hausregel D7).',
    );
  });

  it('French: 0 and 1 are both "one", 2 and up "other"', async () => {
    await activateLocale('fr');
    expect(COUNTS.map(cards)).toEqual([
      '0 carte',
      '1 carte',
      '2 cartes',
      '5 cartes',
      '12 cartes',
      '22 cartes',
      '25 cartes',
    ]);
    expect(shortDeck(0)).toBe(
      'Il reste 0 carte dans le paquet, trop peu pour une offre de 5 : la partie se termine ici (règle maison D7).',
    );
    expect(shortDeck(2)).toBe(
      'Il reste 2 cartes dans le paquet, trop peu pour une offre de 5 : la partie se termine ici (règle maison D7).',
    );
  });

  it('Japanese: no plural forms, a counter after the number (枚 for cards, 点 for points, 回 for swaps)', async () => {
    await activateLocale('ja');
    expect([1, 2, 25].map(cards)).toEqual(['1 枚', '2 枚', '25 枚']);
    expect([1, 12].map(points)).toEqual(['1 点', '12 点']);
    expect([1, 5].map(swapsWord)).toEqual(['1 回の交換', '5 回の交換']);
    expect(shortDeck(3)).toBe(
      'デッキの残りは 3 枚で、5 枚の提示には足りません：ここでゲーム終了です（ハウスルール D7）。',
    );
  });

  it('Spanish and Italian: one (1) and other', async () => {
    await activateLocale('es');
    expect([1, 2].map(cards)).toEqual(['1 carta', '2 cartas']);
    await activateLocale('it');
    expect([1, 2].map(cards)).toEqual(['1 carta', '2 carte']);
  });
});

describe('lists, per language (Intl in the reader’s language)', () => {
  const names = ['Ana', 'Ben', 'Cy'];
  it.each([
    ['en', 'Ana, Ben and Cy'],
    ['de', 'Ana, Ben und Cy'],
    ['fr', 'Ana, Ben et Cy'],
    ['es', 'Ana, Ben y Cy'],
    ['it', 'Ana, Ben e Cy'],
    ['pl', 'Ana, Ben i Cy'],
    ['ja', 'Ana、Ben、Cy'],
  ] as const)('%s: %s', async (locale, expected) => {
    await activateLocale(locale);
    expect(andList(names)).toBe(expected);
  });

  it('a list inside a real message: two players reach a full row (D7), in Polish and Japanese', async () => {
    await activateLocale('pl');
    expect(stripBidi(endWords({ t: 'full-row', seats: [0, 2] }, names))).toBe(
      'Ana i Cy – dziewięć kart w tej rundzie: gra się kończy (D7).',
    );
    await activateLocale('ja');
    expect(stripBidi(endWords({ t: 'full-row', seats: [0, 1, 2] }, names))).toBe(
      'このラウンドで Ana、Ben、Cy のカードが 9 枚に達しました：ゲーム終了です（D7）。',
    );
  });

  it('card names are the language’s own (Royal Draft, D2)', async () => {
    await activateLocale('de');
    expect([playingCardName('Q', 'H'), playingCardName('10', 'S')]).toEqual(['Herz Dame', 'Pik 10']);
    await activateLocale('fr');
    expect(playingCardName('A', 'C')).toBe('As de trèfle');
    await activateLocale('ja');
    expect(playingCardName('K', 'D')).toBe('ダイヤのキング');
  });
});
