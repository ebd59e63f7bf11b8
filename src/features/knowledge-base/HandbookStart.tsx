import { Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { PortalPageCategory } from '../../domain/forms/student-records';
import { CachedView } from '../../offline-react/CachedView';
import { handbookPhrase } from './HandbookParts';
import { handbookListQuery } from './queries';

/**
 * `/kb`, `/hdhandbook`, `/handbook` (no page named): opens the first page of the list as soon as
 * the list is known (from the copy kept on the device when offline), replacing this address in
 * the history so Back does not land here again. With no pages, says so.
 */
export function HandbookStart({ category }: { category: PortalPageCategory }) {
  const list = useQuery(handbookListQuery(category));
  const first = list.data?.items[0];
  const phrase = handbookPhrase(category);
  if (first) return <Navigate replace to={`/${category}/${encodeURIComponent(first.name)}`} />;
  return (
    <CachedView query={list} notFound={`The ${phrase} is not available.`}>
      {() => <Text as="p">The {phrase} has no pages yet.</Text>}
    </CachedView>
  );
}
