import { useAuthStore } from '@bolsos/auth-store';
import { ADMIN_ROUTES, LOCALES, isLocale, type Locale } from '@bolsos/contracts';
import { changeLocale, useTranslation } from '@bolsos/i18n';
import {
  Badge,
  Button,
  ConfigProvider,
  Drawer,
  Grid,
  Layout,
  Menu,
  Select,
  Typography,
} from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@bolsos/router';
import { PageTransition } from '../routing/page-transition';
import { ADMIN_BUTTON_CONFIG, ADMIN_PASSWORD_CONFIG, adminTheme } from './admin-theme';
import { loginPath } from '../routing/redirect-target';
import { MESSAGES_MENU_KEY, menuTestId, selectedMenuKey, visibleMenu } from './admin-menu';
import { useNewMessagesCount } from './use-new-messages-count';
import { useHeadingFocus } from './use-heading-focus';
import { ADMIN_LAYOUT_CSS } from './admin-layout-styles';

const ANTD_LOCALES = { es: esES, en: enUS, zh: zhCN } satisfies Record<Locale, unknown>;

const LOGOUT = 'logout';

/** The page's main landmark: the skip link's target. */
const MAIN_ID = 'admin-main';

/** Three bars, drawn rather than taken from an icon package the back office does not carry. */
function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z" />
    </svg>
  );
}

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
  // Below antd's md breakpoint (768 px) the menu is a drawer over the page, so the page keeps
  // the whole width. Until antd has measured the window (its first layout effect, before paint)
  // the desktop layout stands.
  const phone = Grid.useBreakpoint().md === false;
  // The drawer belongs to the page (and the width) it was opened on: choosing a page closes it,
  // so does growing past the breakpoint.
  const [opened, setOpened] = useState<{ at: string; phone: boolean } | null>(null);
  const menuOpen = opened !== null && opened.at === pathname && opened.phone === phone;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(pathname, main);

  // Escape, the close button or the mask give the focus back to the menu button; choosing a
  // page does not (the new page's heading takes it).
  const returnFocus = useRef(false);

  // The drawer's focus trap holds the focus until the drawer is gone (after its closing motion),
  // and then leaves it on the page's body: the button takes it back once nothing holds it.
  useEffect(() => {
    if (menuOpen || !returnFocus.current) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const button = menuButton.current;
      const active = document.activeElement;
      const held = active && active !== document.body && !active.closest('.ant-drawer');
      if (!returnFocus.current || !button || held || Date.now() - started > 2000) {
        clearInterval(timer);
        return;
      }
      button.focus();
      if (document.activeElement === button && !document.querySelector('.ant-drawer-open'))
        returnFocus.current = false;
    }, 50);
    return () => clearInterval(timer);
  }, [menuOpen]);

  const closeMenu = () => {
    returnFocus.current = true;
    setOpened(null);
  };

  const items = [
    ...visibleMenu(user?.roles ?? []).map(({ key, label }) => ({
      key,
      label: (
        <Link to={key} data-testid={`admin-menu-${menuTestId(key)}`}>
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

  const menu = (dark: boolean) => (
    <nav aria-label={t('admin.menu.label')} data-admin-nav="">
      <Menu
        theme={dark ? 'dark' : 'light'}
        mode="inline"
        selectedKeys={[selectedMenuKey(pathname)]}
        items={items}
        onClick={({ key }) => {
          if (key === LOGOUT) void signOut();
          // The current page's entry navigates nowhere, yet the drawer should still close.
          else setOpened(null);
        }}
      />
    </nav>
  );

  const skipToContent = (event: { preventDefault: () => void }) => {
    // Focus rather than the #hash: the address stays the page's own.
    event.preventDefault();
    const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={adminTheme(phone)}
      button={ADMIN_BUTTON_CONFIG}
      inputPassword={ADMIN_PASSWORD_CONFIG}
    >
      {/* Hoisted to <head> once by React (href + precedence). */}
      <style href="bl-admin-layout" precedence="bl-admin">
        {ADMIN_LAYOUT_CSS}
      </style>
      <Layout className="bl-admin" data-layout="admin" hasSider={!phone}>
        <a href={`#${MAIN_ID}`} className="bl-skip-link" onClick={skipToContent}>
          {t('nav.skip_to_content')}
        </a>
        {phone ? (
          <Drawer
            open={menuOpen}
            onClose={closeMenu}
            placement="left"
            size={280}
            title={t('admin.title')}
            destroyOnHidden
            // Focus goes back to the button on Escape (closeMenu), to the new page's heading
            // after a navigation: never both.
            focusable={{ focusTriggerAfterClose: false }}
            className="bl-admin__drawer"
            data-testid="admin-drawer"
          >
            {menu(false)}
          </Drawer>
        ) : (
          <Layout.Sider className="bl-admin__sider">
            <div className="bl-admin__brand">{t('admin.title')}</div>
            {menu(true)}
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header className="bl-admin__header">
            {phone ? (
              <Button
                ref={menuButton}
                className="bl-admin__menu-button"
                aria-label={t('admin.menu.open')}
                aria-expanded={menuOpen}
                icon={<MenuGlyph />}
                onClick={() => {
                  returnFocus.current = false;
                  setOpened({ at: pathname, phone });
                }}
                data-testid="admin-menu-button"
              />
            ) : null}
            <Typography.Text
              className="bl-admin__user"
              data-testid="admin-user"
              ellipsis={{ tooltip: false }}
            >
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
          <Layout.Content className="bl-admin__content" id={MAIN_ID} ref={main}>
            <PageTransition transitionKey={pathname}>{children}</PageTransition>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
