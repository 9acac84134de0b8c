import { refusalMessage, translateIssues, unprocessableErrors } from '@bolsos/admin-kit';
import {
  LIMITS,
  messageEntrySchema,
  validate,
  type MessageDetail,
  type MessageEntryRequest,
  type MessageReplyPreview,
} from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { addNote, previewReply, sendReply } from '../api/messages-api';

/**
 * The reply form (e-mailed to the visitor) or the note form (staff only). The text stays in the
 * box until the API has taken it: a failed send says why, beside the text, to try again.
 * `onUnsaved` tells the page whether text is being written: the page holds the one guard that
 * asks before a link leaves it (react-router consults one blocker per router and warns when
 * each form mounts its own).
 */
export function EntryForm({
  kind,
  message,
  language,
  onDone,
  onUnsaved,
}: {
  kind: 'reply' | 'note';
  message: MessageDetail;
  language: string;
  onDone: (next: MessageDetail) => void;
  onUnsaved: (kind: 'reply' | 'note', unsaved: boolean) => void;
}) {
  const { t, i18n } = useAdminProductsT();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<MessageReplyPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const reply = kind === 'reply';
  const id = `message-${kind}`;
  const write = (text: string) => {
    setBody(text);
    // A preview of other words than the box holds would show an e-mail that will not be sent.
    setPreview(null);
    onUnsaved(kind, text.trim() !== '');
  };

  const checkedBody = () => {
    const checked = validate<MessageEntryRequest>(messageEntrySchema, { body });
    if (checked.ok) return checked.value.body;
    setFieldError(translateIssues(checked.errors, i18n.t).body?.join(' ') ?? null);
    return null;
  };

  const showPreview = async () => {
    const text = checkedBody();
    if (text === null) return;
    setPreviewing(true);
    setFieldError(null);
    setFailure(null);
    try {
      setPreview((await previewReply(message.id, text)).data);
    } catch (error) {
      const fields = unprocessableErrors(error);
      if (fields?.body?.length) setFieldError(fields.body.join(' '));
      else setFailure(refusalMessage(error, i18n.t));
    } finally {
      setPreviewing(false);
    }
  };

  const submit = async () => {
    const text = checkedBody();
    if (text === null) return;
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      const { data } = reply ? await sendReply(message.id, text) : await addNote(message.id, text);
      write('');
      onDone(data);
      toast.success(
        reply
          ? t('admin.messages.reply_sent', { email: message.email })
          : t('admin.messages.note_added'),
      );
    } catch (error) {
      const fields = unprocessableErrors(error);
      if (fields?.body?.length) setFieldError(fields.body.join(' '));
      else setFailure(refusalMessage(error, i18n.t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={reply ? t('admin.messages.reply') : t('admin.messages.note_label')}
      data-testid={`${kind}-form`}
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {reply
            ? t('admin.messages.reply_hint', { email: message.email, language })
            : t('admin.messages.note_hint')}
        </Typography.Text>
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid={`${kind}-failure`}
            title={failure}
            description={t('admin.messages.text_kept')}
          />
        ) : null}
        <Form.Item
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? undefined}
          style={{ margin: 0 }}
        >
          <Input.TextArea
            id={id}
            aria-label={reply ? t('admin.messages.reply') : t('admin.messages.note_label')}
            value={body}
            rows={reply ? 6 : 3}
            maxLength={LIMITS.messageEntryMax}
            lang={reply ? message.language : undefined}
            onChange={(event) => write(event.target.value)}
          />
        </Form.Item>
        {preview ? (
          <section
            aria-label={t('admin.messages.preview_title', { email: preview.to })}
            data-testid="reply-preview"
            style={{ border: '1px solid #eadfd4', borderRadius: 8, padding: 12 }}
          >
            <Typography.Text type="secondary">
              {t('admin.messages.preview_title', { email: preview.to })}
            </Typography.Text>
            <div lang={preview.language}>
              <Typography.Paragraph strong style={{ margin: '8px 0' }}>
                {t('admin.messages.preview_subject')}: {preview.subject}
              </Typography.Paragraph>
              <pre
                data-testid="reply-preview-text"
                style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
              >
                {preview.text}
              </pre>
            </div>
          </section>
        ) : null}
        <Flex justify="flex-end" gap="small" wrap>
          {reply ? (
            <Button
              loading={previewing}
              aria-expanded={preview !== null}
              onClick={() => (preview ? setPreview(null) : void showPreview())}
              data-testid="reply-preview-toggle"
            >
              {preview ? t('admin.messages.preview_hide') : t('admin.messages.reply_preview')}
            </Button>
          ) : null}
          <Button
            type={reply ? 'primary' : 'default'}
            loading={busy}
            onClick={() => void submit()}
            data-testid={`${kind}-submit`}
          >
            {reply ? t('admin.messages.reply_send') : t('admin.messages.note_add')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
