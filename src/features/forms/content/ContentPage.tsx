import { useParams } from 'react-router';
import { NotYetAvailablePage, type ScreenProps } from '../../../components/screen';
import { PORTAL_PAGE_CATEGORIES, type PortalPageCategory } from '../../../domain/forms';
import { PortalPageView } from './PortalPageView';
import { HELP_PAGE } from './pages';

const isCategory = (value: unknown): value is PortalPageCategory =>
  (PORTAL_PAGE_CATEGORIES as readonly unknown[]).includes(value);

/** `/forms/<category>/:name` (programme, hub, study skills, IT tools, wellbeing, policies, library). */
export function ContentPage({ category }: ScreenProps & { category?: unknown }) {
  const { name = '' } = useParams();
  if (!isCategory(category)) return null;
  return <PortalPageView key={`${category}/${name}`} page={{ category, name }} />;
}

/** `/forms/help`. */
export function FormsHelp() {
  return <PortalPageView page={HELP_PAGE} />;
}

/**
 * `/handbook/:name`: the faculty handbook's pages (spec §2.2). The hub directors' handbook
 * (`kind: 'hd'`) has no pages yet, and says so.
 */
export function Handbook({ kind, title }: ScreenProps & { kind?: unknown }) {
  const { name = '' } = useParams();
  if (kind !== 'faculty') return <NotYetAvailablePage title={title} />;
  return <PortalPageView key={name} page={{ category: 'handbook', name }} />;
}
