import { BookOpen24Regular } from '@fluentui/react-icons';
import { useQueries } from '@tanstack/react-query';
import type { PortalPageCategory } from '../../../domain/forms/student-records';
import { can } from '../../../state/permissions';
import { portalListQuery } from '../queries';
import { FormsTile } from './FormsTile';

// The categories of pages to read, not fill in (spec §2.5); the library needs forms:student.
const CATEGORIES: readonly PortalPageCategory[] = [
  'programme',
  'hub',
  'studyskills',
  'ittools',
  'wellbeing',
  'library',
];

/** Study resources: the content pages of the reading categories, from the cached lists. */
export function StudyResourcesTile({
  title,
  categories = CATEGORIES,
}: {
  title: string;
  categories?: readonly PortalPageCategory[];
}) {
  const lists = useQueries({
    queries: categories
      .filter((category) => category !== 'library' || can([['forms:student', 'students:faculty']]))
      .map((category) => portalListQuery(category)),
  });
  const links = lists.flatMap((list) =>
    (list.data?.items ?? []).map((item) => ({
      title: item.title,
      path: `/forms/${item.category}/${item.name}`,
    })),
  );
  const loading = lists.some((list) => list.isPending && list.fetchStatus === 'fetching');
  return (
    <FormsTile
      title={title}
      icon={<BookOpen24Regular />}
      lines={[
        links.length > 0
          ? { subject: 'Pages', text: `${links.length} to read, also offline`, tone: 'info' }
          : {
              subject: 'Pages',
              text: loading ? 'loading' : 'shown once read while online',
              tone: 'info',
            },
      ]}
      links={links}
    />
  );
}
