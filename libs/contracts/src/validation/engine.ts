/**
 * A small schema validator shared by the API (request bodies) and the forms
 * (client-side checks), so each payload has one definition. It has no
 * dependencies on purpose: this library must stay runtime-dependency free.
 */
import type { MessageKey } from '../messages/keys';

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

export interface FieldSchema {
  type: FieldType;
  /** absent/null/'' fails with `required` */
  required?: boolean;
  /** null is accepted as a value (kept as null) */
  nullable?: boolean;
  /** string length, number value or array length */
  min?: number;
  max?: number;
  email?: boolean;
  enum?: readonly (string | number)[];
  multipleOf?: number;
  /** must equal another field of the same object (password confirmation) */
  sameAs?: string;
  /**
   * must sort after another field of the same object when both are given (a closing time after
   * the opening time: HH:MM strings sort as times do)
   */
  after?: { field: string; message: MessageKey };
  /** regular expression a string must match, with the message to show */
  pattern?: { regex: RegExp; message: MessageKey };
  trim?: boolean;
  lowercase?: boolean;
  items?: FieldSchema;
  /**
   * (arrays of objects) name an item's issues by this field's value instead of the item's index
   * when that value is one of the field's `enum`: `hours.mon.closes` rather than `hours.0.closes`,
   * which says which day is wrong whatever order the days came in
   */
  itemKey?: string;
  /**
   * what to say instead of the general message when the field is missing or too short, where the
   * general one would not tell the user what to do ("Choose a role", not "Must contain 1 item")
   */
  messages?: { required?: MessageKey; min?: MessageKey };
  /** nested object fields (type 'object') */
  fields?: ObjectSchema;
  /** numbers sent as strings (multipart forms, query strings) are accepted */
  coerce?: boolean;
}

export type ObjectSchema = Record<string, FieldSchema>;

export interface ValidationIssue {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export type ValidationErrors = Record<string, ValidationIssue[]>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationErrors };

export interface ValidateOptions {
  /** every field optional (PATCH-like partial updates) */
  partial?: boolean;
  /** reject fields the schema does not declare (mass-assignment guard); default true */
  strict?: boolean;
}

// Deliberately simple: one @, no spaces, a dot in the domain. Real checks happen by mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value === '');
}

function boundKey(type: FieldType, side: 'min' | 'max'): MessageKey {
  const base = type === 'integer' ? 'number' : type;
  return `validation.${base}_${side}` as MessageKey;
}

function checkField(
  schema: FieldSchema,
  input: unknown,
  path: string,
  errors: ValidationErrors,
  options: ValidateOptions,
): unknown {
  const add = (issue: ValidationIssue) => {
    (errors[path] ??= []).push(issue);
  };
  let value = input;
  if (typeof value === 'string' && schema.trim !== false && schema.type === 'string') {
    value = value.trim();
  }
  if (value === null && schema.nullable) return null;
  if (isEmpty(value)) {
    const required = { key: schema.messages?.required ?? 'validation.required' };
    if (schema.required && !options.partial) add(required);
    else if (schema.required && options.partial && input !== undefined) add(required);
    return undefined;
  }
  if (schema.coerce && (schema.type === 'number' || schema.type === 'integer')) {
    if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
      value = Number(value);
    }
  }
  if (schema.coerce && schema.type === 'boolean' && typeof value === 'string') {
    if (value === 'true' || value === '1') value = true;
    else if (value === 'false' || value === '0') value = false;
  }
  const typeOk =
    (schema.type === 'string' && typeof value === 'string') ||
    (schema.type === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
    (schema.type === 'integer' && typeof value === 'number' && Number.isInteger(value)) ||
    (schema.type === 'boolean' && typeof value === 'boolean') ||
    (schema.type === 'array' && Array.isArray(value)) ||
    (schema.type === 'object' &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value));
  if (!typeOk) {
    // i18next's context picks the key naming the type in words ('validation.invalid_type_number').
    add({ key: 'validation.invalid_type', params: { context: schema.type } });
    return undefined;
  }
  if (schema.type === 'string') {
    let text = value as string;
    if (schema.lowercase) text = text.toLowerCase();
    const length = [...text].length;
    if (schema.min !== undefined && length < schema.min) {
      // `count` picks the plural form: "at least 1 character", "at least 2 characters".
      add({ key: 'validation.string_min', params: { min: schema.min, count: schema.min } });
    }
    if (schema.max !== undefined && length > schema.max) {
      add({ key: 'validation.string_max', params: { max: schema.max, count: schema.max } });
    }
    if (schema.email && !EMAIL.test(text)) add({ key: 'validation.email' });
    if (schema.pattern && !schema.pattern.regex.test(text)) add({ key: schema.pattern.message });
    if (schema.enum && !schema.enum.includes(text)) {
      add({ key: 'validation.enum', params: { values: schema.enum.join(', ') } });
    }
    return text;
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    const num = value as number;
    if (schema.min !== undefined && num < schema.min) {
      add({ key: boundKey(schema.type, 'min'), params: { min: schema.min } });
    }
    if (schema.max !== undefined && num > schema.max) {
      add({ key: boundKey(schema.type, 'max'), params: { max: schema.max } });
    }
    if (schema.multipleOf !== undefined) {
      // Work in integer units so 0.1-style steps do not fail on float noise.
      const ratio = num / schema.multipleOf;
      if (Math.abs(ratio - Math.round(ratio)) > 1e-9) {
        add({ key: 'validation.multiple_of', params: { multiple: schema.multipleOf } });
      }
    }
    if (schema.enum && !schema.enum.includes(num)) {
      add({ key: 'validation.enum', params: { values: schema.enum.join(', ') } });
    }
    return num;
  }
  if (schema.type === 'array') {
    const list = value as unknown[];
    if (schema.min !== undefined && list.length < schema.min) {
      add(
        schema.messages?.min
          ? { key: schema.messages.min }
          : { key: 'validation.array_min', params: { min: schema.min, count: schema.min } },
      );
    }
    if (schema.max !== undefined && list.length > schema.max) {
      add({ key: 'validation.array_max', params: { max: schema.max, count: schema.max } });
    }
    if (!schema.items) return list;
    return list.map((item, index) =>
      checkField(
        schema.items as FieldSchema,
        item,
        `${path}.${itemName(schema, item, index)}`,
        errors,
        {
          ...options,
          partial: false,
        },
      ),
    );
  }
  if (schema.type === 'object' && schema.fields) {
    return checkObject(schema.fields, value as Record<string, unknown>, `${path}.`, errors, {
      ...options,
      partial: false,
    });
  }
  return value;
}

/** An array item's name in issue paths: its `itemKey` value when that is a known one, else its index. */
function itemName(schema: FieldSchema, item: unknown, index: number): string | number {
  const keyField = schema.itemKey;
  const allowed = keyField ? schema.items?.fields?.[keyField]?.enum : undefined;
  if (!keyField || !allowed || typeof item !== 'object' || item === null) return index;
  const value = (item as Record<string, unknown>)[keyField];
  return typeof value === 'string' && allowed.includes(value) ? value : index;
}

function checkObject(
  schema: ObjectSchema,
  input: Record<string, unknown>,
  prefix: string,
  errors: ValidationErrors,
  options: ValidateOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (options.strict !== false) {
    for (const key of Object.keys(input)) {
      if (!Object.prototype.hasOwnProperty.call(schema, key)) {
        (errors[`${prefix}${key}`] ??= []).push({ key: 'validation.unknown_field' });
      }
    }
  }
  for (const [key, fieldSchema] of Object.entries(schema)) {
    const raw = Object.prototype.hasOwnProperty.call(input, key) ? input[key] : undefined;
    const value = checkField(fieldSchema, raw, `${prefix}${key}`, errors, options);
    if (value !== undefined) out[key] = value;
  }
  for (const [key, fieldSchema] of Object.entries(schema)) {
    if (fieldSchema.sameAs && out[key] !== undefined && out[key] !== out[fieldSchema.sameAs]) {
      (errors[`${prefix}${key}`] ??= []).push({ key: 'validation.passwords_mismatch' });
    }
    const after = fieldSchema.after;
    if (
      after &&
      typeof out[key] === 'string' &&
      typeof out[after.field] === 'string' &&
      !errors[`${prefix}${key}`] &&
      !errors[`${prefix}${after.field}`] &&
      (out[key] as string) <= (out[after.field] as string)
    ) {
      (errors[`${prefix}${key}`] ??= []).push({ key: after.message });
    }
  }
  return out;
}

/** Validates an untrusted body against a schema; returns cleaned values or errors by field path. */
export function validate<T>(
  schema: ObjectSchema,
  input: unknown,
  options: ValidateOptions = {},
): ValidationResult<T> {
  // Field names come from the caller: '__proto__' or 'constructor' must be plain keys, not Object.prototype's.
  const errors = Object.create(null) as ValidationErrors;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      errors: { _body: [{ key: 'validation.invalid_type', params: { context: 'object' } }] },
    };
  }
  const value = checkObject(schema, input as Record<string, unknown>, '', errors, options);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: value as T };
}
