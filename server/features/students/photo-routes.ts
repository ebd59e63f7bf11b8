import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PHOTO_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_SIZE_MESSAGE,
} from '#domain/students/photos';
import { studentPhotos, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import { requirePermission } from '../../platform/auth/context';
import { AppError, invalid, notFound } from '../../platform/errors';
import { PHOTO_FIELD, photoSizes } from './photo-images';

/** Who sees photos: staff who see students, tutors (their tutees) and holders of allphotos. */
export const PHOTO_VIEW = [
  ['students:view', 'mystudents:view', 'mystudents:allphotos', 'students:faculty'],
] as const;
/** Who uploads or replaces a photo: the student record's administrators (spec §6). */
export const PHOTO_EDIT = ['students:admin'] as const;

const idParams = z.object({ studentId: z.string().min(1).max(100) });
const listQuery = z.object({ mode: z.enum(['all', 'mine']).default('all') });
const imageQuery = z.object({
  size: z.enum(['avatar', 'portrait']).default('avatar'),
  // The photo's version, so a replaced photo gets a new URL (caches never show the old one).
  v: z.coerce.number().int().min(0).optional(),
});

const NO_STUDENT = 'There is no such student';
const NO_PHOTO = 'This student has no photo yet';

// Students the caller may see: every student, or those sharing one of the caller's scope keys.
function scopeCondition(auth: AuthContext) {
  return auth.scope.all
    ? sql`true`
    : sql`${students.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
}

async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the photo as multipart/form-data');
  }
  try {
    const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
    // Read whole before judging it, so the request's body is consumed either way.
    const bytes = await file?.toBuffer();
    if (!file || !bytes || file.fieldname !== PHOTO_FIELD) {
      throw invalid(
        [{ param: PHOTO_FIELD, message: PHOTO_MISSING_MESSAGE }],
        PHOTO_MISSING_MESSAGE,
      );
    }
    return bytes;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid([{ param: PHOTO_FIELD, message: PHOTO_SIZE_MESSAGE }], PHOTO_SIZE_MESSAGE);
    }
    throw error;
  }
}

/** Student photos (spec §2.3 students/photos, mystudents/allphotos and photos). */
export function registerPhotoRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  async function studentInScope(auth: AuthContext, studentId: string) {
    const [student] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, studentId), scopeCondition(auth)));
    if (!student) throw notFound(NO_STUDENT);
    return student;
  }

  // Which students in the caller's scope have a photo, and its version (the image URL's `v`).
  // 'mine' is a tutor's own tutees (students:faculty).
  api.get('/api/student-photos', { schema: { querystring: listQuery } }, async (request) => {
    const mine = request.query.mode === 'mine';
    const auth = requirePermission(request, mine ? ['students:faculty'] : PHOTO_VIEW);
    const rows = await db
      .select({
        studentId: studentPhotos.studentId,
        version: studentPhotos.version,
        updatedAt: studentPhotos.updatedAt,
      })
      .from(studentPhotos)
      .innerJoin(students, eq(students.id, studentPhotos.studentId))
      .where(and(scopeCondition(auth), mine ? eq(students.tutorId, auth.user.id) : sql`true`));
    return { items: rows, total: rows.length };
  });

  api.get(
    '/api/student-photos/:studentId',
    { schema: { params: idParams, querystring: imageQuery } },
    async (request, reply) => {
      const auth = requirePermission(request, PHOTO_VIEW);
      await studentInScope(auth, request.params.studentId);
      const [photo] = await db
        .select()
        .from(studentPhotos)
        .where(eq(studentPhotos.studentId, request.params.studentId));
      if (!photo) throw notFound(NO_PHOTO);
      return (
        reply
          .header('content-type', 'image/webp')
          .header('x-content-type-options', 'nosniff')
          // Personal data: kept by this browser only; a versioned URL never changes.
          .header('cache-control', 'private, max-age=604800')
          .send(request.query.size === 'portrait' ? photo.portrait : photo.avatar)
      );
    },
  );

  // Upload or replace: the image is checked and resized here, whatever the device sent.
  api.put('/api/student-photos/:studentId', { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, PHOTO_EDIT);
    const { studentId } = request.params;
    await studentInScope(auth, studentId);
    const { avatar, portrait } = await photoSizes(await readPhotoUpload(request));
    return db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(studentPhotos)
        .values({ studentId, avatar, portrait, uploadedBy: auth.realUser.id })
        .onConflictDoUpdate({
          target: studentPhotos.studentId,
          set: {
            avatar,
            portrait,
            uploadedBy: auth.realUser.id,
            version: sql`${studentPhotos.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({
          studentId: studentPhotos.studentId,
          version: studentPhotos.version,
          updatedAt: studentPhotos.updatedAt,
        });
      if (!saved) throw new Error('The photo was not saved');
      await writeAudit(
        tx,
        { userId: auth.realUser.id, actingAsUserId: auth.impersonating ? auth.user.id : null },
        {
          entity: 'student_photos',
          recordId: studentId,
          action: saved.version === 1 ? 'create' : 'update',
          after: { photoVersion: saved.version, avatarBytes: avatar.length },
        },
      );
      return saved;
    });
  });
}
