import { useQuery } from '@tanstack/react-query';
import { api, failureOf } from '../../../api/client';
import { errorMessage } from '../../../domain/errors/error-message';
import type { PortalPageCategory } from '../../../domain/forms/student-records';
import type {
  AdminPage,
  AdminPageSummary,
  CreatePageInput,
  PageVersion,
  PageVersionSummary,
  SavePageInput,
} from '../../../domain/portal/pages';

/** A page of admin/portalpages: its category and name. */
export interface PageKey {
  category: PortalPageCategory;
  name: string;
}

const BASE = 'admin/portal-pages';
const pathOf = ({ category, name }: PageKey, ...rest: string[]) =>
  [BASE, ...[category, name, ...rest].map(encodeURIComponent)].join('/');

/** A failed call as an Error the screen shows, keeping the server's status and body. */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly current?: AdminPage,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // The answer's body is read once: its message, and on a 409 the page as saved now.
    const { status, body } = await failureOf(error);
    const current =
      status === 409 ? (body as { current?: AdminPage } | undefined)?.current : undefined;
    throw new SaveError(errorMessage({ status, body }), current);
  }
}

// Online only, asked afresh at each visit: another administrator may have saved since.
export const usePageList = () =>
  useQuery({
    queryKey: ['admin-portal-pages'],
    staleTime: 0,
    retry: false,
    queryFn: () => call(() => api.get(BASE).json<{ items: AdminPageSummary[] }>()),
  });

export const usePage = (key: PageKey) =>
  useQuery({
    queryKey: ['admin-portal-page', key.category, key.name],
    staleTime: 0,
    retry: false,
    queryFn: () => call(() => api.get(pathOf(key)).json<AdminPage>()),
  });

export const useVersions = (key: PageKey, version: number) =>
  useQuery({
    queryKey: ['admin-portal-page-versions', key.category, key.name, version],
    staleTime: 0,
    retry: false,
    queryFn: () =>
      call(() => api.get(pathOf(key, 'versions')).json<{ items: PageVersionSummary[] }>()),
  });

export const readVersion = (key: PageKey, version: number) =>
  call(() => api.get(pathOf(key, 'versions', String(version))).json<PageVersion>());

const ifMatch = (version: number) => ({ 'if-match': String(version) });

export const createPage = (input: CreatePageInput) =>
  call(() => api.post(BASE, { json: input }).json<AdminPage>());

export const savePage = (key: PageKey, version: number, input: SavePageInput) =>
  call(() => api.put(pathOf(key), { json: input, headers: ifMatch(version) }).json<AdminPage>());

export const publishPage = (key: PageKey, version: number, published: boolean) =>
  call(() =>
    api
      .post(pathOf(key, 'publish'), { json: { published }, headers: ifMatch(version) })
      .json<AdminPage>(),
  );

export const restoreVersion = (key: PageKey, version: number, restore: number) =>
  call(() =>
    api
      .post(pathOf(key, 'versions', String(restore), 'restore'), { headers: ifMatch(version) })
      .json<AdminPage>(),
  );
