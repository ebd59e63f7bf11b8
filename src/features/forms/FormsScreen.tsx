import { lazy } from 'react';
import { useLocation } from 'react-router';
import type { ScreenProps } from '../../components/screen';
import { NotYetAvailablePage } from '../../components/screen';
import { STUDENT_FORMS, type StudentFormId } from '../../domain/forms';
import { MyResidentials, residentialPartOf } from './content/MyResidentials';
import { PortalPageView } from './content/PortalPageView';
import { contentPageOf } from './content/pages';
import { isRequestPage, RequestScreen } from './requests/RequestScreen';
import { type PageForm, StudentFormPage } from './StudentFormPage';

// Menu slugs of the forms area (config/menu.json) that open a GET/PUT form of spec §7. The
// residential group's page is "requirements"; the others use the form's own id.
const FORM_OF_PAGE: Record<string, StudentFormId> = {
  'personal-details': 'personal-details',
  'emergency-contacts': 'emergency-contacts',
  'learning-support': 'learning-support',
  'bursary-application': 'bursary-application',
  requirements: 'residential-requirements',
  folders: 'folder-request',
  hesadata: 'hesadata',
  safeguarding: 'safeguarding',
  dbs: 'dbs',
};

// Read-only pages of the student's records, each its own chunk.
const FinanceDetailsPage = lazy(() =>
  import('./finance/FinanceDetailsPage').then((m) => ({ default: m.FinanceDetailsPage })),
);
const BursaryOutcome = lazy(() =>
  import('./finance/BursaryOutcome').then((m) => ({ default: m.BursaryOutcome })),
);
const TranscriptPage = lazy(() =>
  import('./transcript/TranscriptPage').then((m) => ({ default: m.TranscriptPage })),
);
const FurtherStudyPage = lazy(() =>
  import('./further-study/FurtherStudyPage').then((m) => ({ default: m.FurtherStudyPage })),
);

/** A page of the student forms area: its form, content page or record view, else "not yet". */
export function FormsScreen({ title, page }: ScreenProps & { page?: string }) {
  const { pathname } = useLocation();
  const content = contentPageOf(pathname);
  if (content) {
    const part = content.category === 'residential' ? residentialPartOf(content.name) : undefined;
    if (!part) return <PortalPageView key={pathname} page={content} />;
    return (
      <>
        <MyResidentials part={part} />
        <PortalPageView key={pathname} page={content} />
      </>
    );
  }
  if (page === 'finance-details') return <FinanceDetailsPage />;
  if (page === 'transcript') return <TranscriptPage />;
  if (page === 'further-study') return <FurtherStudyPage />;
  if (typeof page === 'string' && isRequestPage(page)) return <RequestScreen page={page} />;
  const formId = typeof page === 'string' ? FORM_OF_PAGE[page] : undefined;
  if (!formId) return <NotYetAvailablePage title={title} />;
  // The page reads any form through one shape: field names as plain strings.
  const form = STUDENT_FORMS[formId] as unknown as PageForm;
  if (formId === 'bursary-application') {
    return (
      <>
        <BursaryOutcome />
        <StudentFormPage key={formId} form={form} />
      </>
    );
  }
  return <StudentFormPage key={formId} form={form} />;
}

/** `/forms/hesa` (forms:hesa): the statistical-return questions. */
export function HesaFormScreen({ title }: ScreenProps) {
  return <FormsScreen title={title} page="hesadata" />;
}
