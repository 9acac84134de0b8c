import { useAuthStore } from '@bolsos/auth-store';
import { ADMIN_ROUTES, LOCALES, isLocale, type Locale } from '@bolsos/contracts';
import { changeLocale, useTranslation } from '@bolsos/i18n';
import { Badge, ConfigProvider, Layout, Menu, Select, Typography } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@bolsos/router';
import { PageTransition } from '../routing/page-transition';
import { ADMIN_BUTTON_CONFIG, ADMIN_PASSWORD_CONFIG, ADMIN_THEME } from './admin-theme';
import { loginPath } from '../routing/redirect-target';
import { MESSAGES_MENU_KEY, selectedMenuKey, visibleMenu } from './admin-menu';
import { useNewMessagesCount } from './use-new-messages-count';

const ANTD_LOCALES = { es: esES, en: enUS, zh: zhCN } satisfies Record<Locale, unknown>;

const LOGOUT = 'logout';

/**
 * Back-office layout, loaded lazily with antd. The admin UI has no language prefix: it speaks the
 * language of the cookie, switched here; antd's own texts follow it. Form fields check with the
 * contracts schemas (schemaRule, contractRule), whose messages come translated from our catalogue,
 * so antd's declarative-rule messages are never shown.
 */
export function AdminLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const mayReadMessages = useAuthStore((state) => state.hasRoles(ADMIN_ROUTES.messages.roles));
  const newMessages = useNewMessagesCount(mayReadMessages, pathname);

  const items = [
    ...visibleMenu(user?.roles ?? []).map(({ key, label }) => ({
      key,
      label: (
        <Link to={key} data-testid={`admin-menu-${key.split('/')[2] ?? 'dashboard'}`}>
          {t(label)}
          {key === MESSAGES_MENU_KEY && newMessages > 0 ? (
            <Badge
              count={newMessages}
              size="small"
              offset={[8, -2]}
              title={t('admin.menu.new_messages', { count: newMessages })}
              data-testid="admin-menu-messages-count"
            />
          ) : null}
        </Link>
      ),
    })),
    {
      key: LOGOUT,
      // A button, so Tab reaches it like the menu's links; its click reaches the menu's onClick.
      label: (
        <button type="button" className="bl-admin__logout" data-testid="admin-logout">
          {t('admin.menu.logout')}
        </button>
      ),
    },
    { key: 'storefront', label: <Link to="/">{t('admin.menu.storefront')}</Link> },
  ];

  const signOut = async () => {
    await logout();
    navigate(loginPath(locale), { replace: true });
  };

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={ADMIN_THEME}
      button={ADMIN_BUTTON_CONFIG}
      inputPassword={ADMIN_PASSWORD_CONFIG}
    >
      <Layout className="bl-admin" data-layout="admin">
        <Layout.Sider breakpoint="lg" collapsedWidth={0}>
          <div className="bl-admin__brand">{t('admin.title')}</div>
          <nav aria-label={t('admin.menu.label')}>
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={[selectedMenuKey(pathname)]}
              items={items}
              onClick={({ key }) => {
                if (key === LOGOUT) void signOut();
              }}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header className="bl-admin__header">
            <Typography.Text className="bl-admin__user" data-testid="admin-user">
              {user ? t('admin.menu.account', { name: user.name }) : ''}
            </Typography.Text>
            <Select
              aria-label={t('nav.language')}
              data-testid="admin-language"
              value={locale}
              onChange={(value: string) => {
                if (isLocale(value)) void changeLocale(value);
              }}
              options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`) }))}
            />
          </Layout.Header>
          <Layout.Content className="bl-admin__content">
            <PageTransition transitionKey={pathname}>{children}</PageTransition>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
