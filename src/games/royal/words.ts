/** "1 card", "3 cards"; `many` for irregular plurals. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
