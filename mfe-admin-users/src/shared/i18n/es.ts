/**
 * Spanish strings of the users pages: the reference for keys, and what any language falls back
 * to. Shared words (common.*, admin.roles.*, admin.users.col.roles, error.*) stay in the shell's
 * common catalogue, which this namespace falls back to.
 */
export const es = {
  'admin.users.title': 'Usuarios',
  'admin.users.search': 'Buscar por nombre o correo',
  'admin.users.create': 'Nuevo usuario',
  'admin.users.create_title': 'Crear usuario',
  'admin.users.edit_title': 'Editar usuario',
  'admin.users.detail_title': 'Detalle del usuario',
  'admin.users.delete_confirm': '¿Eliminar al usuario {{name}}?',
  'admin.users.empty': 'No se encontraron usuarios',
  'admin.users.col.id': 'ID',
  'admin.users.col.name': 'Nombre',
  'admin.users.col.email': 'Correo electrónico',
  'admin.users.col.password_set': 'Contraseña establecida',
  'admin.users.col.created': 'Creado',
  'admin.users.col.actions': 'Acciones',
  'admin.users.invitation_pending': 'Invitación pendiente',
  'admin.users.invite_hint':
    'El usuario recibirá un correo con un enlace para elegir su contraseña.',
  'admin.users.created': 'Usuario {{name}} creado. Le enviamos un correo de invitación.',
  'admin.users.col.updated': 'Actualizado',
  'admin.users.password': 'Contraseña',
  'admin.users.password_set_on': 'Establecida el {{date}}',
  'admin.users.edit_named': 'Editar a {{name}}',
  'admin.users.updated': 'Usuario {{name}} guardado.',
  'admin.users.deleted': 'Usuario {{name}} eliminado.',
} as const satisfies Record<string, string>;

export type AdminUsersKey = keyof typeof es;
