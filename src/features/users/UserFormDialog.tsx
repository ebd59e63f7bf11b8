import { Field, Input, Select, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { errorProps, FormDialog } from '../../components/form-dialog';
import { formOfUser, type UserFormValues, userFormSchema } from '../../domain/users/form';
import { ROLES } from '../../domain/users/roles';
import { parseClaimList, ROLE_TEMPLATES, templateById } from '../../domain/users/templates';
import { saveUser, type UserAccount, UserFormErrors, useUserChoices } from './api';

const EMPTY: UserFormValues = {
  name: '',
  email: '',
  template: '',
  hubId: '',
  programme: '',
  claims: '',
};

function rolesText(roles: readonly string[]): string {
  return (
    roles
      .map((role) => (role in ROLES ? ROLES[role as keyof typeof ROLES].label : role))
      .join(', ') || 'no roles'
  );
}

/**
 * New user, or Edit: name, e-mail, the role template (with the hub or programme it needs) and
 * extra permissions. The server's refusal (a taken e-mail, a permission the editor does not
 * hold) shows on the field it names.
 */
export function UserFormDialog({
  editing,
  onSaved,
  onClose,
}: {
  editing?: UserAccount;
  onSaved: (user: UserAccount) => void;
  onClose: () => void;
}) {
  const choices = useUserChoices();
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: editing ? formOfUser(editing) : EMPTY,
  });
  const { errors } = form.formState;
  const template = templateById(form.watch('template'));
  const submit = () =>
    form.handleSubmit(async (values) => {
      try {
        onSaved(await saveUser(values, editing));
      } catch (caught) {
        if (!(caught instanceof UserFormErrors)) throw caught;
        for (const [index, [field, message]] of Object.entries(caught.errors).entries()) {
          form.setError(
            field as keyof UserFormValues,
            { type: 'server', message },
            { shouldFocus: index === 0 },
          );
        }
      }
    })();
  const text = (
    name: 'name' | 'email' | 'claims',
    label: string,
    required: boolean,
    hint?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field label={label} required={required} hint={hint} {...errorProps(errors[name]?.message)}>
          <Input
            {...field}
            type={name === 'email' ? 'email' : 'text'}
            onChange={(_, data) => field.onChange(data.value)}
          />
        </Field>
      )}
    />
  );
  return (
    <FormDialog
      title={editing ? `Edit ${editing.name}` : 'New user'}
      submitLabel={editing ? 'Save' : 'Create user'}
      onSubmit={submit}
      onClose={onClose}
    >
      {text('name', 'Name', true)}
      {text('email', 'Email', true)}
      <Controller
        control={form.control}
        name="template"
        render={({ field }) => (
          <Field
            label="Role template"
            required={!editing}
            {...errorProps(errors.template?.message)}
          >
            <Select {...field} onChange={(_, data) => field.onChange(data.value)}>
              <option value="">
                {editing
                  ? `Keep the current roles (${rolesText(editing.roles)})`
                  : 'Choose a template'}
              </option>
              {ROLE_TEMPLATES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {template?.needs === 'hub' && (
        <Controller
          control={form.control}
          name="hubId"
          render={({ field }) => (
            <Field label="Hub" required {...errorProps(errors.hubId?.message)}>
              <Select {...field} onChange={(_, data) => field.onChange(data.value)}>
                <option value="">Choose a hub</option>
                {(choices.data?.hubs ?? []).map((hub) => (
                  <option key={hub.id} value={hub.id}>
                    {hub.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      )}
      {template?.needs === 'programme' && (
        <Controller
          control={form.control}
          name="programme"
          render={({ field }) => (
            <Field label="Programme" required {...errorProps(errors.programme?.message)}>
              <Select {...field} onChange={(_, data) => field.onChange(data.value)}>
                <option value="">Choose a programme</option>
                {(choices.data?.programmes ?? []).map((programme) => (
                  <option key={programme.id} value={programme.id}>
                    {programme.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      )}
      {text(
        'claims',
        'Extra permissions',
        false,
        'Beyond the template’s, separated by spaces, e.g. reports:menu',
      )}
      <Text as="p" size={200}>
        {parseClaimList(form.watch('claims')).length > 0
          ? 'You can grant only permissions you hold yourself.'
          : 'The template gives the permissions of its role.'}
      </Text>
    </FormDialog>
  );
}
