import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PlaceholderSpec } from '../../../domain/mail/templates';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    flexWrap: 'wrap',
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The placeholders a template may use; each button inserts its placeholder where the cursor is. */
export function PlaceholderList({
  placeholders,
  onInsert,
}: {
  placeholders: readonly PlaceholderSpec[];
  onInsert: (name: string) => void;
}) {
  const styles = useStyles();
  return (
    <section aria-labelledby="placeholders-heading">
      <Text as="h3" id="placeholders-heading" size={400} weight="semibold" block>
        Placeholders
      </Text>
      <Text className={styles.muted} size={200} block>
        Click one to insert it at the cursor. {'{{#name}}'}…{'{{/name}}'} keeps its text only when
        the value is not empty.
      </Text>
      <ul className={styles.list}>
        {placeholders.map((spec) => (
          <li key={spec.name} className={styles.item}>
            <Button
              size="small"
              className={styles.code}
              aria-label={`Insert placeholder ${spec.name}`}
              onClick={() => onInsert(spec.name)}
            >
              {`{{${spec.name}}}`}
            </Button>
            <Text size={200}>{spec.description}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
