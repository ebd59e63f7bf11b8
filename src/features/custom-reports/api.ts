import { api, messageOfFailure } from '../../api/client';
import { downloadName, EXTENSIONS, type ExportKind, save } from '../../api/entities';
import {
  type ReportDefinition,
  type ReportEntity,
  type ReportResult,
  reportCatalogSchema,
  reportResultSchema,
  type SavedReport,
  type SavedReportInput,
  savedReportSchema,
} from '../../domain/custom-reports/definition';

// The calls of reporting/custom; each failure becomes an Error with the message to show.

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

export const readCatalog = () =>
  call(async () => reportCatalogSchema.parse(await api.get('custom-reports/catalog').json()));

export const listReports = () =>
  call(async () => {
    const answer = await api.get('custom-reports').json<{ items: unknown[] }>();
    return answer.items.map((item) => savedReportSchema.parse(item));
  });

export const runReport = (entity: ReportEntity, definition: ReportDefinition) =>
  call(
    async (): Promise<ReportResult> =>
      reportResultSchema.parse(
        await api.post('custom-reports/run', { json: { entity, definition } }).json(),
      ),
  );

export const saveReport = (input: SavedReportInput, existing?: SavedReport) =>
  call(async () =>
    savedReportSchema.parse(
      await (existing
        ? api.put(`custom-reports/${encodeURIComponent(existing.id)}`, {
            json: input,
            headers: { 'if-match': String(existing.version) },
          })
        : api.post('custom-reports', { json: input })
      ).json(),
    ),
  );

export const deleteReport = (report: SavedReport) =>
  call(() => api.delete(`custom-reports/${encodeURIComponent(report.id)}`).then(() => undefined));

/**
 * The report as a file: its records, or its groups with their counts and sums when it is
 * grouped; named by the server (Content-Disposition) after the report's name, if it has one.
 */
export const exportReport = (
  entity: ReportEntity,
  definition: ReportDefinition,
  format: ExportKind,
  name?: string,
) =>
  call(async () => {
    const response = await api.post('custom-reports/export', {
      searchParams: { export: format },
      json: { entity, definition, ...(name ? { name } : {}) },
    });
    save(
      await response.blob(),
      downloadName(response.headers.get('content-disposition'), EXTENSIONS[format]),
    );
  });
