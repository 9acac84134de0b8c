import { LIMITS, LOCALES, type Locale, type ProductImage } from '@bolsos/contracts';
import { Flex, Input } from 'antd';
import { useId } from 'react';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

export type AltTexts = Record<Locale, string>;

export const altTexts = (alt: ProductImage['alt']): AltTexts => ({
  es: alt.es ?? '',
  en: alt.en ?? '',
  zh: alt.zh ?? '',
});

export const sameTexts = (a: AltTexts, b: AltTexts) =>
  LOCALES.every((locale) => a[locale].trim() === b[locale].trim());

/** What the API stores: trimmed texts (an empty one is cleared). */
export const trimmedTexts = (texts: AltTexts): AltTexts => ({
  es: texts.es.trim(),
  en: texts.en.trim(),
  zh: texts.zh.trim(),
});

/**
 * One image's alt text in each language, as a labelled group. It has no button of its own: the
 * product's Save stores it with the rest (so it lives inside the product's form). The inputs'
 * `maxLength` is the API's bound, so nothing typed here can be refused.
 */
export function ImageAltFields({
  value,
  onChange,
  legend,
}: {
  value: AltTexts;
  onChange: (next: AltTexts) => void;
  legend: string;
}) {
  const { t } = useAdminProductsT();
  const id = useId();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0, flex: 1 }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{legend}</legend>
      <Flex vertical gap={8} style={{ minWidth: 0 }}>
        {LOCALES.map((locale) => (
          <Flex vertical gap={2} key={locale}>
            <label htmlFor={`${id}-${locale}`}>
              {t('admin.products.images.alt_label', { language: t(`nav.language.${locale}`) })}
            </label>
            <Input
              id={`${id}-${locale}`}
              lang={locale}
              autoComplete="off"
              maxLength={LIMITS.altMax}
              value={value[locale]}
              onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
            />
          </Flex>
        ))}
      </Flex>
    </fieldset>
  );
}
