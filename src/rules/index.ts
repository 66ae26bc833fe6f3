// Public surface of the rules core (see /work/shared/rules/rules-api.md and README.md here).
export * from './common';
export * from './relay';
export * from './parcel';
export * from './royal';
export * from './choices';
export * from './limits';
export * from './names';
