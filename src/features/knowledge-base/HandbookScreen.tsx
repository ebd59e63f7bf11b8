import { useParams } from 'react-router';
import type { ScreenProps } from '../../components/screen';
import { HandbookView } from './HandbookView';

/** `/kb/:name` (and `/kb`, its first page): the staff knowledge base (spec §2.2, dashboard:view). */
export function KnowledgeBase(_: ScreenProps) {
  const { name = '' } = useParams();
  return <HandbookView category="kb" name={name} />;
}

/**
 * `/hdhandbook/:name` (`kind: 'hd'`, dashboard:hubdirector) and `/handbook/:name`
 * (`kind: 'faculty'`, mystudents:menu): the hub directors' and the faculty handbooks (spec §2.2);
 * without a name, their first page.
 */
export function Handbook({ kind }: ScreenProps & { kind?: unknown }) {
  const { name = '' } = useParams();
  return <HandbookView category={kind === 'hd' ? 'hdhandbook' : 'handbook'} name={name} />;
}
