import { academicYearTitle } from '#domain/calendar/academic-year';
import { ATTENDING_STATUSES, type AttendanceMark } from '#domain/residentials/attendance';
import type { ResidentialSession, Venue } from '#domain/residentials/residential';
import type { attendanceMarks, residentials } from '../schema';
import type { ModuleInstanceRow, ModuleRegistrationRow } from './academic';
import { DEMO_HUB_ID, DEMO_STUDENT_ID, DEMO_TUTOR_ID, OTHER_DEMO_HUB_ID } from './demo-accounts';
import { academicYearOf, addDays, createFaker, DEMO_SEED } from './random';
import type { ScopedEngagementRow, StudentRow } from './students';

// Issue 23: the demo's residentials. One per demo hub in the current session (hub-1's a week
// ahead, so it is within the demo student's 14 days), and one of the whole college in the past
// with marks, so the attendance reports have something to show.

/** A residential row as the seed inserts it. */
export type ResidentialRow = Omit<typeof residentials.$inferInsert, 'seq'> & {
  scopeKeys: string[];
};
/** An attendance mark row as the seed inserts it. */
export type AttendanceMarkRow = Omit<typeof attendanceMarks.$inferInsert, 'seq'> & {
  scopeKeys: string[];
};

/** The ids of the demo's residentials (the e2e and tests name them). */
export const HUB_RESIDENTIAL_ID = 'residential-hub-1-advent';
export const OTHER_HUB_RESIDENTIAL_ID = 'residential-hub-2-advent';
export const PAST_RESIDENTIAL_ID = 'residential-autumn-weekend';

/** A hub's residential aims for at least this many of the hub's students (the e2e checks 30 in). */
const HUB_EXPECTED_AT_LEAST = 30;
/** Who marked a session without a tutor: the registrar's office. */
const REGISTRAR = { id: 'user-registrar', name: 'Rachel Okafor' };
/** A hub's residential teaches at most this many module instances. */
const MOST_INSTANCES = 10;

const VENUES: Record<'hub1' | 'hub2' | 'past', Venue> = {
  hub1: {
    name: 'Hothorpe Hall',
    address: 'Hothorpe Hall, Theddingworth, Lutterworth, Leicestershire',
    postcode: 'LE17 6QX',
    mapUrl: 'https://www.openstreetmap.org/?mlat=52.4597&mlon=-0.9612#map=16/52.4597/-0.9612',
    wifiNetwork: 'Hothorpe-Guest',
    wifiPassword: 'advent-retreat',
  },
  hub2: {
    name: 'The Hayes Conference Centre',
    address: 'The Hayes, Swanwick, Alfreton, Derbyshire',
    postcode: 'DE55 1AU',
    mapUrl: 'https://www.openstreetmap.org/?mlat=53.0710&mlon=-1.3986#map=16/53.0710/-1.3986',
    wifiNetwork: 'Hayes-Guest',
    wifiPassword: 'swanwick-study',
  },
  past: {
    name: 'High Leigh Conference Centre',
    address: 'Lord Street, Hoddesdon, Hertfordshire',
    postcode: 'EN11 8SG',
    mapUrl: 'https://www.openstreetmap.org/?mlat=51.7577&mlon=-0.0227#map=16/51.7577/-0.0227',
    wifiNetwork: 'HighLeigh-Guest',
    wifiPassword: 'autumn-weekend',
  },
};

interface SessionPlan {
  title: string;
  /** Days after the residential starts. */
  day: number;
  /** UTC start and end, HH:MM. */
  from: string;
  to: string;
  room: string;
}

const HUB_SESSIONS: readonly SessionPlan[] = [
  { title: 'Opening seminar', day: 0, from: '10:00', to: '12:00', room: 'Library' },
  { title: 'Reading the texts together', day: 0, from: '14:00', to: '16:00', room: 'Garden Room' },
  { title: 'Essay workshop', day: 1, from: '09:30', to: '11:30', room: 'Library' },
  { title: 'Closing worship and review', day: 1, from: '13:30', to: '15:00', room: 'Chapel' },
];

const PAST_SESSIONS: readonly SessionPlan[] = [
  { title: 'Welcome and introductions', day: 0, from: '18:00', to: '19:30', room: 'Main Hall' },
  { title: 'Lecture: the prophets', day: 1, from: '09:30', to: '11:00', room: 'Main Hall' },
  { title: 'Seminar groups', day: 1, from: '14:00', to: '16:00', room: 'Cedar Room' },
  { title: 'Study skills clinic', day: 2, from: '09:30', to: '11:00', room: 'Cedar Room' },
];

export interface ResidentialSeedInput {
  today: string;
  students: readonly Pick<StudentRow, 'id' | 'hubId'>[];
  engagements: readonly Pick<ScopedEngagementRow, 'id' | 'status'>[];
  moduleInstances: readonly Pick<ModuleInstanceRow, 'id' | 'sessionId'>[];
  moduleRegistrations: readonly Pick<
    ModuleRegistrationRow,
    'studentId' | 'engagementId' | 'moduleInstanceId'
  >[];
  hubIds: readonly string[];
  /** Tutors in the order generated: the demo tutor first. */
  tutors: readonly { id: string; name: string }[];
}

/** Who attends which current-session instance: instance id → attending student ids. */
function attendingByInstance(input: ResidentialSeedInput): Map<string, Set<string>> {
  const session = academicYearTitle(academicYearOf(input.today));
  const current = new Set(
    input.moduleInstances.filter((row) => row.sessionId === session).map((row) => row.id),
  );
  const status = new Map(input.engagements.map((row) => [row.id, row.status]));
  const byInstance = new Map<string, Set<string>>();
  for (const row of input.moduleRegistrations) {
    if (!current.has(row.moduleInstanceId)) continue;
    if (!ATTENDING_STATUSES.includes(String(status.get(row.engagementId)))) continue;
    const students = byInstance.get(row.moduleInstanceId) ?? new Set<string>();
    students.add(row.studentId);
    byInstance.set(row.moduleInstanceId, students);
  }
  return byInstance;
}

/**
 * The instances a hub's residential teaches: the ones with the most of the hub's attending
 * students, until at least HUB_EXPECTED_AT_LEAST of them come (MOST_INSTANCES at most), plus
 * one the demo student takes when `mustInclude` is not among them yet.
 */
function instancesForHub(
  byInstance: Map<string, Set<string>>,
  hubOf: Map<string, string>,
  hubId: string,
  mustInclude?: string,
): { ids: string[]; students: Set<string> } {
  const ofHub = [...byInstance].map(([id, students]) => ({
    id,
    students: new Set([...students].filter((student) => hubOf.get(student) === hubId)),
  }));
  ofHub.sort((a, b) => b.students.size - a.students.size || a.id.localeCompare(b.id));
  const ids: string[] = [];
  const students = new Set<string>();
  for (const candidate of ofHub) {
    if (students.size >= HUB_EXPECTED_AT_LEAST || ids.length >= MOST_INSTANCES) break;
    if (candidate.students.size === 0) break;
    ids.push(candidate.id);
    for (const student of candidate.students) students.add(student);
  }
  if (mustInclude && !students.has(mustInclude)) {
    const theirs = ofHub.find((candidate) => candidate.students.has(mustInclude));
    if (theirs) {
      ids.push(theirs.id);
      for (const student of theirs.students) students.add(student);
    }
  }
  return { ids: ids.sort(), students };
}

function sessionsOf(
  prefix: string,
  startDate: string,
  plans: readonly SessionPlan[],
  tutors: readonly (string | undefined)[],
): ResidentialSession[] {
  return plans.map((plan, index) => {
    const date = addDays(startDate, plan.day);
    const tutorId = tutors[index % Math.max(1, tutors.length)];
    return {
      id: `${prefix}-session-${index + 1}`,
      title: plan.title,
      startsAt: `${date}T${plan.from}:00.000Z`,
      endsAt: `${date}T${plan.to}:00.000Z`,
      room: plan.room,
      ...(tutorId ? { tutorId } : {}),
    };
  });
}

function residentialKeys(
  hubKeys: readonly string[],
  sessions: readonly ResidentialSession[],
): string[] {
  const tutors = sessions.flatMap((session) =>
    session.tutorId ? [`tutor:${session.tutorId}`] : [],
  );
  return [...new Set([...hubKeys, ...tutors])];
}

/**
 * The demo residentials and the past one's marks (deterministic for the same data and day).
 * The hub ones' expected students are the hub's students registered on their instances.
 */
export function generateResidentials(input: ResidentialSeedInput): {
  residentials: ResidentialRow[];
  attendanceMarks: AttendanceMarkRow[];
} {
  const hubOf = new Map(input.students.map((student) => [student.id, student.hubId]));
  const byInstance = attendingByInstance(input);
  const tutorIds = input.tutors.map((tutor) => tutor.id);
  const others = tutorIds.filter((id) => id !== DEMO_TUTOR_ID);
  const demoTutor = tutorIds.includes(DEMO_TUTOR_ID) ? DEMO_TUTOR_ID : undefined;
  const rows: ResidentialRow[] = [];

  const hub1 = instancesForHub(byInstance, hubOf, DEMO_HUB_ID, DEMO_STUDENT_ID);
  const hub1Start = addDays(input.today, 7);
  // The demo tutor teaches the first session only; other tutors the rest.
  const hub1Sessions = sessionsOf(HUB_RESIDENTIAL_ID, hub1Start, HUB_SESSIONS, [
    demoTutor,
    ...others.slice(0, 3),
  ]);
  rows.push({
    id: HUB_RESIDENTIAL_ID,
    title: 'Advent hub residential',
    startDate: hub1Start,
    endDate: addDays(hub1Start, 1),
    hubId: DEMO_HUB_ID,
    venue: VENUES.hub1,
    moduleInstanceIds: hub1.ids,
    sessions: hub1Sessions,
    scopeKeys: residentialKeys([`hub:${DEMO_HUB_ID}`], hub1Sessions),
  });

  if (input.hubIds.includes(OTHER_DEMO_HUB_ID)) {
    const hub2 = instancesForHub(byInstance, hubOf, OTHER_DEMO_HUB_ID);
    const hub2Start = addDays(input.today, 21);
    // Never the demo tutor: their residentials are hub-1's and the college's.
    const hub2Sessions = sessionsOf(OTHER_HUB_RESIDENTIAL_ID, hub2Start, HUB_SESSIONS, [
      ...others.slice(3, 7),
    ]);
    rows.push({
      id: OTHER_HUB_RESIDENTIAL_ID,
      title: 'Winter hub residential',
      startDate: hub2Start,
      endDate: addDays(hub2Start, 1),
      hubId: OTHER_DEMO_HUB_ID,
      venue: VENUES.hub2,
      moduleInstanceIds: hub2.ids,
      sessions: hub2Sessions,
      scopeKeys: residentialKeys([`hub:${OTHER_DEMO_HUB_ID}`], hub2Sessions),
    });
  }

  // The college's weekend: the demo student's other module with the most attending students.
  const pastInstance =
    [...byInstance]
      .filter(([id, students]) => !hub1.ids.includes(id) && students.has(DEMO_STUDENT_ID))
      .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0] ??
    [...byInstance].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0];
  const pastStart = addDays(input.today, -40);
  const pastSessions = sessionsOf(PAST_RESIDENTIAL_ID, pastStart, PAST_SESSIONS, [
    others[0],
    demoTutor,
    others[1],
    others[2],
  ]);
  rows.push({
    id: PAST_RESIDENTIAL_ID,
    title: 'Autumn residential weekend',
    startDate: pastStart,
    endDate: addDays(pastStart, 2),
    hubId: null,
    venue: VENUES.past,
    moduleInstanceIds: pastInstance ? [pastInstance[0]] : [],
    sessions: pastSessions,
    scopeKeys: residentialKeys(
      input.hubIds.map((id) => `hub:${id}`),
      pastSessions,
    ),
  });
  const pastStudents = [...(pastInstance?.[1] ?? [])].sort();
  return {
    residentials: rows,
    attendanceMarks: pastMarks(pastStudents, pastSessions, hubOf, input.tutors),
  };
}

/**
 * Marks of the past weekend, as tablets made them: mostly present, some late, some absent
 * (most without a reason), one excused, and a few corrected by a later mark.
 */
function pastMarks(
  studentIds: readonly string[],
  sessions: readonly ResidentialSession[],
  hubOf: Map<string, string>,
  tutors: readonly { id: string; name: string }[],
): AttendanceMarkRow[] {
  const faker = createFaker(DEMO_SEED + 23);
  const marks: AttendanceMarkRow[] = [];
  let excused = false;
  sessions.forEach((session, sessionIndex) => {
    const tutor = tutors.find((candidate) => candidate.id === session.tutorId);
    const markedBy = tutor?.id ?? REGISTRAR.id;
    const markedByName = tutor?.name ?? REGISTRAR.name;
    const deviceId = `seed-tablet-${sessionIndex + 1}`;
    for (const studentId of studentIds) {
      const roll = faker.number.float();
      let mark: AttendanceMark = 'present';
      let reason: string | undefined;
      if (!excused && studentId !== DEMO_STUDENT_ID && roll < 0.1) {
        mark = 'excused';
        reason = 'Family bereavement: agreed with the hub director';
        excused = true;
      } else if (roll < 0.1) {
        mark = 'absent';
        if (roll < 0.02) reason = 'Unwell: phoned the office';
      } else if (roll < 0.16) {
        mark = 'late';
      }
      const minutes = faker.number.int({ min: 0, max: 20 });
      const markedAt = new Date(Date.parse(session.startsAt) + minutes * 60_000).toISOString();
      const hubId = hubOf.get(studentId);
      const scopeKeys = [
        ...(hubId ? [`hub:${hubId}`] : []),
        ...(session.tutorId ? [`tutor:${session.tutorId}`] : []),
      ];
      const row = (value: AttendanceMark, at: string, why?: string): AttendanceMarkRow => ({
        id: faker.string.uuid(),
        residentialId: PAST_RESIDENTIAL_ID,
        sessionId: session.id,
        studentId,
        mark: value,
        reason: why ?? null,
        markedAt: at,
        markedBy,
        markedByName,
        deviceId,
        scopeKeys,
        createdAt: at,
        updatedAt: at,
      });
      // One in twenty-five first marked absent, then corrected once they arrived.
      if (mark === 'late' && roll > 0.15) {
        marks.push(row('absent', markedAt));
        const later = new Date(Date.parse(markedAt) + 25 * 60_000).toISOString();
        marks.push(row('late', later));
      } else {
        marks.push(row(mark, markedAt, reason));
      }
    }
  });
  return marks;
}
