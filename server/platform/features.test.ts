import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/api/harness';
import { featureSettings } from '../db/schema';
import { featureOn, featureSwitches, refreshFeatureSwitches, requireFeature } from './features';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ students: 1, applications: 0 });
});
afterAll(() => test.close());

describe('feature switches at run time', () => {
  it('starts from the deployment defaults', async () => {
    await refreshFeatureSwitches(test.context, true);
    expect(featureSwitches(test.context)).toEqual(test.context.config.features);
  });

  it('takes a stored setting over the default, once the process reads again', async () => {
    const before = test.context.config.features.helpdesk;
    await test.context.db.insert(featureSettings).values({ name: 'helpdesk', enabled: !before });
    // Read within the last 2 s: the process keeps what it read.
    await refreshFeatureSwitches(test.context);
    expect(featureOn(test.context, 'helpdesk')).toBe(before);
    await refreshFeatureSwitches(test.context, true);
    expect(featureOn(test.context, 'helpdesk')).toBe(!before);
    await test.context.db.delete(featureSettings);
    await refreshFeatureSwitches(test.context, true);
    expect(featureOn(test.context, 'helpdesk')).toBe(before);
  });

  it('ignores a stored name that is no switch', async () => {
    await test.context.db.insert(featureSettings).values({ name: 'no-such-switch', enabled: true });
    await refreshFeatureSwitches(test.context, true);
    expect(Object.keys(featureSwitches(test.context)).sort()).toEqual(
      Object.keys(test.context.config.features).sort(),
    );
    await test.context.db.delete(featureSettings);
  });

  it('answers 404 in the error shape for a switched-off area', async () => {
    await test.context.db.insert(featureSettings).values({ name: 'hesa', enabled: false });
    await refreshFeatureSwitches(test.context, true);
    expect(() => requireFeature(test.context, 'hesa', 'HESA')).toThrow('HESA is switched off');
    await test.context.db.delete(featureSettings);
    await refreshFeatureSwitches(test.context, true);
    expect(() => requireFeature(test.context, 'hesa', 'HESA')).not.toThrow();
  });
});
