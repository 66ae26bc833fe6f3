import { describe, expect, it } from 'vitest';
import { followSeat } from '../../../src/games/relay/follow';

describe('followSeat: a chosen reader or placer follows the person', () => {
  it('R4: choosing Ben as reader and moving Ben up a seat keeps Ben, not the seat number', () => {
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ben', 'Ana', 'Cy'], 1)).toBe(0);
    // Moving someone else past the chosen person: the person moves, the choice follows.
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ana', 'Cy', 'Ben'], 1)).toBe(2);
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ana', 'Cy', 'Ben'], 0)).toBe(0);
  });
  it('stays on the seat when a name is edited or a player is added', () => {
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ana', 'Benjamin', 'Cy'], 1)).toBe(1);
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ana', 'Ben', 'Cy', 'Dee'], 2)).toBe(2);
  });
  it('moves with the others when someone before is removed; back to the first seat when the person is removed', () => {
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ben', 'Cy'], 2)).toBe(1);
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ana', 'Ben'], 1)).toBe(1);
    expect(followSeat(['Ana', 'Ben', 'Cy'], ['Ana', 'Cy'], 1)).toBe(0);
  });
});
