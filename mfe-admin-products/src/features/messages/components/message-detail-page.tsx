import {
  dateTimeFormat,
  LinkButton,
  PageHeader,
  RemoteRecord,
  useIsPhone,
  useUnsavedChanges,
} from '@bolsos/admin-kit';
import {
  MESSAGE_STATUSES,
  RECORD_ID_PATTERN,
  isMessageStatus,
  type Locale,
  type MessageDetail,
} from '@bolsos/contracts';
import { Link, useParams } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Card, Descriptions, Flex, Select, Typography, type DescriptionsProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminNotFound } from '../../../shared/components/admin-not-found';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { markMessageRead, setMessageStatus } from '../api/messages-api';
import { useMessage } from '../hooks/use-message';
import { useStatusLabels } from '../hooks/use-status-labels';
import { MessageThread } from './message-thread';
import { EntryForm } from './entry-form';

/**
 * /admin/messages/{id}: what the visitor wrote and in which language, the bag it asks about,
 * the status, and the thread of replies (e-mailed) and internal notes with their forms.
 */
export function MessageDetailPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { id = '' } = useParams();
  if (!RECORD_ID_PATTERN.test(id)) return <AdminNotFound />;
  // Keyed: another message is another record, never the previous one shown while it loads.
  return <LoadedMessage key={id} id={Number(id)} basename={basename} locale={locale} />;
}

function LoadedMessage({ id, basename, locale }: { id: number; basename: string; locale: Locale }) {
  const state = useMessage(id);
  const [replaced, setReplaced] = useState<MessageDetail | null>(null);
  // Opening a new message reads it: the API makes it open (once, whatever renders twice).
  const marked = useRef(false);
  const loaded = state.status === 'ready' ? state.data.data : null;
  useEffect(() => {
    if (!loaded || loaded.status !== 'new' || marked.current) return;
    marked.current = true;
    markMessageRead(id).then(
      ({ data }) => setReplaced((now) => (now && now.status !== 'new' ? now : data)),
      () => undefined,
    );
  }, [id, loaded]);
  return (
    <RemoteRecord state={state} notFound={<AdminNotFound />}>
      {(message) => (
        <MessageView
          message={replaced ?? message}
          onChange={setReplaced}
          basename={basename}
          locale={locale}
        />
      )}
    </RemoteRecord>
  );
}

function MessageView({
  message,
  onChange,
  basename,
  locale,
}: {
  message: MessageDetail;
  onChange: (next: MessageDetail) => void;
  basename: string;
  locale: Locale;
}) {
  const { t } = useAdminProductsT();
  const phone = useIsPhone();
  const statusLabels = useStatusLabels();
  const [saving, setSaving] = useState(false);
  // One guard for both forms: a reply or a note being written is asked about before a link
  // leaves the page. A guard per form registered two react-router blockers, and react-router
  // consults only one and warns "A router only supports one blocker at a time".
  const [writing, setWriting] = useState({ reply: false, note: false });
  const onUnsaved = useCallback(
    (kind: 'reply' | 'note', unsaved: boolean) =>
      setWriting((now) => (now[kind] === unsaved ? now : { ...now, [kind]: unsaved })),
    [],
  );
  const unsaved = useUnsavedChanges(writing.reply || writing.note);
  const dates = dateTimeFormat(locale);
  const language = t(`nav.language.${message.language}`);

  const changeStatus = async (value: string) => {
    if (!isMessageStatus(value) || value === message.status) return;
    setSaving(true);
    try {
      const { data } = await setMessageStatus(message.id, value);
      onChange(data);
      toast.success(t('admin.messages.status_changed', { status: statusLabels[value] }));
    } catch {
      // toasted by the API client; the select keeps showing the stored status
    } finally {
      setSaving(false);
    }
  };

  const items: DescriptionsProps['items'] = [
    {
      key: 'email',
      label: t('admin.messages.field.email'),
      // A long address breaks inside its cell rather than pushing the table out of its card.
      children: (
        <a href={`mailto:${message.email}`} style={{ overflowWrap: 'anywhere' }}>
          {message.email}
        </a>
      ),
    },
    ...(message.phone
      ? [{ key: 'phone', label: t('admin.messages.field.phone'), children: message.phone }]
      : []),
    {
      key: 'language',
      label: t('admin.messages.field.language'),
      children: <span data-testid="message-language">{language}</span>,
    },
    {
      key: 'received',
      label: t('admin.messages.field.received'),
      children: (
        <time dateTime={message.created_at}>{dates.format(new Date(message.created_at))}</time>
      ),
    },
    {
      key: 'status',
      label: t('admin.messages.field.status'),
      children: (
        <Select<string>
          style={{ width: '100%', maxWidth: 240 }}
          aria-label={t('admin.messages.field.status')}
          data-testid="message-status-select"
          value={message.status}
          loading={saving}
          disabled={saving}
          onChange={(value) => void changeStatus(value)}
          options={MESSAGE_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 860 }}>
      <PageHeader
        title={t('admin.messages.detail_title', { name: message.name })}
        actions={<LinkButton to={`${basename}/messages`}>{t('common.back')}</LinkButton>}
      />
      <Card>
        {/* A phone: each label above its value, both the card's whole width (issue 45). */}
        <Descriptions
          column={1}
          bordered
          layout={phone ? 'vertical' : 'horizontal'}
          size={phone ? 'small' : undefined}
          items={items}
          data-testid="message-detail"
        />
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
          {t('admin.messages.col.message')}
        </Typography.Title>
        <Typography.Paragraph
          lang={message.language}
          style={{ whiteSpace: 'pre-line', margin: 0 }}
          data-testid="message-text"
        >
          {message.message}
        </Typography.Paragraph>
      </Card>
      {message.product ? (
        <Card title={t('admin.messages.product')} data-testid="message-product">
          <Flex gap="middle" align="center" wrap>
            {message.product.thumbnail ? (
              <img
                src={message.product.thumbnail.url}
                srcSet={message.product.thumbnail.srcset || undefined}
                sizes="96px"
                width={96}
                height={96}
                alt={message.product.thumbnail.alt}
                style={{ objectFit: 'cover', borderRadius: 8, background: '#f1ece4' }}
              />
            ) : null}
            <Flex vertical gap={4}>
              <Typography.Text strong>{message.product.name}</Typography.Text>
              <Flex gap="middle" wrap>
                <Link to={`${basename}/products/${message.product.id}`}>
                  {t('admin.messages.product_admin')}
                </Link>
                {message.product.published ? (
                  <a
                    href={message.product.path}
                    hrefLang={message.language}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('admin.products.view_in_store')}
                  </a>
                ) : null}
              </Flex>
            </Flex>
          </Flex>
        </Card>
      ) : null}
      <Card title={t('admin.messages.thread')}>
        <MessageThread entries={message.thread} dates={dates} />
      </Card>
      <EntryForm
        kind="reply"
        message={message}
        language={language}
        onDone={onChange}
        onUnsaved={onUnsaved}
      />
      <EntryForm
        kind="note"
        message={message}
        language={language}
        onDone={onChange}
        onUnsaved={onUnsaved}
      />
      {unsaved.prompt}
    </Flex>
  );
}
