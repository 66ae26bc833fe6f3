import { afterAll, describe, expect, it } from 'vitest';
import { PROMPTS } from '../../../src/rules/choices/deck';
import { promptWords } from '../../../src/games/choices/prompts';
import { activateLocale, LOCALES } from '../../../src/text/i18n';

// The prompt deck's words (C2) through the real catalogs (src/locales/<locale>/prompts.po), as the app loads them.
afterAll(() => activateLocale('en'));

describe('the prompt deck in every language (C2)', () => {
  it('C2: in each of the seven languages every prompt has its words and six different tiles', async () => {
    for (const locale of LOCALES) {
      await activateLocale(locale);
      const texts = new Set<string>();
      for (const p of PROMPTS) {
        const w = promptWords(p);
        texts.add(w.text);
        expect(w.text.length, `${locale} ${JSON.stringify(p)}`).toBeGreaterThan(3);
        expect(w.tiles, `${locale} ${w.text}`).toHaveLength(6);
        expect(new Set(w.tiles.map((t) => t.toLocaleLowerCase(locale))).size, `${locale} ${w.text}`).toBe(6);
        for (const t of w.tiles) expect(t.trim().length, `${locale} ${w.text}: "${t}"`).toBeGreaterThan(0);
      }
      expect(texts.size, `${locale}: every prompt its own words`).toBe(PROMPTS.length);
    }
  });

  it('C2: a prompt reads in the chosen language: German, Polish, Japanese (worded by hand)', async () => {
    await activateLocale('de');
    expect(promptWords({ id: 'lazy-sunday' })).toEqual({
      text: 'Einen faulen Sonntag planen',
      tiles: ['Ausschlafen', 'Pfannkuchen', 'Langer Spaziergang', 'Brettspiele', 'Filmmarathon', 'Freunde anrufen'],
    });
    await activateLocale('pl');
    expect(promptWords({ id: 'fruit-bowl' })).toEqual({
      text: 'Napełnij miskę owoców',
      tiles: ['Jabłka', 'Banany', 'Winogrona', 'Pomarańcze', 'Gruszki', 'Czereśnie'],
    });
    await activateLocale('ja');
    expect(promptWords({ id: 'hot-drink' })).toEqual({
      text: '温かい飲み物をいれる',
      tiles: ['紅茶', 'コーヒー', 'ココア', 'チャイ', 'ハーブティー', 'ホットレモン'],
    });
    await activateLocale('en');
    expect(promptWords({ id: 'hot-drink' }).text).toBe('Make a hot drink');
  });

  it('C2: a game saved by an older version keeps its words; a prompt from a newer deck says so, tiles by number', async () => {
    await activateLocale('de');
    const old = {
      text: 'Plan a lazy Sunday',
      tiles: ['Sleep in', 'Pancakes', 'Long walk', 'Board games', 'Nap', 'Tea'],
    };
    expect(promptWords(old)).toEqual(old);
    expect(promptWords({ id: 'a-prompt-yet-to-come' })).toEqual({
      text: 'Eine Vorgabe aus einer neueren Version der App',
      tiles: ['Plättchen 1', 'Plättchen 2', 'Plättchen 3', 'Plättchen 4', 'Plättchen 5', 'Plättchen 6'],
    });
  });
});
