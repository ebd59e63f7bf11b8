import { makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  EXEGESIS_PROMPT,
  EXEGESIS_TARGET_WORDS,
  wordCount,
} from '../../../domain/applications/application-form';
import { exegesisSchema, profileSchema } from '../../../domain/applications/parts';
import { isShortApplication } from '../../../domain/applications/sections';
import type { StoredApplication } from '../../../domain/records/application';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '72ch' },
  prompt: { color: tokens.colorNeutralForeground3 },
  essay: { whiteSpace: 'pre-wrap', lineHeight: tokens.lineHeightBase400 },
});

/** The applicant's exegesis essay (spec §5) as reviewers read it, from the device's copy. */
export function ExegesisEssay({ application }: { application: StoredApplication }) {
  const styles = useStyles();
  const essay = exegesisSchema.safeParse(application.exegesis);
  if (!essay.success) {
    const short = isShortApplication({
      profile: profileSchema.partial().safeParse(application.profile).data,
    });
    return (
      <Text>
        {short
          ? 'A current student’s short application does not ask for an essay.'
          : 'The applicant has not written the essay yet.'}
      </Text>
    );
  }
  const words = wordCount(essay.data.essay);
  return (
    <section className={styles.root} aria-label="Exegesis essay">
      <Text className={styles.prompt} size={200}>
        {EXEGESIS_PROMPT}
      </Text>
      <Text weight="semibold">
        {essay.data.passage} · {words} {words === 1 ? 'word' : 'words'} (about{' '}
        {EXEGESIS_TARGET_WORDS} asked)
      </Text>
      <Text as="p" className={styles.essay}>
        {essay.data.essay}
      </Text>
    </section>
  );
}
