import { Caption1, makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { type ReactNode, useId, useState } from 'react';
import { UI_DEFAULTS } from '../../domain/ui/widgets';
import { StatusBadge } from '../status-badge';
import type { RecordTab } from './types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  // On a phone the status badge goes under a long name rather than past the screen's edge.
  titleLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  title: { overflowWrap: 'anywhere' },
  // More tabs than the width holds (a phone): the strip scrolls sideways inside the page.
  // A phone scrolls the tabs sideways; wider screens wrap them, so none is hidden at the edge.
  tabs: {
    overflowX: 'auto',
    flexWrap: 'nowrap',
    '> *': { flexShrink: 0 },
    '@media (min-width: 768px)': { flexWrap: 'wrap', overflowX: 'visible' },
  },
  subtitle: { color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginInlineStart: 'auto',
  },
  panel: { paddingBlock: tokens.spacingVerticalM },
  notices: { display: 'grid', gap: tokens.spacingVerticalS },
});

export interface RecordPageProps {
  title: string;
  subtitle?: string;
  /** Shown as a StatusBadge beside the title. */
  status?: string | null;
  icon?: FluentIcon;
  /** Buttons or menus for the record, at the end of the header. */
  actions?: ReactNode;
  /** Messages about the whole record (e.g. a change the server refused), above the tabs. */
  notices?: ReactNode;
  tabs: readonly RecordTab[];
  /** The open tab when the owner keeps it (e.g. in the URL); otherwise the page keeps it. */
  selectedTab?: string;
  onTabChange?: (id: string) => void;
}

/** A record's page: header (title, subtitle, status, actions) and its sections as tabs. */
export function RecordPage(props: RecordPageProps) {
  const { title, subtitle, status, icon: Icon, tabs } = props;
  const styles = useStyles();
  const baseId = useId();
  const [ownTab, setOwnTab] = useState(() => tabs[0]?.id);
  const selectedId = props.selectedTab ?? ownTab;
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  return (
    <article className={styles.root} aria-labelledby={`${baseId}-title`}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.titleLine}>
            {Icon && <Icon aria-hidden fontSize={UI_DEFAULTS.headingIconSize} />}
            <Title2 as="h2" id={`${baseId}-title`} className={styles.title}>
              {title}
            </Title2>
            <StatusBadge status={status} />
          </div>
          {subtitle && <Caption1 className={styles.subtitle}>{subtitle}</Caption1>}
        </div>
        {props.actions && <div className={styles.actions}>{props.actions}</div>}
      </header>
      {props.notices && <div className={styles.notices}>{props.notices}</div>}
      {tabs.length > 0 && (
        <>
          <TabList
            className={styles.tabs}
            selectedValue={selected?.id}
            onTabSelect={(_, data) => {
              const id = String(data.value);
              setOwnTab(id);
              props.onTabChange?.(id);
            }}
            aria-label={`${title} sections`}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                id={tabId(tab.id)}
                value={tab.id}
                aria-controls={tab.id === selected?.id ? panelId : undefined}
              >
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {selected && (
            <div
              role="tabpanel"
              id={panelId}
              aria-labelledby={tabId(selected.id)}
              className={styles.panel}
            >
              {selected.content}
            </div>
          )}
        </>
      )}
    </article>
  );
}
