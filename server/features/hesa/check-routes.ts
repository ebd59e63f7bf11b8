import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { yearSchema } from '#domain/hesa/fields';
import { fixOf, groupByRule, percentReady } from '#domain/hesa/problems';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import { buildExport, sendExport } from '../../platform/exports';
import { requireFeature } from '../../platform/features';
import { checkReturn, readinessHistory, searchStudents, studentReturn } from './check';
import { yearsWithEngagements } from './data';
import { entityRows } from './tree';

// The `missing` and `student` screens of /hesa (issue 22): hesa:menu, while the switch is on.
const HESA = ['hesa:menu'];

const yearQuery = z.object({ year: yearSchema.optional() });
const searchQuery = z.object({ year: yearSchema.optional(), q: z.string().trim().max(100) });
const studentParams = z.object({ id: z.string().min(1).max(60) });

/** The problems of a year grouped by rule, each student with where to fix it. */
async function missingOf(context: AppContext, year: string) {
  const check = await checkReturn(context.db, year);
  const names = new Map(check.students.map((s) => [s.id, s.name]));
  const rules = groupByRule(check.problems).map((group) => ({
    rule: group.rule,
    field: group.field,
    message: group.message,
    count: group.count,
    // Where a rule of the whole return (no student) is fixed.
    fix: fixOf({ rule: group.rule, studentId: '' }),
    students: group.students.map((id) => ({
      id,
      name: names.get(id) ?? id,
      fix: fixOf({ rule: group.rule, studentId: id }),
    })),
  }));
  return { check, rules };
}

/** GET hesa/missing, hesa/students: what stops the return, student by student. */
export function registerHesaCheckRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const yearOf = async (year: string | undefined) => {
    if (year) return year;
    const today = (context.clock?.() ?? new Date()).toISOString().slice(0, 10);
    const [newest] = await yearsWithEngagements(db, today);
    if (!newest) throw notFound('No engagement is held: there is no return to check');
    return newest;
  };

  api.get('/api/hesa/missing', { schema: { querystring: yearQuery } }, async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    const year = await yearOf(request.query.year);
    const { check, rules } = await missingOf(context, year);
    // A read only: the snapshots are kept by the daily job and POST /api/hesa/check.
    return {
      year,
      collection: check.collection,
      students: check.students.length,
      ready: check.ready,
      percentReady: percentReady(check.students.length, check.ready),
      rules,
      history: await readinessHistory(db, check.collection),
    };
  });

  api.get(
    '/api/hesa/missing/export',
    { schema: { querystring: yearQuery } },
    async (request, reply) => {
      requirePermission(request, HESA);
      requireFeature(context, 'hesa', 'HESA');
      const year = await yearOf(request.query.year);
      const { rules } = await missingOf(context, year);
      const rows = rules.flatMap((rule) =>
        rule.students.map((student) => ({
          rule: rule.rule,
          field: rule.field,
          message: rule.message,
          studentId: student.id,
          name: student.name,
          fix: student.fix.to,
        })),
      );
      const file = await buildExport('excel', {
        title: `HESA return ${year}: what is missing`,
        fileBaseName: `hesa-missing-${year}`,
        columns: [
          { field: 'rule', label: 'Rule' },
          { field: 'field', label: 'Field' },
          { field: 'message', label: 'Problem' },
          { field: 'studentId', label: 'Student' },
          { field: 'name', label: 'Name' },
          { field: 'fix', label: 'Fix at' },
        ],
        rows,
      });
      return sendExport(reply, file);
    },
  );

  api.get('/api/hesa/students', { schema: { querystring: searchQuery } }, async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    const year = await yearOf(request.query.year);
    const found = request.query.q ? await searchStudents(db, year, request.query.q) : [];
    return {
      year,
      students: found.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}` })),
    };
  });

  api.get(
    '/api/hesa/students/:id',
    { schema: { params: studentParams, querystring: yearQuery } },
    async (request) => {
      requirePermission(request, HESA);
      requireFeature(context, 'hesa', 'HESA');
      const year = await yearOf(request.query.year);
      const found = await studentReturn(db, year, request.params.id);
      if (!found) throw notFound(`That student is not in the ${year} return`);
      return {
        year,
        collection: found.collection,
        student: found.student,
        entities: entityRows(found.xml),
        problems: found.problems.map((p) => ({ ...p, fix: fixOf(p) })),
      };
    },
  );
}
