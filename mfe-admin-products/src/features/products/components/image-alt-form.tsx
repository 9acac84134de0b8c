import { translateIssues, useCheckedSubmit } from '@bolsos/admin-kit';
import {
  LIMITS,
  LOCALES,
  imageAltSchema,
  validate,
  type ImageAltRequest,
  type Locale,
  type ProductImage,
} from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { Button, Flex, Form, Input, type FormRule } from 'antd';
import { updateImageAlt } from '../api/products-api';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

export type AltTexts = Record<Locale, string>;

/** Form paths the API's 422 `errors` may name. */
const ALT_FIELDS = LOCALES.map((locale) => `alt.${locale}`);

export const altTexts = (alt: ProductImage['alt']): AltTexts => ({
  es: alt.es ?? '',
  en: alt.en ?? '',
  zh: alt.zh ?? '',
});

const sameTexts = (a: AltTexts, b: AltTexts) =>
  LOCALES.every((locale) => a[locale].trim() === b[locale].trim());

function altRule(locale: Locale, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = validate(imageAltSchema, { alt: { [locale]: value ?? '' } });
      if (!result.ok) throw new Error(translateIssues(result.errors, t)[`alt.${locale}`]?.[0]);
    },
  };
}

/**
 * One image's alt text in each language, saved with its own button (PUT of the three; an empty
 * one is cleared). `onDraft` hears the texts while they differ from the saved ones, else null.
 */
export function ImageAltForm({
  productId,
  image,
  position,
  onSaved,
  onDraft,
}: {
  productId: number;
  image: ProductImage;
  position: number;
  onSaved: (image: ProductImage) => void;
  onDraft: (imageId: number, texts: AltTexts | null) => void;
}) {
  // The rules' messages are common validation keys: i18n.t.
  const { t, i18n } = useAdminProductsT();
  const [form] = Form.useForm<{ alt: AltTexts }>();
  const saved = altTexts(image.alt);
  const { saving, submit } = useCheckedSubmit<ImageAltRequest>({
    form,
    schema: imageAltSchema,
    fields: ALT_FIELDS,
    send: async (request) => {
      const { data } = await updateImageAlt(productId, image.id, request);
      toast.success(t('admin.products.images.alt_saved', { position }));
      onDraft(image.id, null);
      onSaved(data);
    },
  });
  const current = (): AltTexts =>
    altTexts((form.getFieldsValue(true) as { alt?: AltTexts }).alt ?? {});

  return (
    <Form<{ alt: AltTexts }>
      form={form}
      // Prefixes the inputs' ids: one form per image, and labels must find their own input.
      name={`image-${image.id}`}
      layout="vertical"
      initialValues={{ alt: saved }}
      onValuesChange={() => {
        const texts = current();
        onDraft(image.id, sameTexts(texts, saved) ? null : texts);
      }}
      onFinish={() => void submit({ alt: current() })}
      onFinishFailed={() => toast.error(t('common.fields_pending'))}
      style={{ flex: 1, minWidth: 240 }}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>
          {t('admin.products.images.alt_group', { position })}
        </legend>
        {LOCALES.map((locale) => (
          <Form.Item
            key={locale}
            name={['alt', locale]}
            label={t('admin.products.images.alt_label', {
              language: t(`nav.language.${locale}`),
            })}
            rules={[altRule(locale, i18n.t)]}
            style={{ marginBottom: 8 }}
          >
            <Input lang={locale} autoComplete="off" maxLength={LIMITS.altMax} />
          </Form.Item>
        ))}
        <Flex justify="flex-end">
          <Button htmlType="submit" loading={saving}>
            {t('admin.products.images.alt_save', { position })}
          </Button>
        </Flex>
      </fieldset>
    </Form>
  );
}
