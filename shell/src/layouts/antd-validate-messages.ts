import type { TFunction } from '@bolsos/i18n';

/**
 * antd's form messages in the active language, from the same catalogue as the API's and the
 * light forms' messages. antd fills `${min}`-style placeholders itself, so they pass through.
 */
export function antdValidateMessages(t: TFunction) {
  const invalid = t('validation.invalid_type', { type: '${type}' });
  return {
    default: t('errors.data_invalid'),
    required: t('validation.required'),
    enum: t('validation.enum', { values: '${enum}' }),
    whitespace: t('validation.required'),
    types: {
      string: invalid,
      method: invalid,
      array: invalid,
      object: invalid,
      number: invalid,
      date: invalid,
      boolean: invalid,
      integer: invalid,
      float: invalid,
      regexp: invalid,
      email: t('validation.email'),
      url: invalid,
      hex: invalid,
    },
    string: {
      min: t('validation.string_min', { min: '${min}' }),
      max: t('validation.string_max', { max: '${max}' }),
    },
    number: {
      min: t('validation.number_min', { min: '${min}' }),
      max: t('validation.number_max', { max: '${max}' }),
    },
    array: {
      min: t('validation.array_min', { min: '${min}' }),
      max: t('validation.array_max', { max: '${max}' }),
    },
    pattern: { mismatch: t('errors.data_invalid') },
  };
}
