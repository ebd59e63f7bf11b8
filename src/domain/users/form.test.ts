import { describe, expect, it } from 'vitest';
import { bodyOfUserForm, formOfUser, userFormSchema } from './form';

const typed = {
  name: ' Hana ',
  email: 'hana@example.org',
  template: 'hub-director',
  hubId: 'hub-1',
  programme: '',
  claims: 'reports:menu  reports:menu students:view',
};

describe('the user form', () => {
  it('becomes the request body: trimmed, extra permissions split and without repeats', () => {
    expect(bodyOfUserForm(typed)).toEqual({
      name: 'Hana',
      email: 'hana@example.org',
      template: 'hub-director',
      hubId: 'hub-1',
      programme: '',
      claims: ['reports:menu', 'students:view'],
    });
    // No template chosen while editing: the account keeps its roles.
    expect(bodyOfUserForm({ ...typed, template: '' }).template).toBeNull();
  });

  it('asks for the hub the template needs and names unknown permissions', () => {
    const result = userFormSchema.safeParse({ ...typed, hubId: '', claims: 'reports:fly' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hubId', 'Choose a hub'],
      ['claims', 'Not a permission the product knows: reports:fly'],
    ]);
  });

  it('starts an edit from the account, with the template its roles match', () => {
    const form = formOfUser({
      name: 'P',
      email: 'p@x.org',
      roles: ['pd'],
      claims: [],
      programme: 'BA',
    });
    expect(form).toMatchObject({ template: 'programme-director', programme: 'BA', hubId: '' });
    expect(
      formOfUser({ name: 'M', email: 'm@x.org', roles: ['hd', 'faculty'], claims: [] }).template,
    ).toBe('');
  });
});
