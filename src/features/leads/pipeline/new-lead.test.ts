import { describe, expect, it } from 'vitest';
import { emptyNewLead, newLeadValues } from './new-lead';

const owner = { id: 'user-hd', name: 'Harriet Dunmore' };

describe('new potential student', () => {
  it('starts in the hub of whoever adds them', () => {
    expect(emptyNewLead('hub-1')).toMatchObject({ hubId: 'hub-1', name: '' });
    expect(emptyNewLead(undefined).hubId).toBe('');
  });

  it('leaves out empty fields, starts at Initial contact made, followed up by the adder', () => {
    const outcome = newLeadValues(
      { ...emptyNewLead('hub-1'), name: ' Ruth ', lastName: 'Okafor', firstContact: 'KTE' },
      owner,
    );
    expect(outcome).toEqual({
      ok: true,
      values: {
        name: 'Ruth',
        lastName: 'Okafor',
        hubId: 'hub-1',
        firstContact: 'KTE',
        stage: 'Initial contact made',
        ownerId: 'user-hd',
        ownerName: 'Harriet Dunmore',
      },
    });
  });

  it('names each field that needs attention', () => {
    const outcome = newLeadValues({ ...emptyNewLead('hub-1'), email: 'not an address' }, owner);
    expect(outcome).toEqual({
      ok: false,
      errors: {
        name: expect.any(String),
        email: 'Enter an email address such as name@example.org',
      },
    });
  });
});
