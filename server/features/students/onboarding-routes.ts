import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentRecordSchema } from '#domain/records/student';
import { STUDENT_LIST_REQUIREMENT } from '#domain/students/lists';
import { ONBOARDING_EMAIL_KINDS, type OnboardingEmailKind } from '#domain/students/onboarding';
import {
  type OnboardingRecipient,
  type OnboardingSendCandidate,
  type OnboardingSendResult,
  onboardingEmailValues,
  onboardingSendSchema,
  onboardingTemplateKey,
  planOnboardingSend,
} from '#domain/students/onboarding-emails';
import { engagements, hubs, students } from '../../db/schema';
import { studentListOf } from '../../entities/student-lists';
import { studentsEntity } from '../../entities/students';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { findInScope, updateRecord } from '../../platform/entities/write';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';
import { parseWith } from '../../platform/validation';

/** Sends onboarding e-mails of spec §9: the New list's reader (students:recruitment). */
export const ONBOARDING_SEND = STUDENT_LIST_REQUIREMENT.new;

type SentDates = Partial<Record<OnboardingEmailKind, string | null>>;

const SENT_DATES = studentRecordSchema.shape.onboardingEmails;

// A JSON column: read through the record's schema, as every stored value.
const sentDatesOf = (value: unknown): SentDates => SENT_DATES.safeParse(value).data ?? {};

interface Chosen {
  candidate: OnboardingSendCandidate;
  recipient: OnboardingRecipient;
}

// Each chosen student as the rule reads them: on the New list in the caller's scope (a student
// outside it is "not new" to them, its existence unsaid), their programmes, the kinds sent.
async function chosenStudents(
  context: AppContext,
  auth: AuthContext,
  ids: readonly string[],
): Promise<Map<string, Chosen>> {
  const wanted = new Set(ids);
  const newRows = (await studentListOf(context.db, 'new', auth.scope)).filter((row) =>
    wanted.has(row.id),
  );
  const chosen = new Map<string, Chosen>();
  if (newRows.length === 0) return chosen;
  const inList = newRows.map((row) => row.id);
  const [studentRows, engagementRows] = await Promise.all([
    context.db
      .select({ id: students.id, onboardingEmails: students.onboardingEmails })
      .from(students)
      .where(inArray(students.id, inList)),
    context.db
      .select({ studentId: engagements.studentId, programmeCode: engagements.programmeCode })
      .from(engagements)
      .where(inArray(engagements.studentId, inList)),
  ]);
  const sent = new Map(studentRows.map((row) => [row.id, sentDatesOf(row.onboardingEmails)]));
  for (const row of newRows) {
    chosen.set(row.id, {
      candidate: {
        isNew: true,
        engagements: engagementRows.filter((engagement) => engagement.studentId === row.id),
        onboardingEmails: sent.get(row.id) ?? {},
      },
      recipient: { firstName: row.firstName, email: row.email, hub: row.hub },
    });
  }
  return chosen;
}

class AlreadySent extends Error {}

// Records the date sent on the student (their next version: change feed, audit log); false
// when another send recorded it first.
async function claim(
  context: AppContext,
  auth: AuthContext,
  id: string,
  kind: OnboardingEmailKind,
  today: string,
): Promise<boolean> {
  try {
    await updateRecord(context.db, studentsEntity, auth, id, {
      expectedVersion: 0,
      canMerge: () => true,
      next: (current) => {
        const sent = sentDatesOf(current.onboardingEmails);
        if (sent[kind]) throw new AlreadySent();
        return { onboardingEmails: { ...sent, [kind]: today } };
      },
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
}

// Takes the date back when the mail did not go out, so a later send tries again.
async function release(
  context: AppContext,
  auth: AuthContext,
  id: string,
  kind: OnboardingEmailKind,
) {
  await updateRecord(context.db, studentsEntity, auth, id, {
    expectedVersion: 0,
    canMerge: () => true,
    next: (current) => {
      const { [kind]: _dropped, ...rest } = sentDatesOf(current.onboardingEmails);
      return { onboardingEmails: Object.keys(rest).length > 0 ? rest : null };
    },
  });
}

/**
 * POST /api/students/onboarding-emails (spec §9): the e-mail of one kind to each chosen new
 * student without an FC engagement who was not sent it yet; the date sent is recorded on the
 * student as their next version (change feed, audit log), so every device's list shows it.
 * Run twice, nothing is sent twice (the date is recorded before the mail leaves). A mail the
 * mail server refuses is reported for that student and its date taken back; the others go on.
 */
export function registerOnboardingRoutes(app: FastifyInstance, context: AppContext): void {
  // admin/emailtemplates previews each onboarding mail with a real student, in the caller's scope.
  const preview = async (auth: AuthContext, id: string) => {
    const student = await findInScope(context.db, studentsEntity, id, auth);
    if (!student) return undefined;
    const [hub] = await context.db
      .select({ name: hubs.name })
      .from(hubs)
      .where(eq(hubs.id, String(student.hubId)));
    const recipient = {
      firstName: String(student.firstName),
      email: String(student.email),
      hub: hub?.name ?? '',
    };
    return onboardingEmailValues(context.config.college, recipient);
  };
  for (const kind of ONBOARDING_EMAIL_KINDS) {
    registerPreviewSource(context, onboardingTemplateKey(kind), preview);
  }
  app.post('/api/students/onboarding-emails', async (request): Promise<OnboardingSendResult> => {
    const auth = requirePermission(request, ONBOARDING_SEND);
    const { kind, studentIds } = parseWith(onboardingSendSchema, request.body ?? {});
    const chosen = await chosenStudents(context, auth, studentIds);
    const plan = planOnboardingSend(studentIds, kind, (id) => chosen.get(id)?.candidate);
    const result: OnboardingSendResult = { kind, sent: [], skipped: plan.skipped, failed: [] };
    const today = (context.clock?.() ?? new Date()).toISOString().slice(0, 10);
    for (const id of plan.send) {
      const recipient = chosen.get(id)?.recipient;
      if (!recipient) continue;
      const failed = (error: unknown) =>
        result.failed.push({ id, message: error instanceof Error ? error.message : String(error) });
      // Claimed first, so a second run meanwhile finds it sent and sends nothing.
      let claimed: boolean;
      try {
        claimed = await claim(context, auth, id, kind, today);
      } catch (error) {
        failed(error);
        continue;
      }
      if (!claimed) {
        result.skipped.push({ id, reason: 'already-sent' });
        continue;
      }
      try {
        await sendTemplate(
          context,
          onboardingTemplateKey(kind),
          recipient.email,
          onboardingEmailValues(context.config.college, recipient),
        );
        result.sent.push(id);
      } catch (error) {
        await release(context, auth, id, kind);
        failed(error);
      }
    }
    return result;
  });
}
