import {
  dateTimeFormat,
  FilterFold,
  PagedTable,
  PageHeader,
  SearchBox,
  useIsPhone,
  useListParams,
} from '@bolsos/admin-kit';
import {
  LOCALES,
  MESSAGE_STATUSES,
  RECORD_ID_PATTERN,
  isLocale,
  isMessageStatus,
  type ContactMessage,
  type Locale,
  type MessageStatus,
} from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { MESSAGES_PER_PAGE } from '../api/messages-api';
import { useMessages } from '../hooks/use-messages';
import { useStatusLabels } from '../hooks/use-status-labels';
import { MessageStatusTag } from './message-status-tag';
import { ProductFilter } from './product-filter';

/**
 * /admin/messages: the enquiries inbox, newest first. Search (debounced), status, visitor
 * language and product filters live in the URL; spam shows only when its status is chosen.
 */
export function MessagesListPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminProductsT();
  const statusLabels = useStatusLabels();
  const list = useListParams();
  const search = list.get('search');
  const rawStatus = list.get('status');
  const status = isMessageStatus(rawStatus) ? rawStatus : undefined;
  const rawLang = list.get('lang');
  const lang = isLocale(rawLang) ? rawLang : undefined;
  const rawProduct = list.get('product_id');
  const productId = RECORD_ID_PATTERN.test(rawProduct) ? Number(rawProduct) : undefined;
  const state = useMessages({ search, status, lang, productId, page: list.page });
  const dates = dateTimeFormat(locale);
  const rows = state.status === 'failed' ? [] : (state.data?.data ?? []);
  const productLabel = rows.find((row) => row.product?.id === productId)?.product?.name;
  const phone = useIsPhone();

  const columns: TableColumnsType<ContactMessage> = [
    {
      title: t('admin.messages.col.received'),
      dataIndex: 'created_at',
      // When and from whom stay in view while the rest of a wide row scrolls past.
      fixed: 'left',
      render: (value: string) => (
        <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
          {dates.format(new Date(value))}
        </time>
      ),
    },
    {
      title: t('admin.messages.col.from'),
      key: 'from',
      fixed: 'left',
      render: (_: unknown, message) => (
        <Flex vertical>
          <Link to={`${basename}/messages/${message.id}`}>
            <Typography.Text strong>{message.name}</Typography.Text>
          </Link>
          <Typography.Text type="secondary">{message.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.messages.col.message'),
      dataIndex: 'message',
      render: (text: string, message) => (
        <Typography.Paragraph
          lang={message.language}
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, maxWidth: 420 }}
        >
          {text}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('admin.messages.col.product'),
      key: 'product',
      render: (_: unknown, message) => message.product?.name ?? '—',
    },
    {
      title: t('admin.messages.col.language'),
      dataIndex: 'language',
      render: (value: Locale) => t(`nav.language.${value}`),
    },
    {
      title: t('admin.messages.col.status'),
      dataIndex: 'status',
      render: (value: MessageStatus) => <MessageStatusTag status={value} />,
    },
  ];

  // A phone's row: who wrote (opens the message), its status, when, and the start of the text.
  const phoneColumns: TableColumnsType<ContactMessage> = [
    {
      title: t('admin.messages.col.from'),
      key: 'from',
      render: (_: unknown, message) => (
        <Flex vertical gap={4} align="flex-start">
          <Link to={`${basename}/messages/${message.id}`}>
            <Typography.Text strong>{message.name}</Typography.Text>
          </Link>
          <Flex gap="small" wrap align="center">
            <MessageStatusTag status={message.status} />
            <time dateTime={message.created_at}>{dates.format(new Date(message.created_at))}</time>
          </Flex>
          <Typography.Paragraph
            lang={message.language}
            ellipsis={{ rows: 2 }}
            style={{ margin: 0 }}
          >
            {message.message}
          </Typography.Paragraph>
        </Flex>
      ),
    },
  ];

  const filters = (
    <>
      <Select<string>
        allowClear
        style={{ minWidth: 180 }}
        placeholder={t('admin.messages.all_statuses')}
        aria-label={t('admin.messages.col.status')}
        data-testid="messages-status"
        value={status}
        onChange={(value) =>
          list.update({ status: isMessageStatus(value) ? value : undefined, page: undefined })
        }
        options={MESSAGE_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
      />
      <Select<string>
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('admin.messages.all_languages')}
        aria-label={t('admin.messages.col.language')}
        data-testid="messages-language"
        value={lang}
        onChange={(value) =>
          list.update({ lang: isLocale(value) ? value : undefined, page: undefined })
        }
        options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`) }))}
      />
      <ProductFilter
        value={productId}
        label={productLabel}
        onChange={(id) => list.update({ product_id: id, page: undefined })}
      />
    </>
  );

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('admin.messages.title')} />
      <Flex gap="middle" wrap>
        <SearchBox
          label={t('admin.messages.search')}
          initial={search}
          style={{ maxWidth: 360 }}
          data-testid="messages-search"
          onSearch={(term) => list.update({ search: term, page: undefined }, { replace: true })}
        />
        {phone ? null : filters}
      </Flex>
      {phone ? (
        <FilterFold
          active={[status, lang, productId].filter((value) => value !== undefined).length}
          data-testid="messages-fold"
        >
          {filters}
        </FilterFold>
      ) : null}
      <PagedTable<ContactMessage>
        data-testid="messages-table"
        state={state}
        columns={columns}
        phoneColumns={phoneColumns}
        list={list}
        perPage={MESSAGES_PER_PAGE}
        emptyText={t('admin.messages.empty')}
      />
    </Flex>
  );
}
