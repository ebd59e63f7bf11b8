import { Body1, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  BuildingHomeRegular,
  ClipboardTaskRegular,
  MoneyRegular,
  PersonClockRegular,
  PersonInfoRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Requirement } from '../../domain/permissions/requirement';
import { can } from '../../state/permissions';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    padding: 0,
    margin: 0,
    listStyleType: 'none',
  },
  card: { height: '100%' },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
});

interface FormArea {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  requires: Requirement;
}

const AREAS: readonly FormArea[] = [
  {
    to: '/forms',
    title: 'Student forms',
    description: 'Everything you can fill in or read as a student.',
    icon: <ClipboardTaskRegular />,
    requires: ['forms:student'],
  },
  {
    to: '/forms/mydetails/personal-details',
    title: 'Personal details',
    description: 'Check and update your contact details.',
    icon: <PersonInfoRegular />,
    requires: ['forms:student'],
  },
  {
    to: '/forms/finance/finance-details',
    title: 'Fees',
    description: 'How you pay your fees.',
    icon: <MoneyRegular />,
    requires: ['forms:student'],
  },
  {
    to: '/forms/mitigating-circumstances/extension-request',
    title: 'Extension request',
    description: 'Ask for more time for an assignment.',
    icon: <PersonClockRegular />,
    requires: ['forms:student'],
  },
  {
    to: '/forms/residential/introduction',
    title: 'Residential',
    description: 'What to know before a residential week.',
    icon: <BuildingHomeRegular />,
    requires: ['forms:student'],
  },
];

interface StudentDashboardProps {
  name: string;
}

/** Spec §2.2 student mode: the areas of the self-service forms the student may open. */
export function StudentDashboard({ name }: StudentDashboardProps) {
  const styles = useStyles();
  const areas = AREAS.filter((area) => can(area.requires));
  return (
    <>
      <Body1>Welcome, {name}. Choose what you would like to do.</Body1>
      <section aria-labelledby="student-forms-heading">
        <Text as="h2" size={500} weight="semibold" id="student-forms-heading" block>
          Your forms
        </Text>
        {areas.length === 0 ? (
          <Body1>There are no forms for your account yet.</Body1>
        ) : (
          <ul className={styles.grid}>
            {areas.map((area) => (
              <li key={area.to}>
                <Card className={styles.card}>
                  <CardHeader
                    image={<span className={styles.icon}>{area.icon}</span>}
                    header={
                      <RouterLink className={styles.link} to={area.to}>
                        {area.title}
                      </RouterLink>
                    }
                    description={<Body1>{area.description}</Body1>}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
