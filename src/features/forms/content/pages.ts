import type { PortalPageCategory } from '../../../domain/forms';

/** Where a content page lives: GET forms/pages/{category}/{name}. */
export interface PageRef {
  category: PortalPageCategory;
  name: string;
}

/**
 * The FormsPage slugs of config/menu.json that are content pages, by `<group>/<slug>` (two
 * groups have an "introduction"). The source's two declaration slugs appear swapped (spec
 * §2.5): its neurodiversity slug opened the disability page and the other way round. Ours are
 * the right way round: each slug opens the page it names.
 */
export const CONTENT_PAGES: Readonly<Record<string, PageRef>> = {
  'residential/introduction': { category: 'residential', name: 'introduction' },
  'residential/venue': { category: 'residential', name: 'venue' },
  'residential/faq': { category: 'residential', name: 'faq' },
  'residential/timetables': { category: 'residential', name: 'timetables' },
  'residential/wifi': { category: 'residential', name: 'wifi' },
  'finance/finance-faq': { category: 'finance', name: 'finance-faq' },
  'student-support/introduction': { category: 'student-support', name: 'introduction' },
  'student-support/faqs': { category: 'student-support', name: 'faqs' },
  'student-support/struggling-with-studies': {
    category: 'student-support',
    name: 'struggling-with-studies',
  },
  'student-support/neurodiversity-declaration': {
    category: 'student-support',
    name: 'neurodiversity-declaration',
  },
  'student-support/disability-declaration': {
    category: 'student-support',
    name: 'disability-declaration',
  },
};

/** `/forms/help` shows this page. */
export const HELP_PAGE: PageRef = { category: 'help', name: 'help' };

/** The content page of a forms-area path (`/forms/<group>/<slug>`), else undefined. */
export function contentPageOf(pathname: string): PageRef | undefined {
  const [, module, group, slug] = pathname.split('/');
  if (module !== 'forms' || !group || !slug) return undefined;
  return CONTENT_PAGES[`${group}/${slug}`];
}
