import { LinkButton, PageHeader, useCheckedSubmit, useUnsavedChanges } from '@bolsos/admin-kit';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  hasRoles,
  userUpdateSchema,
  type User,
  type UserUpdateRequest,
} from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Button, Card, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { updateUser } from '../api/users-api';
import { USER_FIELDS, UserFields, roleChoices, userFormChanged, userRequest } from './user-fields';
import { UserRecord } from './user-record';

/** /admin/users/{id}/edit (admin): name, e-mail and roles, then back to the user's page. */
export function UserEditPage({ basename }: { basename: string }) {
  return <UserRecord>{(user) => <UserEditForm user={user} basename={basename} />}</UserRecord>;
}

function UserEditForm({ user, basename }: { user: User; basename: string }) {
  const { t } = useAdminUsersT();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserUpdateRequest>();
  const me = useAuthStore((auth) => auth.user);
  const setMe = useAuthStore((auth) => auth.setUser);
  const choices = roleChoices(me?.roles ?? [], user.roles);
  const detail = `${basename}/users/${user.id}`;
  const initialValues = { name: user.name, email: user.email, roles: user.roles };
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);

  const { saving, submit, refuse, errorSummary } = useCheckedSubmit<UserUpdateRequest>({
    form,
    schema: userUpdateSchema,
    fields: USER_FIELDS,
    send: async (request) => {
      const { data } = await updateUser(user.id, request);
      toast.success(t('admin.users.updated', { name: data.name }));
      unsaved.release();
      if (data.id === me?.id) {
        // One's own name and roles show in the layout and decide the route guard.
        setMe(data);
        if (!hasRoles(data.roles, ADMIN_ROUTES.usersShow.roles)) {
          void navigate(basename);
          return;
        }
      }
      void navigate(detail);
    },
  });

  if (!choices.some(({ locked }) => !locked)) {
    return <Result status="403" title={t('error.permission_denied')} />;
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.users.edit_title')} />
      {/* Above the form's card: it speaks for the whole form, whose own links stay its own. */}
      {errorSummary}
      <Card>
        <Form<UserUpdateRequest>
          form={form}
          layout="vertical"
          requiredMark
          data-testid="user-edit-form"
          initialValues={initialValues}
          onValuesChange={(_, values) => setDirty(userFormChanged(values, initialValues))}
          onFinish={(values) => void submit(userRequest(values))}
          onFinishFailed={({ errorFields }) => {
            refuse(errorFields);
            toast.error(t('common.fields_pending'));
          }}
        >
          <UserFields schema={userUpdateSchema} choices={choices} />
          <Flex gap="small" justify="flex-end">
            <LinkButton to={detail}>{t('common.cancel')}</LinkButton>
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              data-testid="user-edit-submit"
            >
              {t('common.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
      {unsaved.prompt}
    </Flex>
  );
}
