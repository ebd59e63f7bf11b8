import { userRecordSchema } from '#domain/records/user';
import { users } from '../db/schema';
import { userScopeKeys } from '../platform/auth/scope';
import { defineEntity } from '../platform/entities/define';
import { HUB, STUDENT } from './references';
import { endSessionsOfInactive, validateUserWrite } from './user-rules';

/** User accounts: administrators manage them (spec §2.3 "/users"). */
export const usersEntity = defineEntity({
  name: 'users',
  label: 'User',
  table: users,
  inputSchema: userRecordSchema,
  policy: {
    view: ['users:menu'],
    create: ['users:menu', 'admin:admin'],
    update: ['users:menu', 'admin:admin'],
    delete: ['users:menu', 'admin:sysadmin'],
  },
  scopeKeys: (row) => userScopeKeys(row),
  references: { hubId: HUB, studentId: STUDENT },
  searchable: ['name', 'email'],
  sortable: ['name', 'email', 'createdAt', 'updatedAt'],
  filterable: ['active', 'hubId'],
  hidden: ['passwordHash'],
  // The same rules as the user-management routes (server/features/users): no back door.
  validate: validateUserWrite,
  afterWrite: endSessionsOfInactive,
  exportColumns: [
    { field: 'name', label: 'Name' },
    { field: 'email', label: 'Email' },
    { field: 'roles', label: 'Roles', kind: 'list' },
    { field: 'hubId', label: 'Hub' },
    { field: 'active', label: 'Active', kind: 'boolean' },
  ],
});
