// Public surface of the rules core: the published API (names and shapes listed in README.md here) plus additions.
export * from './common';
export * from './relay';
export * from './parcel';
export * from './royal';
export * from './choices';
export * from './limits';
export * from './names';
