import { describe, expect, it } from 'vitest';
import {
  CHURCH_ORGANISATION_STATUSES,
  DEFAULT_ORGANISATION_STATUSES,
  isChurchPartnerType,
  ORGANISATION_STATUSES,
  organisationStatuses,
} from './organisations';

const DEFAULT = ['Partner', 'Sending', 'In contact', 'Target', 'No contact'];
const CHURCH = ['Hub Church', 'Feeder Church', 'In contact', 'Target', 'No contact'];

describe('organisation statuses', () => {
  it('are the two lists of spec §4', () => {
    expect(DEFAULT_ORGANISATION_STATUSES).toEqual(DEFAULT);
    expect(CHURCH_ORGANISATION_STATUSES).toEqual(CHURCH);
  });

  it('ORGANISATION_STATUSES is the union, each once', () => {
    expect([...ORGANISATION_STATUSES].sort()).toEqual([...new Set([...DEFAULT, ...CHURCH])].sort());
    expect(ORGANISATION_STATUSES).toHaveLength(7);
  });

  it.each([
    ['Church', CHURCH],
    ['church', CHURCH],
    [' CHURCH ', CHURCH],
    ['Charity', DEFAULT],
    ['Church plant network', DEFAULT],
    ['', DEFAULT],
    [null, DEFAULT],
    [undefined, DEFAULT],
  ])('partner type %j → its list', (partnerType, expected) => {
    expect(organisationStatuses(partnerType)).toEqual(expected);
    expect(isChurchPartnerType(partnerType)).toBe(expected === CHURCH);
  });
});
