import { describe, expectTypeOf, it } from 'vitest';
import * as rules from '../../src/rules/index';
import type {
  CardCode,
  ChoicesPattern,
  Parcel,
  ParcelVariant,
  RelayDisplay,
  RelayScore,
  Route,
  RowCard,
  RoyalScore,
  Seat,
} from '../../src/rules/index';

/*
 * The public surface, exactly as the published rules API gives it. Acceptance tests outside the repo import
 * these names from src/rules/index.ts; this file fails to type-check if a name or shape drifts.
 */
describe('rules core public surface (the published API)', () => {
  it('keeps the exact names and shapes', () => {
    expectTypeOf(rules.winners).toEqualTypeOf<(totals: number[]) => Seat[]>();

    expectTypeOf(rules.scoreRelayDisplay).parameters.toEqualTypeOf<[RelayDisplay]>();
    expectTypeOf(rules.scoreRelayDisplay).returns.toEqualTypeOf<RelayScore>();
    expectTypeOf<RelayScore>().toEqualTypeOf<{
      columns: number[];
      rows: number[];
      allTextures: number;
      total: number;
    }>();
    expectTypeOf(rules.relayCheckRound).parameter(0).toEqualTypeOf<RelayDisplay[]>();
    expectTypeOf(rules.relayCheckRound).returns.toEqualTypeOf<string[]>();
    expectTypeOf(rules.relayUndealt).toEqualTypeOf<(players: number) => number>();
    expectTypeOf(rules.relayHandSize).toEqualTypeOf<(pick: number) => number>();
    expectTypeOf(rules.relayPassDirection).toEqualTypeOf<(round: 1 | 2) => 'clockwise' | 'counterclockwise'>();
    expectTypeOf(rules.relayReader).toEqualTypeOf<(players: number, firstReader: Seat, round: 1 | 2) => Seat>();
    expectTypeOf(rules.relayPlacementOrder).toEqualTypeOf<
      (players: number, firstPlacer: Seat, round: 1 | 2, pick: number) => Seat[]
    >();

    expectTypeOf(rules.parcelPartner).toEqualTypeOf<(players: number, seat: Seat, route: Route) => Seat>();
    expectTypeOf(rules.parcelTurn).parameters.toEqualTypeOf<[number, Seat, number, ParcelVariant?]>();
    expectTypeOf(rules.parcelTurn).returns.toMatchTypeOf<{
      lap: 1 | 2 | 3 | 4;
      seat: Seat;
      route: Route;
      partner: Seat;
    }>();
    expectTypeOf(rules.parcelIsComplete).toEqualTypeOf<(hand: Parcel[]) => boolean>();
    expectTypeOf(rules.parcelCheckDeal).parameter(0).toEqualTypeOf<Parcel[][]>();
    expectTypeOf(rules.parcelCheckDeal).returns.toEqualTypeOf<string[]>();
    expectTypeOf(rules.parcelSwap).toEqualTypeOf<
      (hands: Parcel[][], a: Seat, give: Parcel, b: Seat, receive: Parcel) => Parcel[][]
    >();
    expectTypeOf(rules.parcelGroupScore).toEqualTypeOf<(hands: Parcel[][]) => number>();

    expectTypeOf<RowCard>().toEqualTypeOf<{ card: CardCode; faceUp: boolean }>();
    expectTypeOf<RoyalScore>().toEqualTypeOf<{ royal: number; joker: number; sets: number; total: number }>();
    expectTypeOf(rules.royalCompare).toEqualTypeOf<(a: CardCode, b: CardCode) => number>();
    expectTypeOf(rules.royalOfferSize).toEqualTypeOf<(players: number) => number>();
    expectTypeOf(rules.royalAdd).toEqualTypeOf<(row: RowCard[], card: CardCode) => RowCard[]>();
    expectTypeOf(rules.royalOrder).toEqualTypeOf<(taken: CardCode[][]) => { turnOrder: Seat[]; dealer: Seat }>();
    expectTypeOf(rules.royalGameOver).toEqualTypeOf<(rows: RowCard[][]) => boolean>();
    expectTypeOf(rules.scoreRoyalRow).toEqualTypeOf<(row: RowCard[]) => RoyalScore>();

    expectTypeOf<ChoicesPattern>().toEqualTypeOf<Record<string, 'pick' | 'reserve' | 'pass'>>();
    expectTypeOf(rules.scoreChoicesPrediction).parameters.toEqualTypeOf<
      [ChoicesPattern, string, ChoicesPattern | null]
    >();
    expectTypeOf(rules.scoreChoicesPrediction).returns.toMatchTypeOf<{ correct: number; award: number }>();
    expectTypeOf(rules.choicesAuthorAward).toEqualTypeOf<(readerAwards: number[]) => number>();
    expectTypeOf(rules.choicesAuthorOrder).toEqualTypeOf<(players: number, random: () => number) => Seat[]>();
  });
});
