import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLOURS, MARKS, facesOf, readFaces, seatFaces } from '../../src/rules/faces';
import type { Face } from '../../src/rules/faces';

describe('faces at a table', () => {
  it('gives seats the palette in seat order when nobody asks: orange circle, sky square, green triangle', () => {
    expect(seatFaces(3)).toEqual([
      { colour: 'orange', mark: 'circle' },
      { colour: 'sky', mark: 'square' },
      { colour: 'green', mark: 'triangle' },
    ]);
  });

  it('has a colour and a mark for every seat of the largest table (12), each once', () => {
    const faces = seatFaces(12);
    expect(new Set(faces.map((f) => f.colour)).size).toBe(12);
    expect(new Set(faces.map((f) => f.mark)).size).toBe(12);
  });

  it("keeps what a seat asks for; a later seat asking for a colour already held gets its own seat's default", () => {
    const wanted: Partial<Face>[] = [{ colour: 'blue', mark: 'star' }, {}, { colour: 'blue', mark: 'heart' }];
    expect(seatFaces(3, (i) => wanted[i])).toEqual([
      { colour: 'blue', mark: 'star' },
      { colour: 'sky', mark: 'square' },
      { colour: 'green', mark: 'heart' },
    ]);
  });

  it("never moves another seat's face when one seat chooses: seat 2 takes purple star, seats 1 and 3 keep theirs", () => {
    const wanted: Partial<Face>[] = [{}, { colour: 'purple', mark: 'star' }, {}];
    expect(seatFaces(3, (i) => wanted[i])).toEqual([
      { colour: 'orange', mark: 'circle' },
      { colour: 'purple', mark: 'star' },
      { colour: 'green', mark: 'triangle' },
    ]);
  });

  it('gives a seat whose own default another seat chose the first colour still free', () => {
    const wanted: Partial<Face>[] = [{ colour: 'sky', mark: 'square' }, {}];
    expect(seatFaces(2, (i) => wanted[i])).toEqual([
      { colour: 'sky', mark: 'square' },
      { colour: 'orange', mark: 'circle' },
    ]);
  });

  it('never puts one colour or one mark at a table twice, whatever the seats ask for', () => {
    const ask = fc.record(
      { colour: fc.constantFrom(...COLOURS), mark: fc.constantFrom(...MARKS) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(fc.option(ask), { minLength: 2, maxLength: 12 }), (asks) => {
        const faces = seatFaces(asks.length, (i) => asks[i]);
        expect(new Set(faces.map((f) => f.colour)).size).toBe(asks.length);
        expect(new Set(faces.map((f) => f.mark)).size).toBe(asks.length);
      }),
    );
  });

  it('reads stored faces only when they fit the table: one per player, known codes, no colour or mark twice', () => {
    const two = [
      { colour: 'wine', mark: 'moon' },
      { colour: 'ink', mark: 'plus' },
    ];
    expect(readFaces(two, 2)).toEqual(two);
    expect(readFaces(two, 3)).toBeNull();
    expect(readFaces([two[0], { colour: 'wine', mark: 'plus' }], 2)).toBeNull();
    expect(readFaces([two[0], { colour: 'pink', mark: 'plus' }], 2)).toBeNull();
    expect(readFaces('orange', 1)).toBeNull();
    expect(facesOf(2, undefined)).toEqual([
      { colour: 'orange', mark: 'circle' },
      { colour: 'sky', mark: 'square' },
    ]);
  });
});
