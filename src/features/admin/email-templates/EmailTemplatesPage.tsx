import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ScreenProps } from '../../../components/screen';
import { offline } from '../../../offline-react/state';
import { listTemplates, readTemplate } from './api';
import { TemplateEditor } from './TemplateEditor';

const NARROW = '@media (max-width: 900px)';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)',
    alignItems: 'start',
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
  item: { justifyContent: 'flex-start', width: '100%', textAlign: 'start' },
  hiddenNarrow: { [NARROW]: { display: 'none' } },
  onlyNarrow: { display: 'none', [NARROW]: { display: 'inline-flex', justifySelf: 'start' } },
  edited: { fontWeight: tokens.fontWeightRegular },
});

function Editor({ templateKey }: { templateKey: string }) {
  const query = useQuery({
    queryKey: ['email-template', templateKey],
    queryFn: () => readTemplate(templateKey),
  });
  if (query.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!query.data) return <Spinner label="Loading, please wait ..." />;
  // Keyed by template: another template starts the editor afresh; a save keeps its message.
  return <TemplateEditor key={templateKey} template={query.data} />;
}

/**
 * Admin → Email templates (admin:templates, issue 21): every mail the product sends, each
 * editable with its placeholders, previewed with a real record, sent as a test to oneself and
 * reset to its default. Online only: the templates live on the server.
 */
export function EmailTemplatesPage(_props: ScreenProps) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const [params, setParams] = useSearchParams();
  const selected = params.get('template') ?? undefined;
  const query = useQuery({ queryKey: ['email-templates'], queryFn: listTemplates });
  const items = query.data?.items;
  if (!items && !online) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>E-mail templates are shown when you are back online.</MessageBarBody>
      </MessageBar>
    );
  }
  if (query.isError && !items) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!items) return <Spinner label="Loading, please wait ..." />;
  const choose = (key: string | undefined) =>
    setParams(key ? { template: key } : {}, { replace: false });
  return (
    <div className={styles.root}>
      <nav
        aria-label="E-mail templates"
        className={mergeClasses(selected !== undefined && styles.hiddenNarrow)}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <Button
                appearance={item.key === selected ? 'primary' : 'subtle'}
                className={styles.item}
                aria-current={item.key === selected ? 'page' : undefined}
                onClick={() => choose(item.key)}
              >
                {item.label}
                {item.edited && <span className={styles.edited}>&nbsp;(edited)</span>}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {selected ? (
        <div>
          <Button
            className={styles.onlyNarrow}
            appearance="subtle"
            onClick={() => choose(undefined)}
          >
            All templates
          </Button>
          <Editor templateKey={selected} />
        </div>
      ) : (
        <Text className={styles.hiddenNarrow}>
          Choose a template to edit its subject and text, preview it and send yourself a test.
        </Text>
      )}
    </div>
  );
}
