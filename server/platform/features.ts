import type { FastifyInstance } from 'fastify';
import { FEATURES, type Feature, type FeatureSwitches } from '#domain/config/feature-list';
import { featureSettings } from '../db/schema';
import type { AppContext } from './app-context';
import { notFound } from './errors';

/** How long a process trusts the switches it last read before reading them again. */
export const FEATURE_SWITCHES_MAX_AGE_MS = 2_000;

interface Switchboard {
  overrides: Partial<Record<Feature, boolean>>;
  readAt: number;
}

// One switchboard per app context (one per API process; tests build several).
const switchboards = new WeakMap<AppContext, Switchboard>();

function switchboardOf(context: AppContext): Switchboard {
  let board = switchboards.get(context);
  if (!board) {
    board = { overrides: {}, readAt: 0 };
    switchboards.set(context, board);
  }
  return board;
}

const isFeature = (name: string): name is Feature => (FEATURES as readonly string[]).includes(name);

/**
 * The feature switches now (spec §1): the deployment's defaults (`config/features.json`) with a
 * sysadmin's settings from the database over them, as this process last read them (at most
 * FEATURE_SWITCHES_MAX_AGE_MS ago while requests come in).
 */
export function featureSwitches(context: AppContext): FeatureSwitches {
  return { ...context.config.features, ...switchboardOf(context).overrides };
}

/** True when the switch is on now. */
export function featureOn(context: AppContext, name: Feature): boolean {
  return featureSwitches(context)[name];
}

/** Throws 404 when the switch is off: the area does not exist for this college (spec §1). */
export function requireFeature(context: AppContext, name: Feature, what: string): void {
  if (!featureOn(context, name)) throw notFound(`${what} is switched off`);
}

/** Reads the sysadmin's settings again when the last read is older than the limit (or forced). */
export async function refreshFeatureSwitches(context: AppContext, force = false): Promise<void> {
  const board = switchboardOf(context);
  const now = Date.now();
  if (!force && now - board.readAt < FEATURE_SWITCHES_MAX_AGE_MS) return;
  board.readAt = now;
  const rows = await context.db.select().from(featureSettings);
  const overrides: Partial<Record<Feature, boolean>> = {};
  for (const row of rows) if (isFeature(row.name)) overrides[row.name] = row.enabled;
  board.overrides = overrides;
}

/**
 * Every API request sees switches at most FEATURE_SWITCHES_MAX_AGE_MS old, so a change made by
 * one process applies to every process without a restart.
 */
export function registerFeatureSwitches(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await refreshFeatureSwitches(context);
  });
}
