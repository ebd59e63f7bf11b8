import { Body1 } from '@fluentui/react-components';
import { DashboardStats } from './DashboardStats';
import { GuidesPanel } from './GuidesPanel';
import { WelcomePanel } from './WelcomePanel';

interface StaffDashboardProps {
  name: string;
  /** The welcome dashboard (feature welcome-dashboard) adds a welcome text and quick links. */
  welcome: boolean;
}

/** Spec §2.2 staff and welcome modes: a greeting, the live counts, then the guides. */
export function StaffDashboard({ name, welcome }: StaffDashboardProps) {
  return (
    <>
      <Body1>Hello, {name}.</Body1>
      {welcome && <WelcomePanel />}
      <DashboardStats />
      <GuidesPanel />
    </>
  );
}
