// What storage counts of each game's finished records (src/storage/record-kind.ts), handed to it as it opens. A chunk
// of its own, fetched beside the storage code: the first load carries none of it.
import { parcelRecordKind } from '../games/parcel/record';
import { royalRecordKind } from '../games/royal/record';

export const RECORD_KINDS = [parcelRecordKind, royalRecordKind];
