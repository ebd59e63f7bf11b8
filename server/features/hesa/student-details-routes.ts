import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type StudentHesaDetails, studentHesaDetailsSchema } from '#domain/hesa/student-details';
import type { Db } from '../../db/client';
import { hesaStudentDetails } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { studentInScope } from '../../platform/auth/own-student';
import type { Tx } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';
import { conflict } from '../../platform/errors';
import { requireFeature } from '../../platform/features';
import { parseIfMatch, requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';

// A student's HESA details (issue 22): SID, legal sex, nationality, highest qualification on
// entry, fee eligibility. Read and written on the student record's HESA details tab by the HESA
// officer (hesa:menu) and the registry (students:admin), online only, while the switch is on.
const DETAILS = [['hesa:menu', 'students:admin']] as const;

type Row = typeof hesaStudentDetails.$inferSelect;

/** The answer of GET and PUT: the details (null when not held) and the version to send back. */
function answerOf(studentId: string, row: Row | undefined) {
  const details: StudentHesaDetails = {
    sid: row?.sid ?? null,
    legalSex: (row?.legalSex ?? null) as StudentHesaDetails['legalSex'],
    nationality: row?.nationality ?? null,
    highestQualification: (row?.highestQualification ??
      null) as StudentHesaDetails['highestQualification'],
    feeEligibility: (row?.feeEligibility ?? null) as StudentHesaDetails['feeEligibility'],
  };
  return {
    studentId,
    /** 0 while nothing is held: the first save sends no If-Match. */
    version: row?.version ?? 0,
    details,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

async function rowOf(db: Db | Tx, studentId: string, lock = false) {
  const query = db
    .select()
    .from(hesaStudentDetails)
    .where(eq(hesaStudentDetails.studentId, studentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET and PUT hesa/students/{id}/details. */
export function registerHesaStudentDetailsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/hesa/students/:id/details', async (request) => {
    const auth = requirePermission(request, DETAILS);
    requireFeature(context, 'hesa', 'HESA');
    const student = await studentInScope(context, auth, request.params);
    return answerOf(student.id, await rowOf(db, student.id));
  });

  app.put('/api/hesa/students/:id/details', async (request) => {
    const auth = requirePermission(request, DETAILS);
    requireFeature(context, 'hesa', 'HESA');
    const student = await studentInScope(context, auth, request.params);
    const given = parseIfMatch(request.headers['if-match']);
    const body = parseWith(studentHesaDetailsSchema, request.body ?? {});
    const actor = actorOf(auth);
    await db.transaction(async (tx) => {
      const before = await rowOf(tx, student.id, true);
      const now = new Date().toISOString();
      if (before) {
        const version = requireIfMatch(request.headers['if-match']);
        if (before.version !== version) {
          throw conflict('The HESA details were changed by someone else', {
            current: answerOf(student.id, before),
          });
        }
        const after = { ...body, updatedBy: actor.userId, version: version + 1, updatedAt: now };
        await tx
          .update(hesaStudentDetails)
          .set(after)
          .where(eq(hesaStudentDetails.studentId, student.id));
        await writeAudit(tx, actor, {
          entity: 'hesa-student-details',
          recordId: student.id,
          action: 'update',
          before,
          after: { ...before, ...after },
        });
        return;
      }
      // Nothing held yet: a version named means the caller saw details that are gone.
      if (given !== undefined) {
        throw conflict('The HESA details were changed by someone else', {
          current: answerOf(student.id, undefined),
        });
      }
      const created = { studentId: student.id, ...body, updatedBy: actor.userId };
      await tx.insert(hesaStudentDetails).values(created);
      await writeAudit(tx, actor, {
        entity: 'hesa-student-details',
        recordId: student.id,
        action: 'create',
        after: created,
      });
    });
    return answerOf(student.id, await rowOf(db, student.id));
  });
}
