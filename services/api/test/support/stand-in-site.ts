import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in shell server bundle: renders what the page state holds (names, images), so a change
 * in the catalogue shows in the markup, without building the real front ends.
 */
export const STAND_IN_BUNDLE = `exports.render = async ({ url, locale, state }) => {
  const names = [];
  for (const answer of Object.values(state.api)) {
    const data = answer && answer.data;
    for (const item of Array.isArray(data) ? data : data ? [data] : []) {
      names.push(item.name + (item.images ? ' [' + item.images.length + ' images]' : ''));
    }
  }
  return { html: '<main data-url="' + url + '" data-locale="' + locale + '">' + names.join('|') + '</main>' };
};`;

/** A web root with the stand-in bundle and an index.html with one entry script (pass it as WEB_ROOT). */
export function standInSite(): { webRoot: string; bundle: string } {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
  const bundle = path.join(webRoot, 'shell', 'dist', 'server', 'index.js');
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bolsos</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(bundle, STAND_IN_BUNDLE);
  return { webRoot, bundle };
}
