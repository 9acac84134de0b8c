import { LinkButton, PageHeader, showFieldErrors, translateIssues } from '@bolsos/admin-kit';
import { isApiError } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  hasRoles,
  userCreateSchema,
  validate,
  type UserCreateRequest,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { Alert, Button, Card, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@bolsos/router';
import { createUser } from '../api/users-api';
import { USER_FIELDS, UserFields, roleChoices } from './user-fields';

/**
 * /admin/users/create (admin or manager). The role choices follow the spec's assignment rule: an
 * admin may give admin and manager, a manager only manager. The API enforces the same rule.
 */
export function UserCreatePage({ basename }: { basename: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserCreateRequest>();
  const [saving, setSaving] = useState(false);
  const user = useAuthStore((auth) => auth.user);
  const roles = user?.roles ?? [];
  const choices = roleChoices(roles);
  // Managers may create users but not see the list nor a user's page (admin only): after
  // saving or cancelling they go to the dashboard.
  const back = hasRoles(roles, ADMIN_ROUTES.users.roles) ? `${basename}/users` : basename;
  const mayShow = hasRoles(roles, ADMIN_ROUTES.usersShow.roles);

  if (choices.length === 0) {
    return <Result status="403" title={t('error.permission_denied')} />;
  }

  const submit = async (values: UserCreateRequest) => {
    const checked = validate<UserCreateRequest>(userCreateSchema, {
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
      const { data } = await createUser(checked.value);
      toast.success(t('admin.users.created', { name: data.name }));
      void navigate(mayShow ? `${basename}/users/${data.id}` : basename);
    } catch (error) {
      // 422: the messages go on the fields; the API client has already toasted anything else.
      if (isApiError(error, 422)) showFieldErrors(form, error.errors, USER_FIELDS);
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.users.create_title')} />
      <Card>
        <Form<UserCreateRequest>
          form={form}
          layout="vertical"
          requiredMark
          data-testid="user-create-form"
          initialValues={{
            name: '',
            email: '',
            roles: choices.length === 1 ? [choices[0].role] : [],
          }}
          onFinish={(values) => void submit(values)}
          onFinishFailed={() => toast.error(t('common.fields_pending'))}
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
    </Flex>
  );
}
