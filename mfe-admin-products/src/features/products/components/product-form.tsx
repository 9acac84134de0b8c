import { contractRule, LinkButton, translateIssues, useCheckedSubmit } from '@bolsos/admin-kit';
import {
  CATEGORIES,
  LOCALES,
  LIMITS,
  productSchema,
  validate,
  type Locale,
  type ObjectSchema,
  type ProductRequest,
} from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { Button, Card, Flex, Form, Input, Select, Switch, Typography, type FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import type { PickedImages } from '../hooks/use-picked-images';
import type { AltTexts } from './image-alt-form';
import { PickedImagesPicker } from './picked-images-picker';
import {
  PRODUCT_FIELDS,
  isBlankTranslation,
  toProductRequest,
  type ProductFormValues,
} from '../lib/product-form-values';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

const TRANSLATION_SCHEMA: ObjectSchema = productSchema.translations.fields.es.fields ?? {};

/**
 * A translation field checked with the API's schema. English and Chinese are optional as a
 * whole, so their fields are checked only once something is typed in that language.
 */
function translationRule(locale: Locale, field: string, t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (locale !== 'es' && isBlankTranslation(getFieldValue(['translations', locale]))) return;
      const result = validate({ [field]: TRANSLATION_SCHEMA[field] }, { [field]: value ?? '' });
      if (!result.ok) throw new Error(translateIssues(result.errors, t)[field]?.[0]);
    },
  });
}

export interface ProductFormProps {
  initialValues: ProductFormValues;
  /**
   * Sends the checked request; resolves with the saved product. `files` are the images picked
   * (`picked`) to upload with it, `progress` shows that upload (0 to 1 sent) and `alts` are their
   * alt texts, in their order.
   */
  onSave: (
    request: ProductRequest,
    files: File[],
    progress: (sent: number) => void,
    alts: AltTexts[],
  ) => Promise<void>;
  submitLabel: string;
  cancelTo: string;
  /** The images picked for this Save (`usePickedImages`), counted as changes. */
  picked: PickedImages;
  /** Shows the picked images in a card of their own (create; the edit page shows them in children). */
  withImages?: boolean;
  testId: string;
  /** Told of every change: the values, and whether they (or picked images) differ from the start. */
  onEdit?: (values: ProductFormValues, dirty: boolean) => void;
  /** Shown inside the form, above its buttons, and saved by its Save (the edit page's images). */
  children?: ReactNode;
}

/**
 * The create and edit form: category, price, published, and per language name, slug and
 * description (Spanish required; English and Chinese fall back to it). Checked with the API's
 * own schema before sending; the API's 422 messages land on the same fields.
 */
export function ProductForm({
  initialValues,
  onSave,
  submitLabel,
  cancelTo,
  picked,
  withImages,
  testId,
  onEdit,
  children,
}: ProductFormProps) {
  // admin-kit's rules take i18next's TFunction; their messages are common keys (i18n.t).
  const { t, i18n } = useAdminProductsT();
  const [form] = Form.useForm<ProductFormValues>();

  const { saving, submit, refuse, errorSummary } = useCheckedSubmit<ProductRequest>({
    form,
    schema: productSchema,
    fields: PRODUCT_FIELDS,
    send: (request) => onSave(request, picked.files(), picked.progress, picked.alts()),
  });
  const submitForm = () => submit(toProductRequest(form.getFieldsValue(true) as ProductFormValues));
  const [start] = useState(() => JSON.stringify(toProductRequest(initialValues)));
  const edited = (pickedCount: number) => {
    const values = form.getFieldsValue(true) as ProductFormValues;
    onEdit?.(values, pickedCount > 0 || JSON.stringify(toProductRequest(values)) !== start);
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      requiredMark
      data-testid={testId}
      initialValues={initialValues}
      onFinish={() => void submitForm()}
      onFinishFailed={({ errorFields }) => {
        refuse(errorFields);
        toast.error(t('common.fields_pending'));
      }}
      onValuesChange={() => edited(picked.items.length)}
    >
      <Flex vertical gap="middle">
        {errorSummary}
        <Card>
          <Form.Item
            name="category"
            label={t('admin.products.field.category')}
            required
            rules={[contractRule(productSchema, 'category', i18n.t)]}
          >
            <Select
              data-testid="product-category"
              options={CATEGORIES.map((value) => ({ value, label: t(`store.category.${value}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="price"
            label={t('admin.products.field.price')}
            required
            rules={[contractRule(productSchema, 'price', i18n.t)]}
          >
            <Input prefix="$" inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
          </Form.Item>
          <Form.Item
            name="published"
            label={t('admin.products.field.published')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Card>
        {LOCALES.map((locale) => (
          <TranslationSection key={locale} locale={locale} />
        ))}
        {withImages ? (
          <Card title={t('admin.products.images')}>
            <Flex vertical gap="middle">
              <PickedImagesPicker picked={picked} disabled={saving} orderable onEdited={edited} />
            </Flex>
          </Card>
        ) : null}
        {children}
        {/* The save bar stays in view at the bottom of the screen while the form goes on. */}
        <Flex
          gap="small"
          justify="flex-end"
          data-testid={`${testId}-actions`}
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 3,
            padding: '12px 0',
            background: 'rgba(255, 255, 255, 0.96)',
            borderTop: '1px solid #e8e1d6',
          }}
        >
          <LinkButton to={cancelTo}>{t('common.cancel')}</LinkButton>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** One language's name, slug and description, as a labelled group. */
function TranslationSection({ locale }: { locale: Locale }) {
  const { t, i18n } = useAdminProductsT();
  const form = Form.useFormInstance<ProductFormValues>();
  const language = t(`nav.language.${locale}`);
  const always = locale === 'es';
  // An optional language needs its name once anything in it is typed: say so before Save.
  const started = !isBlankTranslation(Form.useWatch(['translations', locale], form));
  const required = always || started;
  const rules = (field: string) => [translationRule(locale, field, i18n.t)];
  // Typing in one field of an optional language makes its name required: check it again.
  const dependencies = (field: string) =>
    ['name', 'slug', 'description']
      .filter((other) => other !== field)
      .map((other) => ['translations', locale, other]);
  return (
    <Card>
      <fieldset lang={locale} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 16, marginBottom: 8 }}>{language}</legend>
        {always ? null : (
          <Typography.Paragraph type="secondary" aria-live="polite">
            {started
              ? t('admin.products.translation_started')
              : t('admin.products.translation_optional')}
          </Typography.Paragraph>
        )}
        <Form.Item
          name={['translations', locale, 'name']}
          label={t('admin.products.field.name', { language })}
          required={required}
          rules={rules('name')}
          dependencies={always ? undefined : dependencies('name')}
        >
          <Input autoComplete="off" maxLength={LIMITS.productNameMax} />
        </Form.Item>
        <Form.Item
          name={['translations', locale, 'slug']}
          label={t('admin.products.field.slug')}
          extra={t('admin.products.slug_hint')}
          rules={rules('slug')}
        >
          <Input autoComplete="off" spellCheck={false} maxLength={LIMITS.slugMax} />
        </Form.Item>
        <Form.Item
          name={['translations', locale, 'description']}
          label={t('admin.products.field.description')}
          rules={rules('description')}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 12 }}
            maxLength={LIMITS.descriptionMax}
          />
        </Form.Item>
      </fieldset>
    </Card>
  );
}
