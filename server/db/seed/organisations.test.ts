import { describe, expect, it } from 'vitest';
import { organisationStatuses } from '#domain/leads/organisations';
import { generateAlumniData, generateOrganisations } from './organisations';

const hubs = Array.from({ length: 8 }, (_, index) => ({
  id: `hub-${index + 1}`,
  city: `City ${index + 1}`,
}));

describe('the organisations seed', () => {
  it('makes 40 organisations across the hubs, each with a status of its partner type', () => {
    const rows = generateOrganisations(hubs);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.hubId)).size).toBe(8);
    for (const row of rows) expect(organisationStatuses(row.partnerType)).toContain(row.status);
    expect(rows.filter((row) => row.status === 'Hub Church')).toHaveLength(8);
    expect(generateOrganisations(hubs)).toEqual(rows);
  });

  it('gives profiles and consents only to alumni, the same every time', () => {
    const students = Array.from({ length: 30 }, (_, index) => ({
      id: `s-${index}`,
      firstName: 'A',
      lastName: `B${index}`,
      hubId: hubs[index % 8]?.id ?? 'hub-1',
    }));
    const engagements = students.map((student, index) => ({
      studentId: student.id,
      status: index % 2 === 0 ? 'Completed' : 'Current',
      endDate: '2024-07-01',
    }));
    const organisations = generateOrganisations(hubs);
    const data = generateAlumniData(students, engagements, organisations, '2026-09-01');
    const alumni = new Set(students.filter((_, index) => index % 2 === 0).map((s) => s.id));
    expect(data.profiles.length).toBeGreaterThan(0);
    expect(data.consents.length).toBeGreaterThan(0);
    expect(data.profiles.every((row) => alumni.has(row.studentId))).toBe(true);
    expect(data.consents.every((row) => alumni.has(row.personId))).toBe(true);
    expect(data.consents.every((row) => row.givenOn <= '2026-09-01')).toBe(true);
    expect(generateAlumniData(students, engagements, organisations, '2026-09-01')).toEqual(data);
  });
});
