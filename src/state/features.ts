import { useSnapshot } from 'valtio';
import { features as builtInFeatures } from '../deployment';
import type { Feature, FeatureSwitches } from '../domain/config/feature-list';
import { session } from './session';

/**
 * The feature switches that apply now (issue 21): those the signed-in account last brought from
 * the server (kept with it, so offline the last known ones apply), else the deployment's
 * defaults built into the client (before any account is known, e.g. on the login page).
 */
export function currentFeatures(): FeatureSwitches {
  return session.user?.features ?? builtInFeatures;
}

/** True when the switch is on now (outside React; screens use useFeature). */
export function featureOn(name: Feature): boolean {
  return currentFeatures()[name];
}

/** The switches that apply now, redrawing when the account brings new ones. */
export function useFeatures(): FeatureSwitches {
  const { user } = useSnapshot(session);
  return user?.features ?? builtInFeatures;
}

/** True when the switch is on now, redrawing when it changes. */
export function useFeature(name: Feature): boolean {
  return useFeatures()[name];
}
