import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

import type { ScreenProps } from '../components/screen';
import { importWithRetry } from './import-retry';

export type { ScreenProps };

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const NotYetAvailable: Screen = lazy(() =>
  import('../components/screen/NotYetAvailablePage').then((m) => ({
    default: m.NotYetAvailablePage as ComponentType<ScreenProps>,
  })),
);

// Screens by the component name menu.json gives them; each is its own lazily loaded chunk.
// Areas not built yet show an honest "not available yet" page, never fake data.
function screen<T>(load: () => Promise<T>, pick: (module: T) => ComponentType<never>): Screen {
  return lazy(() =>
    importWithRetry(load).then((module) => ({
      default: pick(module) as ComponentType<ScreenProps>,
    })),
  );
}

const studentRecord = screen(
  () => import('../features/students/record/StudentRecordPage'),
  (m) => m.StudentRecordPage,
);
const applicationRecord = screen(
  () => import('../features/applications/ApplicationRecordPage'),
  (m) => m.ApplicationRecordPage,
);

const moduleRecord = screen(
  () => import('../features/modules/ModuleRecordPage'),
  (m) => m.ModuleRecordPage,
);

const facultyRecord = screen(
  () => import('../features/faculty/FacultyRecordPage'),
  (m) => m.FacultyRecordPage,
);

// Record pages of the modules whose records the device holds; other modules' records come later.
const RECORD_PAGES: Record<string, Screen> = {
  students: studentRecord,
  mystudents: studentRecord,
  applications: applicationRecord,
  'fc-applications': applicationRecord,
  myapplicants: applicationRecord,
  modules: moduleRecord,
  faculty: facultyRecord,
  leads: screen(
    () => import('../features/leads/record/LeadRecordPage'),
    (m) => m.LeadRecordPage,
  ),
  registrations: screen(
    () => import('../features/course-platform/registrations/RegistrationRecordPage'),
    (m) => m.RegistrationRecordPage,
  ),
  organisations: screen(
    () => import('../features/organisations/OrganisationRecordPage'),
    (m) => m.OrganisationRecordPage,
  ),
  contacts: screen(
    () => import('../features/contacts/ContactRecordPage'),
    (m) => m.ContactRecordPage,
  ),
  consents: screen(
    () => import('../features/consents/ConsentRecordPage'),
    (m) => m.ConsentRecordPage,
  ),
};

const SCREENS: Record<string, Screen> = {
  TicketList: screen(
    () => import('../features/tickets/TicketList'),
    (m) => m.TicketList,
  ),
  TicketDetail: screen(
    () => import('../features/tickets/TicketDetail'),
    (m) => m.TicketDetail,
  ),
  LeadActivity: screen(
    () => import('../features/leads/pipeline/LeadActivityPage'),
    (m) => m.LeadActivityPage,
  ),
  FacultyList: screen(
    () => import('../features/faculty/FacultyListPage'),
    (m) => m.FacultyListPage,
  ),
  ModuleList: screen(
    () => import('../features/modules/ModuleListPage'),
    (m) => m.ModuleListPage,
  ),
  FormsPage: screen(
    () => import('../features/forms/FormsScreen'),
    (m) => m.FormsScreen,
  ),
  // FormsDashboard: loaded by the guard itself (guards.tsx), before this table.
  ContentPage: screen(
    () => import('../features/forms/content/ContentPage'),
    (m) => m.ContentPage,
  ),
  Handbook: screen(
    () => import('../features/knowledge-base/HandbookScreen'),
    (m) => m.Handbook,
  ),
  KnowledgeBase: screen(
    () => import('../features/knowledge-base/HandbookScreen'),
    (m) => m.KnowledgeBase,
  ),
  PortalPages: screen(
    () => import('../features/admin/portal-pages/PortalPages'),
    (m) => m.PortalPages,
  ),
  FormsHelp: screen(
    () => import('../features/forms/content/ContentPage'),
    (m) => m.FormsHelp,
  ),
  HesaForm: screen(
    () => import('../features/forms/FormsScreen'),
    (m) => m.HesaFormScreen,
  ),
  StudentEnrolment: screen(
    () => import('../features/forms/enrolment/EnrolmentPage'),
    (m) => m.EnrolmentPage,
  ),
  StudentList: screen(
    () => import('../features/students/StudentListPage'),
    (m) => m.StudentListPage,
  ),
  Enrolment: screen(
    () => import('../features/students/enrolment/EnrolmentPage'),
    (m) => m.EnrolmentPage,
  ),
  StudentPhotos: screen(
    () => import('../features/students/photos/StudentPhotos'),
    (m) => m.StudentPhotos,
  ),
  Intentions: screen(
    () => import('../features/students/intentions/IntentionsPage'),
    (m) => m.IntentionsPage,
  ),
  Invoices: screen(
    () => import('../features/finance/invoices/InvoiceListPage'),
    (m) => m.InvoiceListPage,
  ),
  FeesValidation: screen(
    () => import('../features/finance/validation/FeesValidationPage'),
    (m) => m.FeesValidationPage,
  ),
  FinanceRequests: screen(
    () => import('../features/finance/requests/FinanceRequestsPage'),
    (m) => m.FinanceRequestsPage,
  ),
  InvoiceRecord: screen(
    () => import('../features/finance/invoices/InvoiceRecordPage'),
    (m) => m.InvoiceRecordPage,
  ),
  Bursaries: screen(
    () => import('../features/finance/bursaries/BursaryListPage'),
    (m) => m.BursaryListPage,
  ),
  BursaryRecord: screen(
    () => import('../features/finance/bursaries/BursaryRecordPage'),
    (m) => m.BursaryRecordPage,
  ),
  ContactList: screen(
    () => import('../features/contacts/ContactListPage'),
    (m) => m.ContactListPage,
  ),
  ConsentList: screen(
    () => import('../features/consents/ConsentListPage'),
    (m) => m.ConsentListPage,
  ),
  FundraisingAlumni: screen(
    () => import('../features/fundraising/FundraisingAlumniPage'),
    (m) => m.FundraisingAlumniPage,
  ),
  ExternalCrmPage: screen(
    () => import('../features/donors/ExternalCrmPage'),
    (m) => m.ExternalCrmPage,
  ),
  ApplicantApplication: screen(
    () => import('../features/applications/apply/ApplicantApplicationPage'),
    (m) => m.ApplicantApplicationPage,
  ),
  ApplicationList: screen(
    () => import('../features/applications/ApplicationListPage'),
    (m) => m.ApplicationListPage,
  ),
  ModuleSyncReport: screen(
    () => import('../features/course-platform/ModuleSyncReportPage'),
    (m) => m.ModuleSyncReportPage,
  ),
  RegistrationList: screen(
    () => import('../features/course-platform/registrations/RegistrationListPage'),
    (m) => m.RegistrationListPage,
  ),
  OrganisationList: screen(
    () => import('../features/organisations/OrganisationListPage'),
    (m) => m.OrganisationListPage,
  ),
  AlumniList: screen(
    () => import('../features/alumni/AlumniListPage'),
    (m) => m.AlumniListPage,
  ),
  GroupLeadersReport: screen(
    () => import('../features/course-platform/registrations/GroupLeadersPage'),
    (m) => m.GroupLeadersPage,
  ),
  LeadReport: screen(
    () => import('../features/leads/report/LeadReportPage'),
    (m) => m.LeadReportPage,
  ),
  LeadEvents: screen(
    () => import('../features/leads/events/LeadEventsPage'),
    (m) => m.LeadEventsPage,
  ),
  ReviewApplicants: screen(
    () => import('../features/leads/review/ReviewApplicantsPage'),
    (m) => m.ReviewApplicantsPage,
  ),
  FurtherStudy: screen(
    () => import('../features/course-platform/registrations/FurtherStudyListPage'),
    (m) => m.FurtherStudyListPage,
  ),
  StudentReporting: screen(
    () => import('../features/students/reporting/StudentReportingPage'),
    (m) => m.StudentReportingPage,
  ),
  ApplicationStatistics: screen(
    () => import('../features/applications/statistics/ApplicationStatisticsPage'),
    (m) => m.ApplicationStatisticsPage,
  ),
  Report: screen(
    () => import('../features/reporting/ReportPage'),
    (m) => m.ReportPage,
  ),
  ApplicationReporting: screen(
    () => import('../features/applications/reporting/ApplicationReportingPage'),
    (m) => m.ApplicationReportingPage,
  ),
  SystemData: screen(
    () => import('../features/admin/system-data/SystemDataPage'),
    (m) => m.SystemDataPage,
  ),
  Programmes: screen(
    () => import('../features/admin/programmes/ProgrammesPage'),
    (m) => m.ProgrammesPage,
  ),
  Grades: screen(
    () => import('../features/admin/grades/GradesPage'),
    (m) => m.GradesPage,
  ),
  Housekeeping: screen(
    () => import('../features/admin/housekeeping/HousekeepingPage'),
    (m) => m.HousekeepingPage,
  ),
  AdhocReport: screen(
    () => import('../features/reporting-adhoc/AdhocReportPage'),
    (m) => m.AdhocReportPage,
  ),
  UserList: lazy(() =>
    import('../features/users/UserListPage').then((m) => ({
      default: m.UserListPage as ComponentType<ScreenProps>,
    })),
  ),
  UserRecord: screen(
    () => import('../features/users/UserRecordPage'),
    (m) => m.UserRecordPage,
  ),
  Dashboard: lazy(() =>
    import('../features/dashboard/DashboardPage').then((m) => ({
      default: m.DashboardPage as ComponentType<ScreenProps>,
    })),
  ),
  Import: screen(
    () => import('../features/admin/import/ImportPage'),
    (m) => m.ImportPage,
  ),
  EmailTemplates: screen(
    () => import('../features/admin/email-templates/EmailTemplatesPage'),
    (m) => m.EmailTemplatesPage,
  ),
  HesaMapping: screen(
    () => import('../features/hesa/HesaMappingPage'),
    (m) => m.HesaMappingPage,
  ),
  HesaExport: screen(
    () => import('../features/hesa/HesaExportPage'),
    (m) => m.HesaExportPage,
  ),
  CustomReport: screen(
    () => import('../features/custom-reports/CustomReportPage'),
    (m) => m.CustomReportPage,
  ),
  HesaMissing: screen(
    () => import('../features/hesa/HesaMissingPage'),
    (m) => m.HesaMissingPage,
  ),
  HesaStudent: screen(
    () => import('../features/hesa/HesaStudentPage'),
    (m) => m.HesaStudentPage,
  ),
  ResidentialRecord: screen(
    () => import('../features/residentials/ResidentialRecord'),
    (m) => m.ResidentialRecord,
  ),
  ResidentialNew: screen(
    () => import('../features/residentials/ResidentialRecord'),
    (m) => m.ResidentialNew,
  ),
  ResidentialList: screen(
    () => import('../features/residentials/ResidentialList'),
    (m) => m.ResidentialList,
  ),
  ResidentialCheckIn: screen(
    () => import('../features/residentials/ResidentialCheckIn'),
    (m) => m.ResidentialCheckIn,
  ),
};

/** The screen of a menu component name (record pages by their module). */
export function screenOf(component: string | undefined, module?: string): Screen {
  if (component === 'RecordPage')
    return (module !== undefined && RECORD_PAGES[module]) || NotYetAvailable;
  return (component !== undefined && SCREENS[component]) || NotYetAvailable;
}

/** The screen a menu route names (its component, or its module's record page), with its props. */
export function ConfiguredScreen({
  component,
  ...props
}: ScreenProps & { component?: string | undefined }) {
  const Screen = screenOf(component, typeof props.module === 'string' ? props.module : undefined);
  return <Screen {...props} />;
}
