import type { EntityDefinition } from '../platform/entities/define';
import { applicationsEntity } from './applications';
import { engagementsEntity } from './engagements';
import { leadActivitiesEntity } from './lead-activities';
import { potentialStudentsEntity } from './potential-students';
import { hubsEntity, programmesEntity, referenceListsEntity } from './reference-data';
import { attendanceMarksEntity, residentialsEntity } from './residentials';
import { studentFormsEntity } from './student-forms';
import { studentNotesEntity } from './student-notes';
import { studentRequestsEntity } from './student-requests';
import { studentsEntity } from './students';
import { ticketMessagesEntity } from './ticket-messages';
import { ticketsEntity } from './tickets';
import { usersEntity } from './users';

/** Every entity of the generic API; later areas add theirs here. */
export const ENTITIES: readonly EntityDefinition[] = [
  usersEntity,
  studentsEntity,
  engagementsEntity,
  applicationsEntity,
  hubsEntity,
  programmesEntity,
  studentFormsEntity,
  studentRequestsEntity,
  studentNotesEntity,
  potentialStudentsEntity,
  leadActivitiesEntity,
];

/**
 * Entities fed to devices by the sync feed without the generic routes: written and read only
 * through their area's named routes (the helpdesk's answer 404 while its switch is off; the
 * reference lists are system data's).
 */
export const SYNC_ONLY_ENTITIES: readonly EntityDefinition[] = [
  ticketsEntity,
  ticketMessagesEntity,
  referenceListsEntity,
  residentialsEntity,
  attendanceMarksEntity,
];
