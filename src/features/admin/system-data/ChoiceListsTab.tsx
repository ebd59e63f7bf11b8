import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { NotLoaded } from '../../../components/screen';
import { FIRST_HEARD_GROUPS, type FirstHeardGroup } from '../../../domain/leads/sources';
import { HistoryPanel } from './HistoryPanel';
import { IntakesEditor } from './IntakesEditor';
import { linesOf, useReferenceListEditor } from './list-editor';
import { SaveProblem } from './SaveProblem';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * Intakes, first-heard sources and ways of first contact (spec §9): edited here, sent to every
 * device by the change feed, offered by the application form and the potential-student forms
 * (offline too) and checked by the server on every write.
 */
export function ChoiceListsTab() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <IntakesEditor />
      <FirstHeardEditor />
      <FirstContactEditor />
      <HistoryPanel entity="reference_lists" caption="History of the lists" />
    </div>
  );
}

function FirstHeardEditor() {
  const styles = useStyles();
  const { query, save, busy, problem } = useReferenceListEditor('firstHeard', 'First heard');
  const [texts, setTexts] = useState<Record<FirstHeardGroup, string>>();
  useEffect(() => {
    if (!query.data) return;
    const sources = (group: FirstHeardGroup) =>
      query.data.values.find((entry) => entry.group === group)?.sources ?? [];
    setTexts(
      Object.fromEntries(
        FIRST_HEARD_GROUPS.map((group) => [group, sources(group).join('\n')]),
      ) as Record<FirstHeardGroup, string>,
    );
  }, [query.data]);
  if (!query.data || !texts) return <NotLoaded error={query.error} />;
  const submit = () =>
    save(FIRST_HEARD_GROUPS.map((group) => ({ group, sources: linesOf(texts[group]) })));
  return (
    <section className={styles.section} aria-label="First heard">
      <Text as="h2" size={500} weight="semibold">
        First heard
      </Text>
      <Text>
        Where people hear of the college, by the five groups the reports count. One source per line;
        an answer given before a source was removed keeps its group only while listed.
      </Text>
      <div className={styles.groups}>
        {FIRST_HEARD_GROUPS.map((group) => (
          <Field key={group} label={`${group} sources`} hint="One per line">
            <Textarea
              rows={5}
              resize="vertical"
              value={texts[group]}
              onChange={(_, data) => setTexts({ ...texts, [group]: data.value })}
            />
          </Field>
        ))}
      </div>
      <SaveProblem problem={problem} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
          Save first-heard sources
        </Button>
      </div>
    </section>
  );
}

function FirstContactEditor() {
  const styles = useStyles();
  const { query, save, busy, problem } = useReferenceListEditor('firstContact', 'First contact');
  const [text, setText] = useState<string>();
  useEffect(() => {
    if (query.data) setText(query.data.values.join('\n'));
  }, [query.data]);
  if (!query.data || text === undefined) return <NotLoaded error={query.error} />;
  return (
    <section className={styles.section} aria-label="First contact">
      <Text as="h2" size={500} weight="semibold">
        First contact
      </Text>
      <Field
        label="Ways of first contact"
        hint="How the college first met a potential student. One per line, in the order forms offer them."
      >
        <Textarea
          rows={7}
          resize="vertical"
          value={text}
          onChange={(_, data) => setText(data.value)}
        />
      </Field>
      <SaveProblem problem={problem} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={() => void save(linesOf(text))}>
          Save ways of first contact
        </Button>
      </div>
    </section>
  );
}
