// Pattern of Choices in the rules core: scoring (C3-C6), the app's prompt deck
// (C2) and the table's phase machine (C1-C10). The wire protocol of online play
// is `wire.ts`, imported on its own by the server and the phones.
export * from './score';
export * from './deck';
export * from './machine';
