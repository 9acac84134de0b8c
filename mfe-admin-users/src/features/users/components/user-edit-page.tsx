import { LinkButton, PageHeader, showFieldErrors, translateIssues } from '@bolsos/admin-kit';
import { isApiError } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  hasRoles,
  userUpdateSchema,
  validate,
  type User,
  type UserUpdateRequest,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Button, Card, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { updateUser } from '../api/users-api';
import { USER_FIELDS, UserFields, roleChoices } from './user-fields';
import { UserRecord } from './user-record';

/** /admin/users/{id}/edit (admin): name, e-mail and roles, then back to the user's page. */
export function UserEditPage({ basename }: { basename: string }) {
  return <UserRecord>{(user) => <UserEditForm user={user} basename={basename} />}</UserRecord>;
}

function UserEditForm({ user, basename }: { user: User; basename: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserUpdateRequest>();
  const [saving, setSaving] = useState(false);
  const me = useAuthStore((auth) => auth.user);
  const setMe = useAuthStore((auth) => auth.setUser);
  const choices = roleChoices(me?.roles ?? [], user.roles);
  const detail = `${basename}/users/${user.id}`;

  if (!choices.some(({ locked }) => !locked)) {
    return <Result status="403" title={t('error.permission_denied')} />;
  }

  const submit = async (values: UserUpdateRequest) => {
    const checked = validate<UserUpdateRequest>(userUpdateSchema, {
      name: values.name ?? '',
      email: values.email ?? '',
      roles: values.roles ?? [],
    });
    if (!checked.ok) {
      showFieldErrors(form, translateIssues(checked.errors, t), USER_FIELDS);
      toast.error(t('common.fields_pending'));
      return;
    }
    setSaving(true);
    try {
      const { data } = await updateUser(user.id, checked.value);
      toast.success(t('admin.users.updated', { name: data.name }));
      if (data.id === me?.id) {
        // One's own name and roles show in the layout and decide the route guard.
        setMe(data);
        if (!hasRoles(data.roles, ADMIN_ROUTES.usersShow.roles)) {
          void navigate(basename);
          return;
        }
      }
      void navigate(detail);
    } catch (error) {
      // 422 (e-mail taken, last administrator): on the fields; anything else was toasted.
      if (isApiError(error, 422)) showFieldErrors(form, error.errors, USER_FIELDS);
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.users.edit_title')} />
      <Card>
        <Form<UserUpdateRequest>
          form={form}
          layout="vertical"
          requiredMark
          data-testid="user-edit-form"
          initialValues={{ name: user.name, email: user.email, roles: user.roles }}
          onFinish={(values) => void submit(values)}
          onFinishFailed={() => toast.error(t('common.fields_pending'))}
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
    </Flex>
  );
}
