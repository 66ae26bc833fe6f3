// The rules core, imported per module rather than through src/rules/index.ts so that this game's lazy chunk
// does not pull in the other three games' rules (the 15 KB budget counts them).
export * from '../../rules/common';
export * from '../../rules/royal';
