import { LinkButton, PageHeader, useCheckedSubmit, useUnsavedChanges } from '@bolsos/admin-kit';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  hasRoles,
  userCreateSchema,
  type UserCreateRequest,
} from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { Alert, Button, Card, Flex, Form, Result } from 'antd';
import { useNavigate } from '@bolsos/router';
import { useState } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { createUser } from '../api/users-api';
import { USER_FIELDS, UserFields, roleChoices, userFormChanged, userRequest } from './user-fields';

/**
 * /admin/users/create (admin or manager). The role choices follow the spec's assignment rule: an
 * admin may give admin and manager, a manager only manager. The API enforces the same rule.
 */
export function UserCreatePage({ basename }: { basename: string }) {
  const { t } = useAdminUsersT();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserCreateRequest>();
  const user = useAuthStore((auth) => auth.user);
  const roles = user?.roles ?? [];
  const choices = roleChoices(roles);
  // Managers may create users but not see the list nor a user's page (admin only): after
  // saving or cancelling they go to the dashboard.
  const back = hasRoles(roles, ADMIN_ROUTES.users.roles) ? `${basename}/users` : basename;
  const mayShow = hasRoles(roles, ADMIN_ROUTES.usersShow.roles);
  const initialValues = {
    name: '',
    email: '',
    roles: choices.length === 1 ? [choices[0].role] : [],
  };
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);

  const { saving, submit, refuse, errorSummary } = useCheckedSubmit<UserCreateRequest>({
    form,
    schema: userCreateSchema,
    fields: USER_FIELDS,
    send: async (request) => {
      const { data } = await createUser(request);
      toast.success(t('admin.users.created', { name: data.name }));
      unsaved.release();
      void navigate(mayShow ? `${basename}/users/${data.id}` : basename);
    },
  });

  if (choices.length === 0) {
    return <Result status="403" title={t('error.permission_denied')} />;
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.users.create_title')} />
      {/* Above the form's card: it speaks for the whole form, whose own links stay its own. */}
      {errorSummary}
      <Card>
        <Form<UserCreateRequest>
          form={form}
          layout="vertical"
          requiredMark
          data-testid="user-create-form"
          initialValues={initialValues}
          onValuesChange={(_, values) => setDirty(userFormChanged(values, initialValues))}
          onFinish={(values) => void submit(userRequest(values))}
          onFinishFailed={({ errorFields }) => {
            refuse(errorFields);
            toast.error(t('common.fields_pending'));
          }}
        >
          <UserFields schema={userCreateSchema} choices={choices} />
          <Alert type="info" showIcon title={t('admin.users.invite_hint')} />
          <Flex gap="small" justify="flex-end" style={{ marginTop: 24 }}>
            <LinkButton to={back}>{t('common.cancel')}</LinkButton>
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              data-testid="user-create-submit"
            >
              {t('common.create')}
            </Button>
          </Flex>
        </Form>
      </Card>
      {unsaved.prompt}
    </Flex>
  );
}
