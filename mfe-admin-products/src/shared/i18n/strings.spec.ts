import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UI_STRINGS } from '@bolsos/i18n/server';
import { catalogueProblems } from '@bolsos/i18n/testing';
import { ADMIN_PRODUCTS_STRINGS } from './strings';

const SRC = path.resolve(__dirname, '../..');
const OWN = ADMIN_PRODUCTS_STRINGS.catalogue.es;
// Keyed by locale; es holds every common key (the lib's own spec checks the other languages).
const COMMON = UI_STRINGS.es;

/** What ships to the browser: the remote's sources under src/, not its specs. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
    .map((file) => path.join(SRC, file));
}

/**
 * First arguments of `t(...)` (also `i18n.t(...)`): string literals, and template literals such
 * as `store.category.${value}`, which are matched as patterns against the known keys.
 */
function usedKeys(): { literal: Set<string>; templates: Set<string> } {
  const literal = new Set<string>();
  const templates = new Set<string>();
  for (const file of sourceFiles()) {
    const source = readFileSync(file, 'utf8');
    for (const [, , key] of source.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) literal.add(key);
    for (const [, key] of source.matchAll(/\bt\(\s*`([^`\n]+)`/g)) templates.add(key);
  }
  return { literal, templates };
}

// A plural key is called by its base ('admin.products.bulk.delete_confirm' for its forms).
const isKnown = (key: string) =>
  [key, `${key}_other`].some((each) => Object.hasOwn(OWN, each) || Object.hasOwn(COMMON, each));
/** The base a plural form is called by ('x' for 'x_one' and 'x_other'). */
const calledAs = (key: string) => key.replace(/_(?:one|other)$/, '');

/** `store.category.${value}` → /^store\.category\.[^.]+$/ */
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^.]+')}$`);
}

describe('the products remote’s strings', () => {
  it('has every key in es, en and zh, none blank, with the Spanish placeholders', () => {
    expect(catalogueProblems(ADMIN_PRODUCTS_STRINGS.catalogue)).toEqual([]);
  });

  it('leaves the shared keys to the common catalogue instead of copying them', () => {
    expect(Object.keys(OWN).filter((key) => Object.hasOwn(COMMON, key))).toEqual([]);
  });

  it('has every key the source passes to t(), in its own catalogue or the common one', () => {
    const { literal, templates } = usedKeys();
    // Guards the scan: finding nothing would let the checks below pass vacuously.
    expect(literal).toContain('admin.products.title');
    expect(literal).toContain('admin.populars.title');
    expect(literal).toContain('common.delete');
    expect([...literal].filter((key) => !isKnown(key))).toEqual([]);

    const known = [...Object.keys(OWN), ...Object.keys(COMMON)];
    expect(templates).toContain('store.category.${value}');
    const unmatched = [...templates].filter(
      (template) => !known.some((key) => templatePattern(template).test(key)),
    );
    expect(unmatched).toEqual([]);
  });

  it('ships no string the source never asks for', () => {
    const { literal } = usedKeys();
    expect(Object.keys(OWN).filter((key) => !literal.has(calledAs(key)))).toEqual([]);
  });
});
