import { LOCALES, isLocale, type Locale } from '@bolsos/contracts';
import { useAuthStore } from '@bolsos/auth-store';
import { changeLocale, useTranslation } from '@bolsos/i18n';
import { ConfigProvider, Layout, Menu, Select, Typography } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const ANTD_LOCALES = { es: esES, en: enUS, zh: zhCN } satisfies Record<Locale, unknown>;

const MENU = [
  { key: '/admin', label: 'admin.menu.dashboard' },
  { key: '/admin/users', label: 'admin.menu.users' },
  { key: '/admin/products', label: 'admin.menu.products' },
  { key: '/admin/populars', label: 'admin.menu.populars' },
  { key: '/admin/profile', label: 'admin.menu.profile' },
] as const;

/** The menu entry of a path: the longest key the path starts with. */
export function selectedMenuKey(pathname: string): string {
  const matches = MENU.map((item) => item.key).filter(
    (key) => pathname === key || pathname.startsWith(`${key}/`),
  );
  return matches.sort((a, b) => b.length - a.length)[0] ?? '/admin';
}

/**
 * Back-office layout, loaded lazily with antd. The admin UI has no language prefix: it speaks the
 * language of the cookie, switched here.
 */
export default function AdminLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const fetchAccount = useAuthStore((state) => state.fetchAccount);

  useEffect(() => {
    void fetchAccount();
  }, [fetchAccount]);

  const items = [
    ...MENU.map(({ key, label }) => ({ key, label: <Link to={key}>{t(label)}</Link> })),
    { key: 'storefront', label: <Link to="/">{t('admin.menu.storefront')}</Link> },
  ];

  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]}>
      <Layout className="bl-admin">
        <Layout.Sider breakpoint="lg" collapsedWidth={0}>
          <div className="bl-admin__brand">{t('admin.title')}</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selectedMenuKey(pathname)]}
            items={items}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="bl-admin__header">
            <Typography.Text className="bl-admin__user" data-testid="admin-user">
              {user?.name ?? ''}
            </Typography.Text>
            <Select
              aria-label={t('nav.language')}
              value={locale}
              onChange={(value: string) => {
                if (isLocale(value)) void changeLocale(value);
              }}
              options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`) }))}
            />
          </Layout.Header>
          <Layout.Content className="bl-admin__content">{children}</Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
