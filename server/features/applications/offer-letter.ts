import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Content } from 'pdfmake';
import {
  hasOffer,
  type OfferConditionInput,
  storedConditions,
} from '#domain/applications/admissions';
import { formatDate } from '#domain/format/dates';
import { hubs, programmes } from '../../db/schema';
import { applicationsEntity } from '../../entities/applications';
import type { AppContext } from '../../platform/app-context';
import { presentRecord } from '../../platform/entities/present';
import { requireRecordPermission } from '../../platform/entities/record-access';
import { findInScope } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/exports';
import { renderPdf } from '../../platform/exports/pdf-document';
import { ADMIN, idParams } from './access';

/** What an offer letter says. */
export interface OfferLetter {
  college: string;
  applicantName: string;
  programme: string;
  hub: string;
  intake: string;
  status: string;
  conditions: readonly OfferConditionInput[];
  issuedOn: string;
}

/** The offer letter as an A4 PDF: the college, the applicant, the place and any conditions. */
export async function offerLetterPdf(letter: OfferLetter): Promise<Buffer> {
  const content: Content = [
    { text: letter.college, style: 'small' },
    { text: 'Offer of a place', style: 'title' },
    { text: formatDate(letter.issuedOn), style: 'small' },
    { text: `Dear ${letter.applicantName},`, margin: [0, 8, 0, 8] },
    {
      text:
        `We are delighted to offer you a place on the ${letter.programme} programme at ` +
        `${letter.college}, studying at the ${letter.hub} hub, starting on ` +
        `${formatDate(letter.intake)}.`,
      margin: [0, 0, 0, 8],
    },
    ...(letter.conditions.length > 0
      ? [
          { text: 'This offer is conditional on the following:', margin: [0, 0, 0, 4] },
          {
            ul: letter.conditions.map((c) => `${c.text}${c.met ? ' (met)' : ''}`),
            margin: [0, 0, 0, 8],
          },
        ]
      : []),
    { text: `Application status: ${letter.status}.`, style: 'small' },
    { text: 'With every good wish,', margin: [0, 12, 0, 2] },
    { text: `Admissions, ${letter.college}` },
  ] as Content;
  return renderPdf({
    info: { title: `Offer: ${letter.applicantName}`, creator: 'Collegium' },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { fontSize: 11 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 4, 0, 4] },
      small: { fontSize: 9, color: '#444444', margin: [0, 0, 0, 6] },
    },
    content,
  });
}

/** The offer letter of an application holding an offer (spec §4). */
export function registerOfferLetterRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  api.get(
    '/api/applications/:id/offer-letter',
    { schema: { params: idParams } },
    async (request, reply) => {
      // Staff print any offer in scope; an applicant, the offer made to them (self scope).
      const auth = await requireRecordPermission(
        db,
        request,
        applicationsEntity,
        request.params.id,
        [[...ADMIN, 'applications:apply']],
      );
      const application = await findInScope(db, applicationsEntity, request.params.id, auth);
      if (!application) throw notFound();
      const status = String(application.status);
      if (!hasOffer(status)) {
        throw conflict(`There is no offer to print: this application is ${status}`, {
          current: presentRecord(applicationsEntity, application),
        });
      }
      const course = application.course as { course?: string } | null;
      const code = course?.course ?? '';
      const [programme] = code
        ? await db.select({ name: programmes.name }).from(programmes).where(eq(programmes.id, code))
        : [];
      const [hub] = await db
        .select({ name: hubs.name })
        .from(hubs)
        .where(eq(hubs.id, String(application.hubId)));
      const pdf = await offerLetterPdf({
        college: context.config.college.name,
        applicantName: `${String(application.firstName)} ${String(application.lastName)}`,
        programme: programme?.name ?? code,
        hub: hub?.name ?? String(application.hubId),
        intake: String(application.intake),
        status,
        conditions: context.config.features.conditionalOffers
          ? storedConditions(application.conditions)
          : [],
        issuedOn: (context.clock?.() ?? new Date()).toISOString().slice(0, 10),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`offer-${application.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
