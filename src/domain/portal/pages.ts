import { z } from 'zod';
import {
  HANDBOOK_CATEGORIES,
  PORTAL_PAGE_CATEGORIES,
  type PortalPageCategory,
} from '../forms/student-records';

/** Every category a page can be in: the forms area's, then the knowledge base and handbooks. */
export const ALL_PAGE_CATEGORIES: readonly PortalPageCategory[] = [
  ...PORTAL_PAGE_CATEGORIES,
  ...HANDBOOK_CATEGORIES,
];

/** How each category is named to people (admin/portalpages). */
export const CATEGORY_LABELS: Readonly<Record<PortalPageCategory, string>> = {
  programme: 'Programmes',
  hub: 'Hubs',
  studyskills: 'Study skills',
  ittools: 'IT tools',
  wellbeing: 'Wellbeing',
  policies: 'Policies',
  library: 'Library',
  residential: 'Residential',
  finance: 'Finance',
  'student-support': 'Student support',
  help: 'Help',
  kb: 'Knowledge base',
  hdhandbook: 'HD handbook',
  handbook: 'Faculty handbook',
};

/** Where a page is read: `/forms/<category>/<name>` or the handbooks' own routes (spec §2.2, §2.5). */
export function readerPathOf(category: PortalPageCategory, name: string): string {
  if (category === 'help') return '/forms/help';
  if ((HANDBOOK_CATEGORIES as readonly string[]).includes(category)) return `/${category}/${name}`;
  return `/forms/${category}/${name}`;
}

export const pageCategorySchema = z.enum([...PORTAL_PAGE_CATEGORIES, ...HANDBOOK_CATEGORIES], {
  error: 'Choose a category',
});

/** A page's name in its address: lower-case words joined by dashes. */
export const pageNameSchema = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'At most 100 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lower-case letters, digits and single dashes (e.g. "exam-stress")',
  );

const titleSchema = z
  .string({ error: 'Enter a title' })
  .trim()
  .min(1, 'Enter a title')
  .max(200, 'At most 200 characters');
const bodySchema = z.string({ error: 'Enter the text' }).max(200_000, 'At most 200,000 characters');

/** POST admin/portal-pages: a new page (published unless said otherwise). */
export const createPageSchema = z.strictObject({
  category: pageCategorySchema,
  name: pageNameSchema,
  title: titleSchema,
  body: bodySchema.default(''),
  published: z.boolean({ error: 'Published is yes or no' }).default(false),
});
export type CreatePageInput = z.input<typeof createPageSchema>;

/** PUT admin/portal-pages/{category}/{name}: the page's title and text (If-Match: its version). */
export const savePageSchema = z.strictObject({ title: titleSchema, body: bodySchema });
export type SavePageInput = z.infer<typeof savePageSchema>;

/** POST admin/portal-pages/{category}/{name}/publish (If-Match: its version). */
export const publishPageSchema = z.strictObject({
  published: z.boolean({ error: 'Published is yes or no' }),
});

/** A page as admin/portalpages lists it. */
export interface AdminPageSummary {
  category: PortalPageCategory;
  name: string;
  title: string;
  published: boolean;
  version: number;
  updatedAt: string;
  /** Who saved the last change, when known (pages seeded before versions were kept: null). */
  updatedByName: string | null;
}

/** A page as the editor opens it. */
export interface AdminPage extends AdminPageSummary {
  body: string;
}

/** One saved version of a page. */
export interface PageVersionSummary {
  pageVersion: number;
  title: string;
  published: boolean;
  savedByName: string;
  savedAt: string;
}

export interface PageVersion extends PageVersionSummary {
  body: string;
}
