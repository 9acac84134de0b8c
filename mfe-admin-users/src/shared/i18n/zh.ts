import type { AdminUsersKey } from './es';

/** Chinese strings of the users pages: typed by es's keys, so a missing one fails typecheck. */
export const zh: Record<AdminUsersKey, string> = {
  'admin.users.title': '用户',
  'admin.users.search': '按姓名或电子邮件搜索',
  'admin.users.create': '新建用户',
  'admin.users.create_title': '创建用户',
  'admin.users.edit_title': '编辑用户',
  'admin.users.detail_title': '用户详情',
  'admin.users.delete_confirm': '删除用户 {{name}}？',
  'admin.users.empty': '未找到用户',
  'admin.users.col.id': 'ID',
  'admin.users.col.name': '姓名',
  'admin.users.col.email': '电子邮件',
  'admin.users.col.password_set': '已设置密码',
  'admin.users.col.created': '创建时间',
  'admin.users.col.actions': '操作',
  'admin.users.invitation_pending': '邀请待接受',
  'admin.users.invite_hint': '用户将收到一封电子邮件，其中包含设置密码的链接。',
  'admin.users.created': '已创建用户 {{name}}，邀请邮件已发送。',
  'admin.users.col.updated': '更新时间',
  'admin.users.password': '密码',
  'admin.users.password_set_on': '设置于 {{date}}',
  'admin.users.edit_named': '编辑 {{name}}',
  'admin.users.updated': '已保存用户 {{name}}。',
  'admin.users.deleted': '已删除用户 {{name}}。',
};
