import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Loaded } from '../../components/screen';
import { useAdhocViews } from './adhoc-api';

const useStyles = makeStyles({
  columns: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  type: { color: tokens.colorNeutralForeground3 },
});

/** The reporting views a query may read, each opening to its columns and their types. */
export function AdhocViews() {
  const styles = useStyles();
  const query = useAdhocViews();
  return (
    <section aria-labelledby="adhoc-views">
      <Text as="h2" id="adhoc-views" size={400} weight="semibold">
        Views you can query
      </Text>
      <Loaded query={query}>
        {(views) => (
          <Accordion multiple collapsible>
            {views.map((view) => (
              <AccordionItem key={view.name} value={view.name}>
                <AccordionHeader size="small">{view.name}</AccordionHeader>
                <AccordionPanel>
                  <ul className={styles.columns} aria-label={`Columns of ${view.name}`}>
                    {view.columns.map((column) => (
                      <li key={column.name}>
                        <Text font="monospace">{column.name}</Text>{' '}
                        <Text size={200} className={styles.type}>
                          {column.type}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </Loaded>
    </section>
  );
}
