import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UI_STRINGS } from '@bolsos/i18n/server';
import { catalogueProblems } from '@bolsos/i18n/testing';
import { ADMIN_USERS_STRINGS } from './strings';

const SRC = path.resolve(__dirname, '../..');
const OWN = ADMIN_USERS_STRINGS.catalogue.es;
const COMMON = UI_STRINGS.es;

/** The remote's shipped sources: what runs in the browser, not its specs. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
    .map((file) => path.join(SRC, file));
}

/** First arguments of `t(...)`: plain literals, and template literals with their `${…}` parts. */
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

// A plural key is called by its base ('admin.releases.failures' for its _one and _other forms).
const known = (key: string) =>
  [key, `${key}_other`].some((each) => Object.hasOwn(OWN, each) || Object.hasOwn(COMMON, each));

describe('the users remote’s strings', () => {
  it('has every key in es, en and zh, none blank, with the Spanish placeholders', () => {
    expect(catalogueProblems(ADMIN_USERS_STRINGS.catalogue)).toEqual([]);
  });

  it('leaves the shared keys to the common catalogue instead of copying them', () => {
    expect(Object.keys(OWN).filter((key) => Object.hasOwn(COMMON, key))).toEqual([]);
  });

  it('has every key the source passes to t(), in its own catalogue or the common one', () => {
    const { literal, templates } = usedKeys();
    // Guards the scan itself: an empty result would make the checks below pass vacuously.
    expect(literal).toContain('admin.users.title');
    expect(literal).toContain('common.save');
    expect([...literal].filter((key) => !known(key))).toEqual([]);

    const all = [...Object.keys(OWN), ...Object.keys(COMMON)];
    const unmatched = [...templates].filter((template) => {
      const pattern = new RegExp(
        `^${template
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^.]+')}$`,
      );
      return !all.some((key) => pattern.test(key));
    });
    expect(unmatched).toEqual([]);
  });
});
