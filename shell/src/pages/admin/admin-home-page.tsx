import { api } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  API_PATHS,
  hasRoles,
  LOCALES,
  MISSING_LOCALES,
  type DashboardResponse,
  type Locale,
  type MissingLocale,
  type RouteRoles,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { dateTimeFormat, LinkButton } from '@bolsos/admin-kit';
import { Alert, Card, Col, Empty, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { Link } from '@bolsos/router';
import { useEffect, useState } from 'react';

type DashboardState =
  { status: 'loading' } | { status: 'ready'; data: DashboardResponse } | { status: 'error' };

/** Each count opens its list, for those who may open it (a manager sees no users list). */
const COUNTS = [
  { key: 'products', label: 'admin.dashboard.products', route: ADMIN_ROUTES.products },
  { key: 'users', label: 'admin.dashboard.users', route: ADMIN_ROUTES.users },
  { key: 'populars', label: 'admin.dashboard.populars', route: ADMIN_ROUTES.populars },
] as const;

const isMissingLocale = (locale: Locale): locale is MissingLocale =>
  (MISSING_LOCALES as readonly string[]).includes(locale);

/**
 * Products with something missing per language (issue 13 §2). English and Chinese link to the
 * products list filtered by that language; Spanish is required on every product, so the list has
 * no such filter and its count stands alone.
 */
function IncompleteCard({ incomplete }: { incomplete: DashboardResponse['incomplete'] }) {
  const { t } = useTranslation();
  return (
    <Card
      className="bl-dashboard__incomplete"
      title={<h2 className="bl-card-title">{t('admin.dashboard.incomplete_title')}</h2>}
      data-testid="dashboard-incomplete"
    >
      <Typography.Paragraph type="secondary">
        {t('admin.dashboard.incomplete_hint')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {LOCALES.map((locale) => (
          <Col xs={24} md={8} key={locale} data-testid={`dashboard-incomplete-${locale}`}>
            <Statistic
              title={t(`admin.dashboard.incomplete_lang.${locale}`)}
              value={incomplete[locale]}
            />
            {isMissingLocale(locale) ? (
              <Link
                to={`${ADMIN_ROUTES.products.path}?missing=${locale}`}
                className="bl-dashboard__link"
                data-testid={`dashboard-incomplete-link-${locale}`}
              >
                {t(`admin.dashboard.incomplete_link.${locale}`)}
              </Link>
            ) : null}
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/**
 * Admin landing: counts of products, users and populars, products with incomplete translations
 * per language, and the newest contact messages, each with the bag it asks about, if any, and
 * linking to its page in the enquiries inbox.
 */
export function AdminHomePage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const roles = user?.roles ?? [];
  const mayOpen = (route: RouteRoles) => hasRoles(roles, route.roles, route.mode);
  const [state, setState] = useState<DashboardState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    api
      .get<DashboardResponse>(API_PATHS.dashboard, { silent: true, cache: false })
      .then((data) => active && setState({ status: 'ready', data }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, []);

  const dates = dateTimeFormat(locale);

  return (
    <div className="bl-dashboard" data-testid="dashboard">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={1}>{t('admin.dashboard.title')}</Typography.Title>
        {mayOpen(ADMIN_ROUTES.usersCreate) ? (
          <LinkButton
            type="primary"
            to={ADMIN_ROUTES.usersCreate.path}
            data-testid="dashboard-invite"
          >
            {t('admin.menu.invite')}
          </LinkButton>
        ) : null}
      </Flex>
      {user ? (
        <Typography.Paragraph>
          {t('admin.dashboard.welcome', { name: user.name })}
        </Typography.Paragraph>
      ) : null}
      {state.status === 'loading' ? (
        <Spin aria-label={t('common.loading')} />
      ) : state.status === 'error' ? (
        <Alert type="error" showIcon title={t('error.request')} data-testid="dashboard-error" />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {COUNTS.map(({ key, label, route }) => {
              const count = <Statistic title={t(label)} value={state.data.counts[key]} />;
              return (
                <Col xs={24} md={8} key={key}>
                  <Card data-testid={`dashboard-count-${key}`} hoverable={mayOpen(route)}>
                    {mayOpen(route) ? (
                      <Link
                        to={route.path}
                        className="bl-dashboard__count-link"
                        data-testid={`dashboard-count-link-${key}`}
                      >
                        {count}
                      </Link>
                    ) : (
                      count
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
          {/* An API older than issue 13 sends no counts: the card waits for it. */}
          {state.data.incomplete ? <IncompleteCard incomplete={state.data.incomplete} /> : null}
          <Card
            className="bl-dashboard__messages"
            title={<h2 className="bl-card-title">{t('admin.dashboard.recent_messages')}</h2>}
            data-testid="dashboard-messages"
          >
            {state.data.recent_messages.length === 0 ? (
              <Empty description={t('admin.dashboard.no_messages')} />
            ) : (
              <ul className="bl-dashboard__list">
                {state.data.recent_messages.map((message) => (
                  <li key={message.id} className="bl-dashboard__message">
                    {/* Each message opens in the enquiries inbox, where staff answer it. */}
                    <Link to={`/admin/messages/${message.id}`} data-testid="dashboard-message-link">
                      <Typography.Text strong>{message.name}</Typography.Text>
                    </Link>
                    <Typography.Text type="secondary" className="bl-dashboard__meta">
                      {[message.email, message.phone, dates.format(new Date(message.created_at))]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                    {message.product ? (
                      // "Ask about this bag": named here; its pages are linked from the message's.
                      <Typography.Text data-testid="dashboard-message-product">
                        {t('store.contact.about', { product: message.product.name })}
                      </Typography.Text>
                    ) : null}
                    <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: '…' }}>
                      {message.message}
                    </Typography.Paragraph>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
