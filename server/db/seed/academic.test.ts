import { describe, expect, it } from 'vitest';
import { moduleTemplate } from '#domain/programmes/modules';
import {
  generateAcademicData,
  generateFacultyProfiles,
  MODULE_CATALOGUE,
  moduleInstanceId,
} from './academic';
import { generateDemoData } from './generate';

const TODAY = '2026-11-22';
const data = generateDemoData({ students: 60, applications: 0 });
const academic = generateAcademicData(data.engagements, TODAY);
const instances = new Map(academic.moduleInstances.map((row) => [row.id, row]));

describe('generateAcademicData', () => {
  it('names a tutor for every run, the first tutor teaching BT4101', () => {
    const taught = generateAcademicData(data.engagements, TODAY, ['t-demo', 't-2', 't-3']);
    const runs = taught.moduleInstances;
    expect(runs.every((run) => run.tutorId)).toBe(true);
    expect(runs.find((run) => run.moduleId === 'BT4101')?.tutorId).toBe('t-demo');
    expect(new Set(runs.map((run) => run.tutorId))).toEqual(new Set(['t-demo', 't-2', 't-3']));
    expect(academic.moduleInstances.every((run) => run.tutorId === null)).toBe(true);
  });

  it('gives each tutor a fictional telephone number, a room and office hours', () => {
    const [first, second] = generateFacultyProfiles(['a', 'b']);
    expect(first).toMatchObject({ id: 'a', phone: '01632 960100' });
    expect(second?.phone).toBe('01632 960101');
    expect(second?.office).toMatch(/^Room /);
  });

  it('is deterministic for the same engagements and day', () => {
    expect(generateAcademicData(data.engagements, TODAY)).toEqual(academic);
  });

  it('has theology modules of levels 3 to 7, worth 20 or 30 credits', () => {
    expect(academic.modules).toHaveLength(MODULE_CATALOGUE.length);
    expect(academic.modules.map((m) => m.title)).toContain('Introduction to the Old Testament');
    for (const module of academic.modules) {
      expect(module.level).toBeGreaterThanOrEqual(3);
      expect(module.level).toBeLessThanOrEqual(7);
      expect([20, 30]).toContain(module.credits);
    }
  });

  it('labels hub weeks and residentials so all three §9 templates occur', () => {
    const templates = new Set(
      academic.modules.map((m) =>
        moduleTemplate({ hubWeeks: m.hubWeeks ?? [], residentials: m.residentials ?? [] }),
      ),
    );
    expect([...templates].sort()).toEqual(['MA', 'R1', 'R2']);
    expect(academic.modules[0]?.residentials?.[0]).toBe('Sept 2024');
  });

  it('runs every module this session and the next, due after the seed day this session', () => {
    for (const [id] of MODULE_CATALOGUE) {
      const run = instances.get(moduleInstanceId(id, '2026-27'));
      expect((run?.assessmentDueDate ?? '') > TODAY).toBe(true);
      expect(instances.has(moduleInstanceId(id, '2027-28'))).toBe(true);
    }
  });

  it('keeps current-session due dates at least two weeks ahead late in the year', () => {
    const late = generateAcademicData(data.engagements, '2027-06-01');
    const due = late.moduleInstances
      .filter((row) => row.sessionId === '2026-27')
      .map((row) => row.assessmentDueDate);
    expect(due.every((date) => date >= '2027-06-15')).toBe(true);
  });

  it('gives the demo students marked past modules and pending current ones', () => {
    for (const studentId of ['student-00001', 'student-00002']) {
      const own = academic.moduleRegistrations.filter((r) => r.studentId === studentId);
      const current = own.filter((r) => instances.get(r.moduleInstanceId)?.sessionId === '2026-27');
      const past = own.filter((r) => !current.includes(r));
      expect(current.length).toBeGreaterThanOrEqual(3);
      expect(current.every((r) => r.result === 'Pending' && r.mark === null)).toBe(true);
      expect(past.length).toBeGreaterThanOrEqual(3);
      expect(past.every((r) => r.result !== 'Pending')).toBe(true);
      expect(own.every((r) => r.scopeKeys?.includes(`student:${studentId}`))).toBe(true);
    }
  });

  it('marks past modules 40 to 85 when passed, under 40 when failed', () => {
    const marked = academic.moduleRegistrations.filter((r) => r.result !== 'Pending');
    for (const registration of marked) {
      if (registration.result === 'Pass') {
        expect(registration.mark).toBeGreaterThanOrEqual(40);
        expect(registration.mark).toBeLessThanOrEqual(85);
        expect(registration.creditsAwarded).toBeGreaterThan(0);
      } else {
        expect(registration.creditsAwarded).toBe(0);
      }
    }
    const passes = marked.filter((r) => r.result === 'Pass').length;
    expect(passes / marked.length).toBeGreaterThan(0.75);
    expect(marked.some((r) => r.result === 'Fail')).toBe(true);
  });

  it('registers each engagement at most once per module instance', () => {
    const ids = academic.moduleRegistrations.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const registration of academic.moduleRegistrations) {
      expect(instances.has(registration.moduleInstanceId)).toBe(true);
    }
  });
});
