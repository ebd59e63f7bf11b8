import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FeatureSwitchesPanel } from '../feature-switches/FeatureSwitchesPanel';
import { ProgrammesTable } from '../programmes/ProgrammesTable';
import { ChoiceListsTab } from './ChoiceListsTab';
import { DatesTab } from './DatesTab';
import { HubsTab } from './HubsTab';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // A phone scrolls the tabs sideways rather than wrapping them (architecture §6).
  tabs: { overflowX: 'auto', maxWidth: '100%' },
});

const TABS = {
  hubs: 'Hubs',
  programmes: 'Programmes, levels and fees',
  dates: 'Terms and residentials',
  lists: 'Intakes, first heard and first contact',
  switches: 'Feature switches',
} as const;
type TabId = keyof typeof TABS;

/** `admin/systemdata` (admin:admin): the reference lists, each editable with its
 * history, and the feature switches. */
export function SystemDataPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<TabId>('hubs');
  return (
    <div className={styles.root}>
      <TabList
        className={styles.tabs}
        aria-label="System data"
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as TabId)}
      >
        {Object.entries(TABS).map(([id, label]) => (
          <Tab key={id} value={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={TABS[tab]}>
        {tab === 'hubs' && <HubsTab />}
        {tab === 'programmes' && <ProgrammesTable />}
        {tab === 'dates' && <DatesTab />}
        {tab === 'lists' && <ChoiceListsTab />}
        {tab === 'switches' && <FeatureSwitchesPanel />}
      </div>
    </div>
  );
}
