// Pattern of Choices in the rules core: scoring (C3-C6) and the table's phase
// machine (C1-C10). The app's prompt deck (C2, `deck.ts`) and the wire protocol
// of online play (`wire.ts`) are imported on their own: the deck's text only
// when a game starts, the wire protocol by the server and the phones.
export * from './score';
export type { Prompt } from './deck';
export * from './machine';
