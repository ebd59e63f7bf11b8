import { type AttendanceMarkRecord, attendanceMarkSchema } from '../residentials/attendance';
import { type Residential, residentialSchema } from '../residentials/residential';
import type { Stored } from './stored';

// Issue 23: the two records of residentials that sync to staff devices. Their rules live in
// src/domain/residentials; these are the records' one schema each, and their stored types.

/** A residential: dates, venue, module instances taught and sessions (timetable slots). */
export const residentialRecordSchema = residentialSchema;
export type ResidentialRecord = Residential;
/** A residential as the server stores and sends it. */
export type StoredResidential = Stored<ResidentialRecord>;

/** One attendance mark (append-only: a later mark of the same student and session replaces it). */
export const attendanceMarkRecordSchema = attendanceMarkSchema;
export type { AttendanceMarkRecord };
/** An attendance mark as the server stores and sends it. */
export type StoredAttendanceMark = Stored<AttendanceMarkRecord>;
