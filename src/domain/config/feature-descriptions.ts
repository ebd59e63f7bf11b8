import type { Feature } from './feature-list';

/** What a switch is called on the system data page, and what turning it on does here. */
export interface FeatureDescription {
  label: string;
  description: string;
}

/**
 * The 19 switches of spec §1 as the system data page shows them. A switch that does nothing in
 * this product says so (and why); the README's table repeats these.
 */
export const FEATURE_DESCRIPTIONS: Readonly<Record<Feature, FeatureDescription>> = {
  accountingService: {
    label: 'Accounting service',
    description:
      'Sends issued invoices and payments to the accounting service (Xero) and shows the sync queue on the invoices page.',
  },
  invoices: {
    label: 'Invoices',
    description:
      'Finance invoices: the invoices list and record, issuing runs, fees validation and the student\u2019s invoices. Off: those menus and API routes are gone.',
  },
  librarySystem: {
    label: 'Library system',
    description:
      'No behaviour in this product: it stands for a link to an external library catalogue, which this product does not have; the library pages of the forms area are content pages and stay.',
  },
  bursaries: {
    label: 'Bursaries',
    description:
      'Bursary applications: the finance bursaries list and record, and the student\u2019s bursary application form. Off: those menus, pages and API routes are gone.',
  },
  payments: {
    label: 'Payments',
    description: 'Recording payments against invoices (needs Invoices on).',
  },
  bap: {
    label: 'BAP',
    description:
      'No behaviour in this product: the spec names the switch but no screen, route or field of it.',
  },
  'formation-groups': {
    label: 'Formation groups',
    description:
      'No behaviour in this product: the spec describes no formation group screen, entity or field.',
  },
  externalLink: {
    label: 'External links',
    description:
      'Menu entries that link to an external address (they open in a new tab): off, the menu leaves them out. The shipped menu has none.',
  },
  'personal-tutor': {
    label: 'Personal tutor',
    description:
      'No behaviour in this product: the spec names no personal tutor field, screen or route.',
  },
  badges: {
    label: 'Badges',
    description:
      'No behaviour in this product: the spec describes no badge entity, screen or route.',
  },
  residentialAttendance: {
    label: 'Residential attendance',
    description:
      'Residentials as records (dates, venue, sessions), rosters taken offline, check-in and attendance marks on tablets without signal, attendance reports and sign-in sheets (issue 23). Off: the /residentials area and its routes answer "not found".',
  },
  cohortGroups: {
    label: 'Cohort groups',
    description:
      'No behaviour in this product: the spec describes no cohort group entity, screen or route.',
  },
  conditionalOffers: {
    label: 'Conditional offers',
    description:
      'Offers with conditions: a conditional decision, and confirming only once the conditions are met.',
  },
  translatableReferences: {
    label: 'Translatable references',
    description: 'Referees may write their reference in another language with a translation.',
  },
  locations: {
    label: 'Locations',
    description:
      'No behaviour in this product: the spec describes no locations screen, entity or route.',
  },
  helpdesk: {
    label: 'Helpdesk',
    description: 'Support tickets: the Helpdesk menu and its pages and API routes.',
  },
  'welcome-dashboard': {
    label: 'Welcome dashboard',
    description: 'Staff see the welcome dashboard instead of the staff dashboard.',
  },
  hesa: {
    label: 'HESA',
    description:
      'The HESA module (export, mapping, student, missing), the student\u2019s HESA form and the HESA answers on the student record. Off: those menus, pages, tabs and API routes are gone.',
  },
  financeRequests: {
    label: 'Finance requests',
    description:
      'Students\u2019 finance requests (payment plans, refunds) and the finance requests queue.',
  },
};
