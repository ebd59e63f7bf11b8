import { describe, expect, it } from 'vitest';
import { audiencesOf, stagesForAudiences } from './audience';

describe('audiencesOf (spec §4 report audience)', () => {
  it('gives nothing without leads:menu', () => {
    expect(audiencesOf({ claims: 'students:menu', roles: ['faculty'] })).toEqual([]);
  });
  it("gives hub and programme directors the 'always' stages only", () => {
    expect(audiencesOf({ claims: 'leads:menu,view role:hd', roles: ['hd'] })).toEqual(['always']);
    expect(audiencesOf({ claims: 'leads:menu,view role:pd', roles: ['pd'] })).toEqual(['always']);
  });
  it('adds the office group for the registrar and the manager', () => {
    expect(audiencesOf({ claims: 'leads', roles: ['registrar'] })).toEqual([
      'always',
      'office group',
    ]);
    expect(audiencesOf({ claims: 'leads:menu,view role:manager', roles: ['manager'] })).toEqual([
      'always',
      'office group',
    ]);
  });
  it('gives an office role without leads:menu nothing', () => {
    expect(audiencesOf({ claims: 'contacts', roles: ['manager'] })).toEqual([]);
  });
  it('gives administrators every audience', () => {
    expect(audiencesOf({ claims: '*', roles: ['admin'] })).toEqual([
      'always',
      'office group',
      'admin',
      'archive',
    ]);
  });
});

describe('stagesForAudiences', () => {
  it('lists the stages of the audiences in stage order', () => {
    expect(stagesForAudiences(['always'])).toEqual([
      'Unknown',
      'Initial contact made',
      'Engaged with HD/PD',
      'Interested in future enrolment',
      'Interested in current enrolment',
    ]);
    expect(stagesForAudiences(['always', 'office group'])).toEqual([
      'Unknown',
      'Mailing list',
      'Initial contact made',
      'Engaged with HD/PD',
      'Interested in future enrolment',
      'Interested in current enrolment',
      'Office follow up',
    ]);
    expect(stagesForAudiences(['always', 'office group', 'admin', 'archive'])).toHaveLength(13);
  });
});
