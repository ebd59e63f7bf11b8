import { Body1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { academicYearOf } from '../../domain/calendar/academic-year';
import type { Requirement } from '../../domain/permissions/requirement';
import { can } from '../../state/permissions';

const useStyles = makeStyles({
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    padding: 0,
    margin: `${tokens.spacingVerticalS} 0 0`,
    listStyleType: 'none',
  },
  link: { color: tokens.colorBrandForegroundLink },
});

// Menu entries of config/menu.json that staff open most; shown only when `can` allows them.
const QUICK_LINKS: readonly { to: string; title: string; requires: Requirement }[] = [
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
  const styles = useStyles();
  const links = QUICK_LINKS.filter((link) => can(link.requires));
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
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <RouterLink className={styles.link} to={link.to}>
                  {link.title}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
