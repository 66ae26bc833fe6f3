import type { RecordKind } from '../../storage/record-kind';
import { seatedDetail, sessionReader } from '../record-kind';
import { readChoicesAction, readChoicesSetup } from './read';

/** A Pattern of Choices record as restore checks it: its detail with the seated names checked, its session read by its readers. */
export const choicesRecordCheck: RecordKind = {
  game: 'choices',
  readDetail: seatedDetail,
  readSession: sessionReader(readChoicesSetup, readChoicesAction),
};
