import { useUnsavedChanges } from '@bolsos/admin-kit';
import { api, isApiError, toFieldErrors } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  API_PATHS,
  passwordChangeSchema,
  profileUpdateSchema,
  type ObjectSchema,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
  type User,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { Alert, Button, Card, Form, Input, Space, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { schemaRule } from './schema-rules';

interface Saved {
  message: string;
  user: User;
}

/** Submits a form to the API: success toast and fresh user; 422 messages on the fields. */
function useProfileForm<T extends object>(path: string, schema: ObjectSchema, reset: boolean) {
  const { t } = useTranslation();
  const setUser = useAuthStore((state) => state.setUser);
  const [form] = Form.useForm<T>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);

  const refreshPending = (instance: FormInstance<T>) =>
    setPending(instance.getFieldsError().some((field) => field.errors.length > 0));

  const submit = async (values: T) => {
    setBusy(true);
    try {
      const saved = await api.put<Saved>(path, values, { silent: true });
      toast.success(saved.message || t('common.saved'));
      setUser(saved.user);
      if (reset) form.resetFields();
      setPending(false);
    } catch (error) {
      if (isApiError(error, 422)) {
        const fields = toFieldErrors(error).filter(({ name }) => String(name[0]) in schema);
        form.setFields(fields.map(({ name, errors }) => ({ name: name as never, errors })));
        setPending(true);
        if (fields.length === 0) toast.error(error.message || t('errors.data_invalid'));
      } else {
        toast.error(
          isApiError(error, 429)
            ? t('errors.too_many_attempts')
            : isApiError(error) && error.message
              ? error.message
              : t('errors.error_processing'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    busy,
    pending,
    formProps: {
      form,
      layout: 'vertical' as const,
      onFinish: (values: T) => void submit(values),
      onFinishFailed: () => setPending(true),
      onFieldsChange: () => refreshPending(form),
    },
  };
}

function PendingSummary({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return show ? (
    <Alert
      type="error"
      showIcon
      className="bl-form-pending"
      title={t('common.fields_pending')}
      data-testid="form-errors"
    />
  ) : null;
}

/** My profile: basic information and a password update, each its own form (spec §2). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const info = useProfileForm<ProfileUpdateRequest>(API_PATHS.profile, profileUpdateSchema, false);
  const password = useProfileForm<PasswordChangeRequest>(
    API_PATHS.profilePassword,
    passwordChangeSchema,
    true,
  );
  // A saved profile becomes the store's user and a changed password empties its form, so both
  // stop counting as unsaved the moment they are saved.
  const name = Form.useWatch('name', info.form);
  const email = Form.useWatch('email', info.form);
  const passwords = [
    Form.useWatch('current_password', password.form),
    Form.useWatch('password', password.form),
    Form.useWatch('password_confirmation', password.form),
  ];
  const dirty =
    !!user &&
    ((name !== undefined && name !== user.name) ||
      (email !== undefined && email !== user.email) ||
      passwords.some(Boolean));
  const unsaved = useUnsavedChanges(dirty);

  if (!user) return null;
  return (
    <div className="bl-profile" data-testid="profile">
      <Typography.Title level={1}>{t('admin.profile.title')}</Typography.Title>
      <Space orientation="vertical" size="large" className="bl-profile__cards">
        <Card title={<h2 className="bl-card-title">{t('admin.profile.basic_info')}</h2>}>
          <Form
            {...info.formProps}
            name="profile-info"
            initialValues={{ name: user.name, email: user.email }}
          >
            <PendingSummary show={info.pending} />
            <Form.Item
              name="name"
              label={t('admin.profile.name')}
              rules={[schemaRule(profileUpdateSchema, 'name', t)]}
            >
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('admin.profile.email')}
              rules={[schemaRule(profileUpdateSchema, 'email', t)]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            {/* The e-mail is where password resets go: moving it takes the password. */}
            {email !== undefined && email.trim().toLowerCase() !== user.email && (
              <Form.Item
                name="current_password"
                preserve={false}
                label={t('admin.profile.current_password')}
                extra={t('admin.profile.email_password_hint')}
                rules={[
                  { required: true, message: t('errors.current_password_required') },
                  schemaRule(profileUpdateSchema, 'current_password', t),
                ]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            )}
            <Form.Item label={t('admin.users.col.roles')}>
              {user.roles.map((role) => (
                <Tag key={role}>{t(`admin.roles.${role}`)}</Tag>
              ))}
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={info.busy}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
        <Card title={<h2 className="bl-card-title">{t('admin.profile.password_update')}</h2>}>
          <Form {...password.formProps} name="profile-password">
            <PendingSummary show={password.pending} />
            <Form.Item
              name="current_password"
              label={t('admin.profile.current_password')}
              rules={[schemaRule(passwordChangeSchema, 'current_password', t)]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('admin.profile.new_password')}
              rules={[schemaRule(passwordChangeSchema, 'password', t)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="password_confirmation"
              label={t('admin.profile.confirm_password')}
              dependencies={['password']}
              rules={[schemaRule(passwordChangeSchema, 'password_confirmation', t)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={password.busy}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
      </Space>
      {unsaved.prompt}
    </div>
  );
}
