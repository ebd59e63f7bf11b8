import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { upcomingIntakes } from '../../../domain/applications/application-form';
import {
  FIRST_CONTACT,
  FIRST_HEARD_GROUPS,
  FIRST_HEARD_SOURCES,
  type FirstHeardGroup,
} from '../../../domain/leads/sources';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Intakes and the first-heard and first-contact lists: shown, not editable yet. Their values are
 * checked by the record schemas a device validates offline (potential students, applications),
 * so an edit here would not reach those checks; the page says so rather than pretend.
 */
export function FixedListsTab() {
  const styles = useStyles();
  const intakes = upcomingIntakes(new Date(), 3);
  return (
    <div className={styles.root}>
      <MessageBar intent="info">
        <MessageBarBody>
          These lists are read only for now: the application form and the potential-student record
          check their values on the device as well as on the server, from the lists built into the
          app. Ask a developer to change them.
        </MessageBarBody>
      </MessageBar>
      <section aria-label="Intakes">
        <Text as="h2" size={500} weight="semibold">
          Intakes
        </Text>
        <Text as="p">
          Students start each September (spec §5: a normal intake is 1 September). The application
          form offers the next two; the coming ones are {intakes.join(', ')}.
        </Text>
      </section>
      <ReadOnlyTable<FirstHeardGroup>
        caption="First heard: where people hear of the college"
        rows={FIRST_HEARD_GROUPS}
        rowKey={(group) => group}
        empty="No groups."
        columns={[
          { header: 'Group', cell: (group) => group },
          { header: 'Sources', cell: (group) => FIRST_HEARD_SOURCES[group].join(', '), wide: true },
        ]}
      />
      <ReadOnlyTable<string>
        caption="First contact: how the college first met them"
        rows={FIRST_CONTACT}
        rowKey={(way) => way}
        empty="No ways."
        columns={[{ header: 'Way of first contact', cell: (way) => way }]}
      />
    </div>
  );
}
