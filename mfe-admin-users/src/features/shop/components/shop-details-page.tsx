import {
  LoadErrorAlert,
  PageHeader,
  useCheckedSubmit,
  useRemoteData,
  useUnsavedChanges,
} from '@bolsos/admin-kit';
import {
  LOCALES,
  WEEKDAYS,
  shopDetailsSchema,
  type ShopDetails,
  type ShopDetailsResponse,
} from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { Button, Card, Checkbox, Flex, Form, Input, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { getShopDetails, saveShopDetails } from '../api/shop-api';
import {
  SHOP_FIELDS,
  shopFieldOf,
  shopFormValues,
  shopRequest,
  type ShopFormValues,
} from './shop-form';

const TEXTS = ['delivery', 'returns', 'payment'] as const;

/**
 * /admin/shop (admin): the shop's address, map link, phone, WhatsApp, e-mail, the week's hours
 * and the dates with other hours, social links, and the delivery, returns and payment texts per
 * language. One Save stores all of it; the storefront's footer, Contact and structured data show
 * it at once, and the audit log keeps each change.
 */
export function ShopDetailsPage() {
  const { t } = useAdminUsersT();
  const remote = useRemoteData<ShopDetailsResponse>('shop', getShopDetails);
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      <PageHeader title={t('admin.shop.title')} />
      {remote.status === 'failed' ? (
        <LoadErrorAlert error={remote.error} onRetry={remote.reload} />
      ) : remote.status === 'ready' ? (
        <ShopDetailsForm details={remote.data.data} />
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}

function ShopDetailsForm({ details }: { details: ShopDetails }) {
  const { t } = useAdminUsersT();
  const [form] = Form.useForm<ShopFormValues>();
  const [initial, setInitial] = useState(() => shopFormValues(details));
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const week = Form.useWatch('week', form) ?? initial.week;

  const { saving, submit, refuse, errorSummary } = useCheckedSubmit<ShopDetails>({
    form,
    schema: shopDetailsSchema,
    fields: SHOP_FIELDS,
    fieldOf: shopFieldOf,
    send: async (request) => {
      const { data } = await saveShopDetails(request);
      const values = shopFormValues(data);
      setInitial(values);
      form.setFieldsValue(values);
      setDirty(false);
      unsaved.release();
      toast.success(t('admin.shop.saved'));
    },
  });

  return (
    <>
      <Form<ShopFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        data-testid="shop-form"
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(shopRequest(values))}
        onFinishFailed={({ errorFields }) => refuse(errorFields)}
      >
        <div style={{ marginBottom: 16 }}>{errorSummary}</div>
        <Flex vertical gap="middle">
          <Card title={t('admin.shop.contact')}>
            <Form.Item name={['address', 'street']} label={t('admin.shop.street')}>
              <Input autoComplete="street-address" />
            </Form.Item>
            <Flex gap="small" wrap>
              <Form.Item
                name={['address', 'city']}
                label={t('admin.shop.city')}
                style={{ flex: '1 1 12rem' }}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name={['address', 'region']}
                label={t('admin.shop.region')}
                style={{ flex: '1 1 10rem' }}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name={['address', 'postal_code']}
                label={t('admin.shop.postal_code')}
                style={{ flex: '0 1 8rem' }}
              >
                <Input />
              </Form.Item>
            </Flex>
            <Form.Item name={['address', 'country']} hidden>
              <Input />
            </Form.Item>
            <Form.Item
              name="map_url"
              label={t('admin.shop.map_url')}
              extra={t('admin.shop.https_hint')}
            >
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
            <Flex gap="small" wrap>
              <Form.Item name="phone" label={t('admin.shop.phone')} style={{ flex: '1 1 12rem' }}>
                <Input inputMode="tel" autoComplete="tel" />
              </Form.Item>
              <Form.Item
                name="whatsapp"
                label={t('admin.shop.whatsapp')}
                extra={t('admin.shop.whatsapp_hint')}
                style={{ flex: '1 1 12rem' }}
              >
                <Input inputMode="tel" />
              </Form.Item>
            </Flex>
            <Form.Item name="email" label={t('admin.shop.email')}>
              <Input inputMode="email" autoComplete="email" />
            </Form.Item>
          </Card>

          <Card title={t('admin.shop.hours')}>
            <Form.List name="week">
              {(rows) =>
                rows.map((row) => {
                  const day = WEEKDAYS[row.name];
                  const open = week[row.name]?.open ?? false;
                  return (
                    <Flex
                      key={row.key}
                      gap="small"
                      align="center"
                      wrap
                      data-testid={`hours-${day}`}
                    >
                      <Form.Item name={[row.name, 'open']} valuePropName="checked" noStyle>
                        <Checkbox style={{ minWidth: '8rem', minHeight: 32 }}>
                          {t(`common.day.${day}`)}
                        </Checkbox>
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'opens']}
                        label={t('admin.shop.opens')}
                        hidden={!open}
                        style={{ marginBottom: 8 }}
                      >
                        <Input
                          type="time"
                          aria-label={`${t(`common.day.${day}`)}: ${t('admin.shop.opens')}`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'closes']}
                        label={t('admin.shop.closes')}
                        hidden={!open}
                        style={{ marginBottom: 8 }}
                      >
                        <Input
                          type="time"
                          aria-label={`${t(`common.day.${day}`)}: ${t('admin.shop.closes')}`}
                        />
                      </Form.Item>
                      {open ? null : <span>{t('admin.shop.closed')}</span>}
                    </Flex>
                  );
                })
              }
            </Form.List>
            <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>{t('admin.shop.exceptions')}</h3>
            <Form.List name="exceptions">
              {(rows, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {rows.map((row) => (
                    <Flex key={row.key} gap="small" align="center" wrap>
                      <Form.Item
                        name={[row.name, 'date']}
                        rules={[{ required: true, message: t('admin.shop.date_required') }]}
                        noStyle
                      >
                        <Input
                          type="date"
                          aria-label={t('admin.shop.date')}
                          style={{ width: '11rem' }}
                        />
                      </Form.Item>
                      <Form.Item name={[row.name, 'closed']} valuePropName="checked" noStyle>
                        <Checkbox>{t('admin.shop.closed_all_day')}</Checkbox>
                      </Form.Item>
                      <Form.Item name={[row.name, 'opens']} noStyle>
                        <Input
                          type="time"
                          aria-label={t('admin.shop.opens')}
                          style={{ width: '8rem' }}
                        />
                      </Form.Item>
                      <Form.Item name={[row.name, 'closes']} noStyle>
                        <Input
                          type="time"
                          aria-label={t('admin.shop.closes')}
                          style={{ width: '8rem' }}
                        />
                      </Form.Item>
                      <Button onClick={() => remove(row.name)}>{t('common.delete')}</Button>
                    </Flex>
                  ))}
                  <Button onClick={() => add({ date: '', closed: true })}>
                    {t('admin.shop.add_exception')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Card>

          <Card title={t('admin.shop.social')}>
            {(['facebook', 'instagram', 'tiktok'] as const).map((name) => (
              <Form.Item key={name} name={['social', name]} label={t(`admin.shop.${name}`)}>
                <Input inputMode="url" placeholder="https://" />
              </Form.Item>
            ))}
          </Card>

          <Card title={t('admin.shop.texts')}>
            <Tabs
              items={LOCALES.map((locale) => ({
                key: locale,
                label: t(`nav.language.${locale}`),
                forceRender: true,
                children: TEXTS.map((kind) => (
                  <Form.Item
                    key={kind}
                    name={['texts', locale, kind]}
                    label={t(`admin.shop.${kind}`)}
                  >
                    <Input.TextArea rows={2} maxLength={1000} showCount />
                  </Form.Item>
                )),
              }))}
            />
          </Card>

          <Flex justify="flex-end" style={{ position: 'sticky', bottom: 0, padding: '8px 0' }}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="shop-save">
              {t('common.save')}
            </Button>
          </Flex>
        </Flex>
      </Form>
      {unsaved.prompt}
    </>
  );
}
