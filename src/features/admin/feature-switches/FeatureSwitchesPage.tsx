import type { ScreenProps } from '../../../components/screen';
import { FeatureSwitchesPanel } from './FeatureSwitchesPanel';

/**
 * A stand-in for admin/systemdata until the system data page takes the panel in (the integrator
 * folds FeatureSwitchesPanel into it): the feature switches alone.
 */
export function FeatureSwitchesPage(_props: ScreenProps) {
  return <FeatureSwitchesPanel />;
}
