import type { RecordKind } from '../../storage/record-kind';
import { seatedDetail, sessionReader } from '../record-kind';
import { royalRecordKind } from './record';
import { readRoyalAction, readRoyalSetup } from './session';

/** A Royal Draft record as restore checks it: its detail with the seated names checked, its session read by its readers. */
export const royalRecordCheck: RecordKind = {
  ...royalRecordKind,
  readDetail: seatedDetail,
  readSession: sessionReader(readRoyalSetup, readRoyalAction),
};
