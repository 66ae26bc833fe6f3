// One message to many phones that differ only in a few fields: the shared
// fields are packed once per change, each phone's own fields on their own, and
// the two spliced into one msgpack map (Colyseus packs messages as plain
// msgpack, `useRecords: false`, so a map is a header and its entries in a row).
// A phone decodes the same object it would get from `client.send(type, view)`.
import { Protocol, getMessageBytes } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import { Packr } from 'msgpackr';

const packr = new Packr({ useRecords: false });

interface Entries {
  count: number;
  bytes: Buffer;
}

/** A plain object's msgpack entries without the map header (a copy: the packer reuses its buffer). */
function entries(fields: object): Entries {
  const b = packr.pack(fields);
  const h = b[0]!;
  if (h >= 0x80 && h <= 0x8f) return { count: h & 0x0f, bytes: Buffer.from(b.subarray(1)) };
  if (h === 0xde) return { count: b.readUInt16BE(1), bytes: Buffer.from(b.subarray(3)) };
  throw new RangeError('fanout: only plain objects with fewer than 65,536 fields');
}

function mapHeader(count: number): Buffer {
  return count < 16 ? Buffer.from([0x80 | count]) : Buffer.from([0xde, count >> 8, count & 0xff]);
}

/** `type` with `shared` packed once; `send(client, own)` adds that phone's own fields. */
export function fanout(type: string, shared: object) {
  const head = getMessageBytes.raw(Protocol.ROOM_DATA, type);
  const common = entries(shared);
  return (client: Client, own: object) => {
    const mine = entries(own);
    client.enqueueRaw(Buffer.concat([head, mapHeader(common.count + mine.count), common.bytes, mine.bytes]));
  };
}
