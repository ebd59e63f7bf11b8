import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/form-dialog';
import { can } from '../../state/permissions';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { sendPasswordReset, setUserActive, type UserAccount } from './api';
import { UserFormDialog } from './UserFormDialog';

/** What can be done to an account, as menu items or buttons; each says its outcome. */
export interface UserAction {
  key: string;
  label: string;
  run: () => void;
}

/**
 * The actions on one account (the list's row menu and the record's buttons): Edit,
 * Deactivate/Reactivate (after a confirmation), Send password reset and, with
 * dashboard:loginas, Log in as. `dialogs` renders whichever dialog an action opened.
 */
export function useUserActions(user: UserAccount | undefined, onChanged: () => void) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'active' | null>(null);
  const actions: UserAction[] = [];
  if (user) {
    const editor = can(['users:menu', 'admin:admin']);
    if (editor) actions.push({ key: 'edit', label: 'Edit', run: () => setOpen('edit') });
    if (editor) {
      const label = user.active ? 'Deactivate' : 'Reactivate';
      actions.push({ key: 'active', label, run: () => setOpen('active') });
    }
    actions.push({
      key: 'reset',
      label: 'Send password reset',
      run: () => {
        sendPasswordReset(user).then(
          () => notify(`A link to set a new password was sent to ${user.email}`, 'success'),
          (failure: unknown) => notify(String((failure as Error).message), 'error'),
        );
      },
    });
    if (can(['dashboard:loginas']) && user.active && user.id !== session.user?.id) {
      actions.push({
        key: 'loginas',
        label: 'Log in as',
        run: () => void navigate(`/loginas/user/${encodeURIComponent(user.id)}`),
      });
    }
  }
  let dialogs: ReactNode = null;
  if (user && open === 'edit') {
    dialogs = (
      <UserFormDialog
        editing={user}
        onClose={() => setOpen(null)}
        onSaved={(saved) => {
          setOpen(null);
          notify(`${saved.name} saved`, 'success');
          onChanged();
        }}
      />
    );
  } else if (user && open === 'active') {
    dialogs = (
      <FormDialog
        title={user.active ? `Deactivate ${user.name}?` : `Reactivate ${user.name}?`}
        submitLabel={user.active ? 'Deactivate' : 'Reactivate'}
        onClose={() => setOpen(null)}
        onSubmit={async () => {
          const saved = await setUserActive(user, !user.active);
          setOpen(null);
          notify(`${saved.name} ${saved.active ? 'reactivated' : 'deactivated'}`, 'success');
          onChanged();
        }}
      >
        <Text as="p">
          {user.active
            ? `${user.name} is signed out everywhere at once and cannot sign in until reactivated.`
            : `${user.name} can sign in again with their password.`}
        </Text>
      </FormDialog>
    );
  }
  return { actions, dialogs };
}

/** The row menu of the user list ("Actions for <name>"); clicks stay out of the row's own. */
export function UserRowMenu({ user, onChanged }: { user: UserAccount; onChanged: () => void }) {
  const { actions, dialogs } = useUserActions(user, onChanged);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row opening the record
    <span
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size="small"
            icon={<MoreHorizontalRegular />}
            aria-label={`Actions for ${user.name}`}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.map((action) => (
              <MenuItem key={action.key} onClick={action.run}>
                {action.label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialogs}
    </span>
  );
}
