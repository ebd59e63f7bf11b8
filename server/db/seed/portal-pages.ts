import type { PortalPageCategory } from '#domain/forms/student-records';
import type { portalPages } from '../schema';
import { HANDBOOK_PAGES } from './pages/handbook';
import { HD_HANDBOOK_PAGES, KB_PAGES } from './pages/knowledge-base';
import type { PageText } from './pages/page-text';
import { POLICY_PAGES } from './pages/policies';
import { hubPage, programmePage } from './pages/programmes-hubs';
import { FINANCE_PAGES, RESIDENTIAL_PAGES, STUDENT_SUPPORT_PAGES } from './pages/student-life';
import {
  HELP_PAGES,
  IT_TOOLS_PAGES,
  LIBRARY_PAGES,
  STUDY_SKILLS_PAGES,
  WELLBEING_PAGES,
} from './pages/study';

/** A content page row as the seed inserts it. */
export type PortalPageRow = Omit<typeof portalPages.$inferInsert, 'seq'>;

// The pages were last edited before the 2026-27 year began.
const EDITED_AT = '2026-08-20T09:00:00.000Z';

/**
 * The content pages of every category (spec §2.5): one per programme and per hub, and the
 * College's guides, policies and support pages. Ids are `<category>/<name>`; positions follow
 * the order given here.
 */
export function generatePortalPages(
  hubs: readonly { id: string; name: string; city: string }[],
  programmes: readonly { id: string; name: string; levels: readonly string[] }[],
): PortalPageRow[] {
  const pages: Record<PortalPageCategory, readonly PageText[]> = {
    programme: programmes.map(programmePage),
    hub: hubs.map(hubPage),
    studyskills: STUDY_SKILLS_PAGES,
    ittools: IT_TOOLS_PAGES,
    wellbeing: WELLBEING_PAGES,
    policies: POLICY_PAGES,
    library: LIBRARY_PAGES,
    residential: RESIDENTIAL_PAGES,
    finance: FINANCE_PAGES,
    'student-support': STUDENT_SUPPORT_PAGES,
    help: HELP_PAGES,
    kb: KB_PAGES,
    hdhandbook: HD_HANDBOOK_PAGES,
    handbook: HANDBOOK_PAGES,
  };
  return Object.entries(pages).flatMap(([category, texts]) =>
    texts.map((page, position) => ({
      id: `${category}/${page.name}`,
      category,
      name: page.name,
      title: page.title,
      body: page.body,
      position,
      createdAt: EDITED_AT,
      updatedAt: EDITED_AT,
    })),
  );
}
