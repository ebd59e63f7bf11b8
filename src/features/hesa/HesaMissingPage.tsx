import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { downloadFile } from '../../api/entities';
import { NotLoaded } from '../../components/screen';
import { notify } from '../../state/ui';
import { type ExportChoices, hesaCall, type MissingReport, useHesa } from './api';
import { ReadinessChartCard } from './ReadinessChartCard';
import { YearSelect } from './YearSelect';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  table: { maxWidth: '56rem', '& td': { overflowWrap: 'anywhere' } },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, columnWidth: '16rem' },
});

/** Students shown under a rule; the Excel export holds them all. */
const SHOWN = 60;

const percent = (students: number, ready: number) =>
  students === 0 ? '0%' : `${Math.round((ready / students) * 1000) / 10}%`;

function Rules({ report }: { report: MissingReport }) {
  const styles = useStyles();
  return (
    <>
      <Table className={styles.table} aria-label="Problems by rule">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Problem</TableHeaderCell>
            <TableHeaderCell>Field</TableHeaderCell>
            <TableHeaderCell>Students</TableHeaderCell>
            <TableHeaderCell>Fix</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.rules.map((rule) => {
            const fix = rule.students[0]?.fix ?? rule.fix;
            const shared = fix && !fix.to.startsWith('/students/');
            return (
              <TableRow key={rule.rule}>
                <TableCell>{rule.message}</TableCell>
                <TableCell>{rule.field}</TableCell>
                <TableCell>
                  {rule.students.length > 0 ? rule.students.length : `${rule.count} records`}
                </TableCell>
                <TableCell>
                  {shared ? <RouterLink to={fix.to}>{fix.label}</RouterLink> : 'Student records'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Accordion collapsible multiple>
        {report.rules
          .filter((rule) => rule.students.length > 0)
          .map((rule) => (
            <AccordionItem key={rule.rule} value={rule.rule}>
              <AccordionHeader>
                {rule.message}: {rule.students.length} students
              </AccordionHeader>
              <AccordionPanel>
                <ul className={styles.list} aria-label={`Students: ${rule.message}`}>
                  {rule.students.slice(0, SHOWN).map((student) => (
                    <li key={student.id}>
                      <RouterLink to={student.fix.to}>
                        {student.name} ({student.id})
                      </RouterLink>
                    </li>
                  ))}
                </ul>
                {rule.students.length > SHOWN && (
                  <Text>And {rule.students.length - SHOWN} more: download the Excel list.</Text>
                )}
              </AccordionPanel>
            </AccordionItem>
          ))}
      </Accordion>
    </>
  );
}

/**
 * `hesa/missing` (hesa:menu): every student the year's return would fail on, by rule (the
 * export's own rules), each with where to fix it; an Excel list; readiness over time.
 */
export function HesaMissingPage() {
  const styles = useStyles();
  const choices = useHesa<ExportChoices>(['export'], 'export');
  const [chosen, setChosen] = useState<string | undefined>();
  const year = chosen ?? choices.data?.years[0]?.year ?? '';
  const report = useHesa<MissingReport>(['missing', year], 'missing', { year }, year !== '');
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  if (!choices.data) return <NotLoaded error={choices.error} />;
  // "Check now": the year checked and a snapshot kept (as the daily check does), then shown.
  const checkNow = async () => {
    setChecking(true);
    try {
      const kept = await hesaCall<Pick<MissingReport, 'students' | 'ready' | 'history'>>(
        'post',
        'check',
        { year },
      );
      // The check's answer updates the page in place (the chart keeps its table view).
      queryClient.setQueryData<MissingReport>(['hesa', 'missing', year], (old) =>
        old ? { ...old, students: kept.students, ready: kept.ready, history: kept.history } : old,
      );
      notify('Checked: the readiness is kept', 'success');
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'The check failed', 'error');
    } finally {
      setChecking(false);
    }
  };
  const download = async () => {
    try {
      await downloadFile('hesa/missing/export', { year }, 'xlsx');
    } catch {
      notify('The list could not be downloaded', 'error');
    }
  };
  // Each opening is a fresh check: a copy restored from the device is not shown meanwhile.
  const data = report.isFetching ? undefined : report.data;
  return (
    <div className={styles.root}>
      <Text as="p">
        Each student of the return is checked with the rules the export uses. Fix a value on the
        student's record, or map a value to its HESA code, and open this page again. A check is kept
        each day (and by "Check now") to show the readiness over time.
      </Text>
      <div className={styles.row}>
        <YearSelect choices={choices.data} year={year} onChange={setChosen} />
        <Button disabled={!data} onClick={() => void download()}>
          Download Excel
        </Button>
        <Button disabled={!data || checking} onClick={() => void checkNow()}>
          {checking ? 'Checking…' : 'Check now'}
        </Button>
      </div>
      {!data ? (
        <NotLoaded error={report.error} />
      ) : (
        <>
          <Text as="h2" size={500} weight="semibold">
            {data.ready} of {data.students} students ready ({percent(data.students, data.ready)})
          </Text>
          {data.rules.length === 0 ? (
            <Text as="p">No student fails a rule.</Text>
          ) : (
            <Rules report={data} />
          )}
          <ReadinessChartCard history={data.history} />
        </>
      )}
    </div>
  );
}
