import { LOCALES, MESSAGES } from '@bolsos/contracts';
import { UI_STRINGS } from '@bolsos/i18n/server';
import { catalogueProblems } from '@bolsos/i18n/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STOREFRONT_CATALOGUE } from './all-strings';
import { STOREFRONT_STRINGS } from './strings';

const SRC = join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literal first arguments of the calls `pattern` matches, with the file each is in. */
function keysCalled(pattern: RegExp): { key: string; file: string }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
      key: match[2],
      file: file.slice(SRC.length + 1),
    })),
  );
}

// Template keys (`store.category.${category}`) are left to the typecheck: `t` only takes known keys.
const T_CALL = /(?<![\w$.])t\(\s*(['"])(.+?)\1/g;
const INSTANCE_T_CALL = /\bi18n\.t\(\s*(['"])(.+?)\1/g;

// A value import (not `import type`) of a language module or of all of them.
const STATIC_LANGUAGE_IMPORT =
  /^import (?!type )[^;]*?from '(?:\.{1,2}\/)+(?:shared\/i18n\/)?(?:all-strings|es|en|zh)';/m;

const storefront = new Set(Object.keys(STOREFRONT_CATALOGUE.es));
// What the common namespace holds at run time: the shell's UI strings over contracts' messages.
const common = new Set([...Object.keys(UI_STRINGS.es), ...Object.keys(MESSAGES.es)]);

describe('the storefront strings', () => {
  it('have every key in every language, none blank, with the same placeholders', () => {
    expect(catalogueProblems(STOREFRONT_CATALOGUE)).toEqual([]);
  });

  it('are the storefront namespace, the federation name', () => {
    expect(STOREFRONT_STRINGS.namespace).toBe('storefront');
  });

  it('download each language from its own module, the catalogue the server has', async () => {
    for (const locale of LOCALES) {
      await expect(STOREFRONT_STRINGS.loaders[locale]()).resolves.toBe(
        STOREFRONT_CATALOGUE[locale],
      );
    }
  });

  it('are all imported statically by the server entry only, never by the browser build', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => STATIC_LANGUAGE_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(SRC.length + 1))
      .sort();
    expect(importers).toEqual(['server.ts', join('shared', 'i18n', 'all-strings.ts')]);
  });

  it('never repeat a key of the common catalogue, which would hide the shared text', () => {
    expect([...storefront].filter((key) => key in UI_STRINGS.es)).toEqual([]);
  });

  it('hold every key a component passes to t, unless the common catalogue has it', () => {
    const used = keysCalled(T_CALL);
    // The scan itself works: a key every Home render uses is found.
    expect(used.map(({ key }) => key)).toContain('store.hero.title');
    // A plural key is called by its base ('store.catalog.count' for its _one and _other forms).
    const known = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_other`);
    const unknown = used.filter(({ key }) => !known(storefront, key) && !known(common, key));
    expect(unknown).toEqual([]);
  });

  it('call i18n.t directly only with keys of the common namespace, its default', () => {
    const unknown = keysCalled(INSTANCE_T_CALL).filter(({ key }) => !common.has(key));
    expect(unknown).toEqual([]);
  });
});
