import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readGiftRows } from '#domain/fundraising/gift-import';
import { fundraisingQuerySchema, matchesSegment } from '#domain/fundraising/segments';
import { contacts, gifts } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { invalid } from '../../platform/errors';
import { buildExport, type ExportColumn, sendExport } from '../../platform/exports';
import { parseWith } from '../../platform/validation';
import { fundraisingPeople } from './data';
import { readGiftFile, readUpload } from './gift-file';

// Fundraising → Alumni (spec §2.3 `/fundraising/alumni`, fundraising:menu, issue 20): alumni
// and supporters whose Fundraising consent holds today, with their giving, by segment; the
// export for a mailing holds the same rows, so a withdrawn consent is never exported. Online only.

const MENU = ['fundraising:menu'] as const;

const COLUMNS: ExportColumn[] = [
  { field: 'name', label: 'Name' },
  { field: 'kind', label: 'Alumnus or supporter' },
  { field: 'email', label: 'E-mail' },
  { field: 'hubId', label: 'Hub' },
  { field: 'donorId', label: 'Donor id' },
  { field: 'totalPence', label: 'Total given', kind: 'money' },
  { field: 'giftCount', label: 'Gifts', kind: 'number' },
  { field: 'lastGiftOn', label: 'Last gift', kind: 'date' },
];

export function registerFundraisingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const today = () => (context.clock?.() ?? new Date()).toISOString().slice(0, 10);

  /** GET /api/fundraising/alumni: the segment's people; `?export=excel|csv` downloads them. */
  app.get('/api/fundraising/alumni', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, MENU);
    const query = parseWith(fundraisingQuerySchema, request.query);
    const day = today();
    const all = await fundraisingPeople(db, day);
    const rows = all.filter((row) => matchesSegment(row, query));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Fundraising mailing',
        fileBaseName: 'fundraising',
        columns: COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    const hubs = [...new Set(all.flatMap((row) => (row.hubId ? [row.hubId] : [])))].sort();
    return { today: day, items: rows, total: rows.length, options: { hubs } };
  });

  /**
   * POST /api/fundraising/gifts/import: a donor-system export of gifts (CSV or Excel: donorId,
   * date, amount, fund). Every row must be well formed and name a contact's donor id, or the
   * file is refused (422, a detail per bad line) and nothing is written. A gift already
   * imported (same donor, day, amount and fund) is left as it is, so importing again is harmless.
   */
  app.post('/api/fundraising/gifts/import', async (request) => {
    const auth = requirePermission(request, MENU);
    const upload = await readUpload(request);
    const file = await readGiftFile(upload.name, upload.bytes);
    const outcome = readGiftRows(file.header, file.records);
    const refuse = (problems: { line: number; message: string }[]) =>
      invalid(
        problems.map(({ line, message }) => ({ param: `line ${line}`, message })),
        `The file was not imported: ${problems.length} line(s) are wrong`,
      );
    if (!outcome.ok) throw refuse(outcome.problems);
    const donorIds = [...new Set(outcome.gifts.map((gift) => gift.donorId))];
    const donors = new Map(
      (
        await db
          .select({ id: contacts.id, donorId: contacts.donorId })
          .from(contacts)
          .where(inArray(contacts.donorId, donorIds))
      ).map((row) => [row.donorId, row.id]),
    );
    const unknown = outcome.gifts.filter((gift) => !donors.has(gift.donorId));
    if (unknown.length > 0)
      throw refuse(
        unknown.map((gift) => ({
          line: gift.line,
          message: `donorId ${gift.donorId} matches no contact`,
        })),
      );
    const imported = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(gifts)
        .values(
          outcome.gifts.map((gift) => ({
            id: `gift-${randomUUID()}`,
            donorId: gift.donorId,
            personKind: 'contact',
            personId: donors.get(gift.donorId) ?? '',
            amountPence: gift.amountPence,
            givenOn: gift.givenOn,
            fund: gift.fund,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: gifts.id });
      await writeAudit(tx, actorOf(auth), {
        entity: 'gifts',
        recordId: `import-${upload.name}`.slice(0, 200),
        action: 'create',
        after: { file: upload.name, imported: inserted.length, rows: outcome.gifts.length },
      });
      return inserted.length;
    });
    return {
      imported,
      alreadyThere: outcome.gifts.length - imported,
      donors: donorIds.length,
    };
  });
}
