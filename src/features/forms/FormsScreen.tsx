import { NotYetAvailablePage } from '../../app/pages/NotYetAvailablePage';
import type { ScreenProps } from '../../app/screen-props';
import { STUDENT_FORMS, type StudentFormId } from '../../domain/forms';
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
};

/** A page of the student forms area: the form it names, or an honest "not available yet". */
export function FormsScreen({ title, page }: ScreenProps & { page?: string }) {
  if (typeof page === 'string' && isRequestPage(page)) return <RequestScreen page={page} />;
  const formId = typeof page === 'string' ? FORM_OF_PAGE[page] : undefined;
  if (!formId) return <NotYetAvailablePage title={title} />;
  // The page reads any form through one shape: field names as plain strings.
  const form = STUDENT_FORMS[formId] as unknown as PageForm;
  return <StudentFormPage key={formId} form={form} />;
}

/** `/forms/hesa` (forms:hesa): the statistical-return questions. */
export function HesaFormScreen({ title }: ScreenProps) {
  return <FormsScreen title={title} page="hesadata" />;
}
