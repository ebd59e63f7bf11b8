import {
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../api/client';
import type { ScreenProps } from '../../components/screen';
import { donorPageUrl, donorsConfigSchema } from '../../domain/donors/crm-url';
import { offline } from '../../offline-react/state';
import { session } from '../../state/session';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  frame: {
    width: '100%',
    // The shell's top bar and this page's line above the frame; never shorter than a phone's half.
    height: 'calc(100dvh - 12rem)',
    minHeight: '24rem',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

const NOT_CONFIGURED =
  'The donor system is not configured, so there is no donor page to show. The administrator ' +
  'sets DONORS_URL on the server (e.g. https://crm.example/donor/{id}) to connect it.';

function Notice({ intent, children }: { intent: 'info' | 'warning' | 'error'; children: string }) {
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * Donors → Donor record (spec §2.4 `donors/{id}`, issue 20): the donor system's own page of the
 * donor, framed, from the DONORS_URL template the server holds (its origin is the one frame
 * source the server's Content-Security-Policy allows). Online only: the donor system is elsewhere.
 */
export function ExternalCrmPage(_props: ScreenProps) {
  const styles = useStyles();
  const { id = '' } = useParams();
  const { online } = useSnapshot(offline);
  const config = useQuery({
    queryKey: ['donors-config', session.user?.id],
    staleTime: 0,
    queryFn: async () => {
      try {
        return donorsConfigSchema.parse(await api.get('donors/config').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  if (!online) {
    return (
      <Notice intent="warning">
        The donor record is the donor system’s page: it needs a connection and is shown when you are
        back online.
      </Notice>
    );
  }
  if (config.isError) return <Notice intent="error">{config.error.message}</Notice>;
  if (!config.data) return <Spinner label="Loading, please wait ..." />;
  const template = config.data.urlTemplate;
  if (template === null) {
    return <Notice intent="info">{NOT_CONFIGURED}</Notice>;
  }
  const url = donorPageUrl(template, id);
  if (url === undefined) {
    return <Notice intent="error">{`“${id}” is not a donor id the donor system can show.`}</Notice>;
  }
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Text>{`Donor ${id}, from the donor system (${new URL(url).host})`}</Text>
        <Link href={url} target="_blank" rel="noopener noreferrer">
          Open in a new tab
        </Link>
      </div>
      <iframe
        className={styles.frame}
        title={`Donor ${id} in the donor system`}
        src={url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
