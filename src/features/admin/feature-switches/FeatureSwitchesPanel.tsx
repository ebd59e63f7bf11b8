import {
  Badge,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { FEATURE_DESCRIPTIONS } from '../../../domain/config/feature-descriptions';
import type { Feature } from '../../../domain/config/feature-list';
import {
  type FeatureSwitchRow,
  featureSwitchListSchema,
} from '../../../domain/config/feature-settings';
import { formatDateTime } from '../../../domain/format/dates';
import { offline } from '../../../offline-react/state';
import { can } from '../../../state/permissions';
import { refreshAccountQuietly, session } from '../../../state/session';
import { notify } from '../../../state/ui';

// The feature switches of spec §1 on the system data page (issue 21): each with what it does
// here, its default (config/features.json) and the last change. Reading needs admin:admin (the
// page's permission); changing one needs admin:sysadmin. Online only: the server applies it.

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  details: {
    color: tokens.colorNeutralForeground2,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const QUERY_KEY = 'admin-feature-switches';

async function readSwitches(): Promise<FeatureSwitchRow[]> {
  try {
    return featureSwitchListSchema.parse(await api.get('admin/features').json()).items;
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The feature switches, each a Switch a sysadmin may turn (others see them read-only). */
export function FeatureSwitchesPanel() {
  const styles = useStyles();
  const client = useQueryClient();
  const { online } = useSnapshot(offline);
  const [busy, setBusy] = useState<Feature>();
  const [failure, setFailure] = useState<string>();
  const headingId = useId();
  const mayChange = can(['admin:sysadmin']);
  const switches = useQuery({
    queryKey: [QUERY_KEY, session.user?.id],
    queryFn: readSwitches,
    enabled: online,
  });

  const change = async (row: FeatureSwitchRow, enabled: boolean) => {
    setBusy(row.name);
    setFailure(undefined);
    try {
      await api.put(`admin/features/${encodeURIComponent(row.name)}`, { json: { enabled } });
      const { label } = FEATURE_DESCRIPTIONS[row.name];
      notify(`${label} is switched ${onOff(enabled)} for everyone`, 'success');
      // This user's menu and screens follow at once; the others' on their next account refresh.
      await refreshAccountQuietly();
    } catch (error) {
      setFailure(await messageOfFailure(error));
    } finally {
      setBusy(undefined);
      await client.invalidateQueries({ queryKey: [QUERY_KEY] });
    }
  };

  const error = failure ?? switches.error?.message;
  return (
    <Card className={styles.root} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Feature switches
      </h2>
      <Text>
        The college&rsquo;s optional features. A change applies to every user at once on the server,
        and to their menus and pages when their app next checks their account (a reload, a new page,
        coming back online).
        {mayChange ? '' : ' Only a system administrator can change them.'}
      </Text>
      {!online && (
        <MessageBar intent="info">
          <MessageBarBody>The feature switches can be seen and changed online only.</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {switches.isPending && online && <Spinner size="small" label="Loading the switches…" />}
      {switches.data && (
        <ul className={styles.list} aria-label="Feature switches">
          {switches.data.map((row) => (
            <SwitchItem
              key={row.name}
              row={row}
              disabled={!mayChange || !online || busy !== undefined}
              onChange={(enabled) => void change(row, enabled)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SwitchItem({
  row,
  disabled,
  onChange,
}: {
  row: FeatureSwitchRow;
  disabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const styles = useStyles();
  const describedBy = useId();
  const { label, description } = FEATURE_DESCRIPTIONS[row.name];
  const differs = row.enabled !== row.default;
  return (
    <li className={styles.item}>
      <div className={styles.top}>
        <Switch
          checked={row.enabled}
          disabled={disabled}
          label={label}
          aria-describedby={describedBy}
          onChange={(_, data) => onChange(data.checked)}
        />
        {differs && (
          <Badge appearance="tint" color="warning">
            Not the default
          </Badge>
        )}
      </div>
      <div id={describedBy} className={styles.details}>
        <Text>{description}</Text>
        <Text className={styles.meta}>
          Default {onOff(row.default)} · {lastChange(row)} · switch name <code>{row.name}</code>
        </Text>
      </div>
    </li>
  );
}

function lastChange(row: FeatureSwitchRow): string {
  if (!row.changed) return 'never changed';
  const who = row.changed.byName || 'a system administrator';
  return `turned ${onOff(row.enabled)} by ${who}, ${formatDateTime(row.changed.at)}`;
}
