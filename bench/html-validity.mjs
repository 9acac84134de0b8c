#!/usr/bin/env node
/**
 * `npm run test:html`: the W3C Nu HTML Checker (vnu-jar, run by the machine's Java) over every
 * public page as the production site serves it, errors only; exit 1 on any error. The pages are
 * every URL of the sitemap, the pages those link to on this site, and the ones no sitemap lists:
 * results pages, page 2 of a list, the auth pages and a 404, in each language.
 *
 * It needs the production builds (`npm run build`, which CI's journeys phase has just made) and
 * Java (`.ci/run` installs Debian's default-jre-headless where there is none).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root, startProductionApi } from './production-api.mjs';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const run = promisify(execFile);
/** Enough for the catalogue's every page; a link crawl past it says so instead of running on. */
const MAX_PAGES = 600;

/** Pages no sitemap lists, with the status each must answer (the route tables of libs/contracts). */
const EXTRA_PAGES = [
  // Results, none, a typo's "did you mean", and a query in another language of the catalogue.
  ...[
    '/buscar?q=mochila',
    '/en/search?q=backpack',
    '/zh/搜索?q=包',
    '/buscar?q=zzzz',
    '/buscar?q=mochilla',
    '/en/search?q=hikking',
    '/zh/搜索?q=mochila',
  ].map((url) => ({ url, status: 200 })),
  // The contact page after a message sent without JavaScript.
  ...['/contacto?sent=1', '/en/contact?sent=1'].map((url) => ({ url, status: 200 })),
  ...['/productos/todos?page=2', '/en/products/all?page=2', '/zh/产品/全部?page=2'].map((url) => ({
    url,
    status: 200,
  })),
  ...['', '/en', '/zh'].flatMap((prefix) =>
    [
      'login',
      'password-forgot',
      'password-reset?token=x&email=a%40b.test',
      'password-set',
      'invitation?token=x',
    ].map((page) => ({
      url: `${prefix}/auth/${page}`,
      status: 200,
    })),
  ),
  ...['/no/such/page', '/en/no/such/page', '/zh/没有这页', '/productos/mochilas/no-existe'].map(
    (url) => ({ url, status: 404 }),
  ),
];

/**
 * Pages that answer a form posted without JavaScript: the contact form refused (what was typed,
 * and why, on the page again). Posted from the site's own origin, as a browser would.
 */
const POSTED_PAGES = ['/contacto', '/en/contact', '/zh/联系'].map((url) => ({
  url,
  form: { name: '', email: 'not-an-address', message: '' },
  status: 422,
}));

function checkPrerequisites() {
  for (const file of ['services/api/dist/main.js', 'shell/dist/index.html']) {
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first`);
    }
  }
}

/** Listed pages must answer as listed; a linked one is read where its redirects lead. */
async function fetchPage(base, url, follow) {
  const res = await fetch(new URL(encodeURI(decodeURI(url)), base), {
    headers: { Accept: 'text/html', 'Accept-Language': 'es-PA', Cookie: 'lang=es' },
    redirect: follow ? 'follow' : 'manual',
  });
  return { status: res.status, html: await res.text() };
}

/** Same-site page links of a page: no files, no API, no back office. */
function pageLinks(html, base) {
  const links = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/g)) {
    const target = new URL(href.replace(/&amp;/g, '&'), base);
    if (target.origin !== new URL(base).origin) continue;
    if (/^\/(api|media|mfe|admin|static)(\/|$)|\.[a-z0-9]+$/i.test(target.pathname)) continue;
    links.push(target.pathname + target.search);
  }
  return links;
}

async function collectPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  if (listed.length === 0) throw new Error('the sitemap lists no page');
  const expected = new Map(listed.map((url) => [url, 200]));
  for (const page of EXTRA_PAGES) expected.set(encodeURI(page.url), page.status);
  const queue = [...expected.keys()];
  const pages = new Map();
  const failures = [];
  while (queue.length > 0 && pages.size < MAX_PAGES) {
    const url = queue.shift();
    if (pages.has(url)) continue;
    const listed = expected.get(url);
    const { status, html } = await fetchPage(base, url, listed === undefined);
    // A linked page may be a 404 (a missing page's language links lead to missing pages too).
    if (listed === undefined ? status >= 500 : status !== listed) {
      failures.push(`${decodeURI(url)}: status ${status}, expected ${listed ?? 'below 500'}`);
      pages.set(url, null);
      continue;
    }
    pages.set(url, html);
    for (const link of pageLinks(html, base)) if (!pages.has(link)) queue.push(link);
  }
  for (const { url, form, status: expectedStatus } of POSTED_PAGES) {
    const res = await fetch(new URL(encodeURI(url), base), {
      method: 'POST',
      headers: {
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: new URL(base).origin,
      },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    const html = await res.text();
    const key = `POST ${encodeURI(url)}`;
    if (res.status !== expectedStatus) {
      failures.push(`${key}: status ${res.status}, expected ${expectedStatus}`);
      pages.set(key, null);
    } else pages.set(key, html);
  }
  if (queue.some((url) => !pages.has(url))) {
    failures.push(`more than ${MAX_PAGES} pages: raise MAX_PAGES or narrow the crawl`);
  }
  return { pages, failures, listed: listed.length };
}

/** Runs the checker once over every page (one JVM start), errors only, as JSON. */
async function validate(pages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-html-'));
  const files = new Map();
  try {
    let n = 0;
    for (const [url, html] of pages) {
      if (html === null) continue;
      const file = path.join(dir, `page-${String(++n).padStart(4, '0')}.html`);
      fs.writeFileSync(file, html);
      files.set(`file:${file}`, url);
    }
    const { stderr } = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || '{"messages":[]}');
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => ({
        url: files.get(m.url.replace(/^file:\/+/, 'file:/')) ?? m.url,
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  checkPrerequisites();
  await run('java', ['-version']).catch(() => {
    throw new Error('java is not installed: apt-get install -y default-jre-headless');
  });
  const api = await startProductionApi('html');
  try {
    const { pages, failures, listed } = await collectPages(api.base);
    const errors = await validate(pages);
    const checked = [...pages.values()].filter((html) => html !== null).length;
    for (const failure of failures) console.error(`✗ ${failure}`);
    const byUrl = new Map();
    for (const e of errors) byUrl.set(e.url, [...(byUrl.get(e.url) ?? []), e]);
    for (const [url, list] of byUrl) {
      console.error(`✗ ${decodeURI(url)}: ${list.length} error(s)`);
      for (const e of list.slice(0, 5)) {
        console.error(`    line ${e.line}: ${e.message}\n      ${JSON.stringify(e.extract)}`);
      }
    }
    console.log(
      `Nu HTML Checker: ${checked} pages (${listed} from the sitemap), ${errors.length} errors on ${byUrl.size} pages; ${failures.length} pages with the wrong status`,
    );
    if (errors.length > 0 || failures.length > 0) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
