// What the phones' build uses instead of parts of the Colyseus client (vite.config.ts
// aliases it here for the browser build only): the SDK needs the schema
// package's small byte encode/decode for every message, but its state decoder,
// reflection and input encoder (most of 58 KB gzip), and its input channel, only for rooms with shared
// schema state, and our rooms have none (each phone is sent its own view). If
// a room ever sent schema state, these stand-ins would say so at once.
// @ts-expect-error -- resolved by the alias in vite.config.ts (the package's exports hide its sources)
export { encode } from 'colyseus-schema-encoding/encode';
// @ts-expect-error -- as above
export { decode } from 'colyseus-schema-encoding/decode';

function unused(): never {
  throw new Error(
    'Tableside rooms have no schema state and take no input: that part of the Colyseus client is not in this build',
  );
}

// Called with `new` by the SDK; a function that throws serves as well as a class.
export const Decoder = unused;
/** The SDK's per-room input channel (with its clock), made only for rooms that declare input: ours declare none. */
export const RoomInput = unused;
export const InputEncoder = unused;
export const Reflection = { decode: unused, makeEncodable: unused };
export const getDecoderStateCallbacks = unused;
export const $values = Symbol('$values');
export const $refId = Symbol('$refId');

/** The SDK's WebTransport (HTTP/3) connection, also aliased here: phones connect over WebSocket only. */
export function H3TransportTransport(): never {
  throw new Error('Tableside connects over WebSocket only');
}
