import { Body1, Text } from '@fluentui/react-components';
import { academicYearOf } from '../../domain/calendar/academic-year';
import { LinkRow, type PermittedLink, permittedLinks } from './PermittedLinks';

// Menu entries of config/menu.json that staff open most; shown only when `can` allows them.
const QUICK_LINKS: readonly PermittedLink[] = [
  { to: '/applications/ongoing', title: 'Ongoing applications', requires: ['applications:menu'] },
  {
    to: '/students/enrolled',
    title: 'Enrolled students',
    requires: ['students:menu', 'students:view'],
  },
  { to: '/leads', title: 'Potential students', requires: ['leads:menu'] },
  { to: '/finance/validation', title: 'Fees validation', requires: ['finance:menu'] },
  { to: '/reporting/students', title: 'Student reports', requires: ['reports:menu'] },
  { to: '/users/all', title: 'Users', requires: ['users:menu'] },
];

/** The welcome dashboard's extra: a word for the academic year and quick links (spec §2.2). */
export function WelcomePanel() {
  const links = permittedLinks(QUICK_LINKS);
  const year = academicYearOf(new Date()).title;
  return (
    <section aria-labelledby="welcome-heading">
      <Text as="h2" size={500} weight="semibold" id="welcome-heading" block>
        Welcome to Collegium
      </Text>
      <Body1 block>
        This is the {year} academic year. Below are the live counts of students and applications you
        can see; the menu leads to every area open to you.
      </Body1>
      {links.length > 0 && (
        <nav aria-label="Quick links">
          <LinkRow links={links} />
        </nav>
      )}
    </section>
  );
}
