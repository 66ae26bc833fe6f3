import type { GameId } from '../storage/types';

/** What the app says about each game (home, history, stats). Its code is reached only through the route table. */
export interface GameEntry {
  id: GameId;
  name: string;
  players: string;
  /** One line for the home screen, in the app's own words. */
  blurb: string;
  /** Said at an address under the game's own that is no page of it. */
  noSuchPage: string;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'relay',
    name: 'Pattern Relay',
    players: '3-6 players',
    blurb: 'Draft tiles into a two-by-three display; the app calls the reveals and scores every display.',
    noSuchPage: 'There is no Pattern Relay page at this address.',
  },
  {
    id: 'parcel',
    name: 'Parcel Parade',
    players: '3-8 players',
    blurb: 'Work together to collect all four symbols; the app walks the laps, routes and partners.',
    noSuchPage: 'There is no Parcel Parade page here.',
  },
  {
    id: 'royal',
    name: 'Royal Draft',
    players: '2-5 players',
    blurb: 'Draft playing cards into a row; the app keeps dealers, busting and scores straight.',
    noSuchPage: 'There is no such page in Royal Draft.',
  },
  {
    id: 'choices',
    name: 'Pattern of Choices',
    players: '3-12 players',
    blurb: 'One author sorts six tiles on screen; everyone else guesses the pattern against the clock.',
    noSuchPage: 'There is no Pattern of Choices page here.',
  },
];

export const gameById = (id: GameId): GameEntry => GAMES.find((g) => g.id === id)!;
