import type { AdminUsersKey } from './es';

/** English strings of the users pages: typed by es's keys, so a missing one fails typecheck. */
export const en: Record<AdminUsersKey, string> = {
  'admin.users.title': 'Users',
  'admin.users.search': 'Search by name or e-mail',
  'admin.users.create': 'New user',
  'admin.users.create_title': 'Create user',
  'admin.users.edit_title': 'Edit user',
  'admin.users.detail_title': 'User details',
  'admin.users.delete_confirm': 'Delete the user {{name}}?',
  'admin.users.empty': 'No users found',
  'admin.users.col.id': 'ID',
  'admin.users.col.name': 'Name',
  'admin.users.col.email': 'E-mail',
  'admin.users.col.password_set': 'Password set',
  'admin.users.col.created': 'Created',
  'admin.users.col.actions': 'Actions',
  'admin.users.invitation_pending': 'Invitation pending',
  'admin.users.invite_hint': 'The user receives an e-mail with a link to choose their password.',
  'admin.users.created': 'User {{name}} created. An invitation e-mail is on its way.',
  'admin.users.col.updated': 'Updated',
  'admin.users.password': 'Password',
  'admin.users.password_set_on': 'Set on {{date}}',
  'admin.users.edit_named': 'Edit {{name}}',
  'admin.users.updated': 'User {{name}} saved.',
  'admin.users.deleted': 'User {{name}} deleted.',
};
