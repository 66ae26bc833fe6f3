// Each game's record kind with the checks a restore makes (its detail, its kept session), for the restore's worker:
// what storage counts and what restore checks come from the games, never from storage or platform.
import { choicesRecordCheck } from '../games/choices/record-check';
import { parcelRecordCheck } from '../games/parcel/record-check';
import { relayRecordCheck } from '../games/relay/record-check';
import { royalRecordCheck } from '../games/royal/record-check';

export const RECORD_CHECKS = [relayRecordCheck, parcelRecordCheck, royalRecordCheck, choicesRecordCheck];
