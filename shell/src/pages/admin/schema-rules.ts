import { validate, type ObjectSchema } from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';
import type { FormRule } from 'antd';

/**
 * An antd rule that checks one field with the contracts schema, reading the whole form so that
 * confirmations compare with their partner field. The messages are the API's own, translated.
 */
export function schemaRule(schema: ObjectSchema, field: string, t: TFunction): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(Object.keys(schema)) as Record<string, unknown>;
      const result = validate(schema, values);
      const issues = result.ok ? [] : (result.errors[field] ?? []);
      if (issues.length > 0) throw new Error(t(issues[0].key, issues[0].params ?? {}));
    },
  });
}
