import { newRecordId } from '../../offline/commands';

/** Where this browser profile keeps its device id (one per tablet, shared by its users). */
export const DEVICE_ID_KEY = 'collegium-device-id';

/**
 * This device's stable id, made once per browser profile and kept in localStorage: the marks it
 * makes carry it, so marks of two tablets made at the same moment merge the same way everywhere.
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const made = `device-${newRecordId()}`;
  storage.setItem(DEVICE_ID_KEY, made);
  return made;
}
