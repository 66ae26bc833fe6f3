import type { RecordKind } from '../../storage/record-kind';
import { seatedDetail, sessionReader } from '../record-kind';
import { readRelayAction, readRelaySetup } from './read';

/** A Pattern Relay record as restore checks it: its detail with the seated names checked, its session read by its readers. */
export const relayRecordCheck: RecordKind = {
  game: 'relay',
  readDetail: seatedDetail,
  readSession: sessionReader(readRelaySetup, readRelayAction),
};
