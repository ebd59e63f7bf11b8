import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { PreviewState } from './usePreview';

const useStyles = makeStyles({
  pane: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  body: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The mail as it would be sent: subject and plain text (React shows values as text, never markup). */
export function PreviewPane({ state }: { state: PreviewState }) {
  const styles = useStyles();
  return (
    <section aria-labelledby="preview-heading" aria-live="polite" className={styles.pane}>
      <Text as="h3" id="preview-heading" size={400} weight="semibold">
        Preview
      </Text>
      {state.status === 'loading' && <Spinner size="tiny" label="Rendering the preview" />}
      {state.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            <span style={{ whiteSpace: 'pre-line' }}>{state.message}</span>
          </MessageBarBody>
        </MessageBar>
      )}
      {state.status === 'ready' && (
        <>
          <Text size={200} className={styles.muted}>
            {state.preview.source === 'record'
              ? 'With the values of the chosen record'
              : 'With sample values'}
          </Text>
          <Text weight="semibold">{`Subject: ${state.preview.subject}`}</Text>
          <pre className={styles.body}>{state.preview.text}</pre>
        </>
      )}
    </section>
  );
}
