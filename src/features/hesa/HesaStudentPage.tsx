import {
  Button,
  Field,
  Input,
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
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NotLoaded } from '../../components/screen';
import { type ExportChoices, type StudentReturn, useHesa } from './api';
import { YearSelect } from './YearSelect';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  table: { maxWidth: '60rem' },
  found: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
});

function Found({
  year,
  text,
  onPick,
}: {
  year: string;
  text: string;
  onPick: (id: string) => void;
}) {
  const styles = useStyles();
  const found = useHesa<{ students: { id: string; name: string }[] }>(
    ['students', year, text],
    'students',
    { year, q: text },
    text.length > 1 && year !== '',
  );
  if (text.length < 2) return null;
  if (!found.data) return <NotLoaded error={found.error} />;
  if (found.data.students.length === 0)
    return <Text>No student of the return is called that.</Text>;
  return (
    <ul className={styles.found} aria-label="Students found">
      {found.data.students.map((s) => (
        <li key={s.id}>
          <Button onClick={() => onPick(s.id)}>
            {s.name} ({s.id})
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A student's problems once per rule, with how many times each was found. */
function problemsOnce(problems: StudentReturn['problems']) {
  const byRule = new Map<string, StudentReturn['problems'][number] & { times: number }>();
  for (const p of problems) {
    const seen = byRule.get(p.rule);
    if (seen) seen.times += 1;
    else byRule.set(p.rule, { ...p, times: 1 });
  }
  return [...byRule.values()];
}

function Return({ data }: { data: StudentReturn }) {
  const styles = useStyles();
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        {data.student.name} ({data.student.id}): {data.year} return
      </Text>
      {data.problems.length === 0 ? (
        <Text as="p">The return has no problem with this student.</Text>
      ) : (
        <Table className={styles.table} aria-label="Problems of this student">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Problem</TableHeaderCell>
              <TableHeaderCell>Fix</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {problemsOnce(data.problems).map((p) => (
              <TableRow key={p.rule}>
                <TableCell>
                  {p.message}
                  {p.times > 1 ? ` (${p.times} times)` : ''}
                </TableCell>
                <TableCell>
                  <RouterLink to={p.fix.to}>{p.fix.label}</RouterLink>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.entities.map((entity) => (
        <section key={entity.path} style={{ marginLeft: `${entity.depth}rem` }}>
          <Text as="h3" weight="semibold">
            {entity.entity}
          </Text>
          {entity.fields.length > 0 && (
            <Table className={styles.table} size="small" aria-label={`${entity.path} fields`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Field</TableHeaderCell>
                  <TableHeaderCell>Value</TableHeaderCell>
                  <TableHeaderCell>Source</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entity.fields.map((f) => (
                  <TableRow key={f.field}>
                    <TableCell>{f.field}</TableCell>
                    <TableCell>{f.value}</TableCell>
                    <TableCell>{f.source}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * `hesa/student` (hesa:menu): one student's return as the export writes it, entity by entity,
 * each field with where it came from, and their problems with where to fix each.
 */
export function HesaStudentPage() {
  const styles = useStyles();
  const choices = useHesa<ExportChoices>(['export'], 'export');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const year = params.get('year') ?? choices.data?.years[0]?.year ?? '';
  const studentId = params.get('student') ?? '';
  const detail = useHesa<StudentReturn>(
    ['student', year, studentId],
    `students/${encodeURIComponent(studentId)}`,
    { year },
    studentId !== '' && year !== '',
  );
  if (!choices.data) return <NotLoaded error={choices.error} />;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <YearSelect
          choices={choices.data}
          year={year}
          onChange={(next) =>
            setParams({ year: next, ...(studentId ? { student: studentId } : {}) })
          }
        />
        <Field label="Find a student by name">
          <Input value={text} onChange={(_event, data) => setText(data.value)} />
        </Field>
      </div>
      <Found year={year} text={text.trim()} onPick={(id) => setParams({ year, student: id })} />
      {studentId !== '' &&
        (detail.data ? <Return data={detail.data} /> : <NotLoaded error={detail.error} />)}
    </div>
  );
}
