import { useParams } from 'react-router';
import type { ScreenProps } from '../../../components/screen';
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
