import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../api/client';

// The calls of the /hesa screens: online only, read afresh on opening.

/** A field of the mapping screen (GET hesa/mappings). */
export interface MappingField {
  field: string;
  label: string;
  source: string;
  codes: { code: string; label: string }[];
  values: { localValue: string; code: string | null }[];
}

export interface MappingScreen {
  collection: string;
  collections: string[];
  fields: MappingField[];
}

/** GET hesa/export: the years that can be built and the XSD the operator put in place. */
export interface ExportChoices {
  years: { year: string; collection: string | null }[];
  xsd: string | null;
}

/** POST hesa/export: what the build wrote and found. */
export interface BuildSummary {
  year: string;
  collection: string;
  counts: Record<
    'students' | 'engagements' | 'sessions' | 'courses' | 'modules' | 'venues',
    number
  >;
  problems: { rule: string; message: string; count: number }[];
  xsd: { checked: boolean; file?: string; valid?: boolean; errors: string[] };
  builtAt: string;
  bytes: number;
}

/** Any call: the parsed answer, or an Error holding the server's sentence. */
export async function hesaCall<T>(
  method: 'get' | 'put' | 'post',
  path: string,
  json?: unknown,
  searchParams?: Record<string, string>,
): Promise<T> {
  try {
    return await api(`hesa/${path}`, {
      method,
      ...(json === undefined ? {} : { json }),
      ...(searchParams ? { searchParams } : {}),
      timeout: 120_000,
    }).json<T>();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** A query of the /hesa area, read afresh each time the screen opens. */
export function useHesa<T>(
  key: readonly unknown[],
  path: string,
  search?: Record<string, string>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['hesa', ...key],
    staleTime: 0,
    enabled,
    queryFn: () => hesaCall<T>('get', path, undefined, search),
  });
}

/** Where a problem is fixed. */
export interface Fix {
  to: string;
  label: string;
}

/** GET hesa/missing: the problems of a year's return by rule, and readiness over time. */
export interface MissingReport {
  year: string;
  collection: string;
  students: number;
  ready: number;
  percentReady: number;
  rules: {
    rule: string;
    field: string;
    message: string;
    count: number;
    /** Where a rule of the whole return is fixed (its students' links otherwise). */
    fix?: Fix;
    students: { id: string; name: string; fix: Fix }[];
  }[];
  history: { takenAt: string; students: number; ready: number }[];
}

/** GET hesa/students/:id: one student's return, entity by entity, with their problems. */
export interface StudentReturn {
  year: string;
  collection: string;
  student: { id: string; name: string };
  entities: {
    entity: string;
    path: string;
    depth: number;
    fields: { field: string; value: string; source: string }[];
  }[];
  problems: { rule: string; field?: string; message: string; fix: Fix }[];
}
