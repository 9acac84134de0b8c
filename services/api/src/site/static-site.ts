import {
  isReleaseRemote,
  LANG_CHOICE_PARAM,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_DAYS,
  LOCALE_TAGS,
  matchPath,
  RELEASE_LOAD_TOKEN_FIELD,
  type ReleaseRemote,
} from '@bolsos/contracts';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import {
  compressSync,
  isCompressible,
  pickEncoding,
  varyOnEncoding,
} from '../common/http/content-encoding';
import type { CacheBuild } from '../common/cache/response-cache';
import { contentSecurityPolicy, type CspSources } from '../common/http/content-security-policy';
import type { AppConfig } from '../config/app-config';
import { insertBefore, replaceLiteral } from '../common/utils/html-insert';
import { CompressedStatic } from './compressed-static';
import { postContactForm, type ContactFormDeps } from './contact-form-post';
import { newFormToken, withFormToken } from './contact-form-token';
import { chosenLanguage, languageRedirect, pageLocale } from './language-redirect';
import { appendSetCookie, PAGE_CACHE_CONTROL, pageCacheKey, type PageCache } from './page-cache';
import {
  requestVisitor,
  variantKey,
  type ReleaseVariant,
  type ReleaseVisitor,
} from './release-bucket';
import { releasesServed } from '../releases/live-releases';
import { withDeferredBoot } from './deferred-boot';
import { PageAssets, type PageAssetList } from './page-assets';
import {
  isBuildStatsFile,
  isPrivateBuildFile,
  isPrivateReleaseFile,
  servedPath,
} from './private-files';
import {
  REMOTES,
  cspSourcesReader,
  entryRelease,
  localManifest,
  releaseFolder,
  remotesConfig,
} from './remote-builds';
import type { PageRenderer, RenderedPage } from './page-renderer.service';

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$/i;
// Manifests, entries and version files must be re-read at once after a release.
const ALWAYS_FRESH = /(mf-manifest\.json|remoteEntry\.js|latest\.json|mf-stats\.json|index\.html)$/;

// An .html file served as it is (a remote's stand-alone page) runs no inline script of ours.
const STATIC_HTML_CSP = contentSecurityPolicy('', { codeOrigins: [], imageOrigins: [] });

function setCacheHeaders(res: Response, file: string) {
  if (file.endsWith('.html')) res.setHeader('Content-Security-Policy', STATIC_HTML_CSP);
  if (ALWAYS_FRESH.test(file)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * A release folder is never rewritten (scripts/releases.mjs), so everything in it is immutable,
 * its remote entry included; only what names the files (manifest, latest.json) is revalidated.
 */
function setReleaseCacheHeaders(res: Response, file: string) {
  if (/(mf-manifest\.json|mf-stats\.json|latest\.json)$/.test(file))
    res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

function serveFolder(
  folder: string,
  warm: boolean,
  { headers = setCacheHeaders, hidden = isPrivateBuildFile } = {},
) {
  const compressed = new CompressedStatic(folder, headers, hidden);
  if (warm) void compressed.warm();
  const files = express.static(folder, {
    index: false,
    fallthrough: true,
    setHeaders: headers,
  });
  // Decided on the file the path names (private-files.ts), which is what both servers below open.
  return (req: Request, res: Response, next: NextFunction) => {
    const file = servedPath(req.path);
    if (file === null || hidden(file)) return next();
    return compressed.middleware(req, res, (error?: unknown) =>
      error ? next(error) : files(req, res, next),
    );
  };
}

/** Sends a page built for this request, compressed quickly when the client takes it. */
function sendHtml(req: Request, res: Response, html: string, sources: CspSources) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(html, sources));
  let body: Buffer = Buffer.from(html);
  const type = 'text/html; charset=utf-8';
  if (isCompressible(type, body.length)) {
    res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = compressSync(body, encoding, 'live');
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

const PLACEHOLDER = `<!doctype html><html lang="es-PA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bolsos</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>Bolsos</h1><p>The API is running. The front ends are not built yet: run <code>npm start</code> from the repository root.</p>
<ul><li><a href="/api/docs">API documentation (OpenAPI)</a></li><li><a href="/api/health">Health</a></li></ul></body></html>`;

let cachedIndex: { file: string; mtimeMs: number; html: string } | undefined;
function readIndex(file: string): string | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    if (!cachedIndex || cachedIndex.file !== file || cachedIndex.mtimeMs !== mtimeMs) {
      cachedIndex = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
    }
    return cachedIndex.html;
  } catch {
    return null;
  }
}

/** A stylesheet React hoists (`<style href precedence>`); user text never makes one: React escapes `<`. */
const HOISTED_STYLE = /<style data-precedence="[^"]*"[^>]*>[^<]*<\/style>/g;

/** The shell's index.html with this page's language, <head>, server markup and preloaded data. */
export function composePage(
  html: string,
  lang: string,
  page: RenderedPage | null,
  assets: PageAssetList = { styles: '', preloads: [] },
): string {
  // Every insert is literal (html-insert.ts): the head, markup and state carry user text.
  const withoutLang = html.replace(
    /<html([^>]*?)\s+lang="[^"]*"/,
    (_, attributes: string) => `<html${attributes}`,
  );
  let out = replaceLiteral(withoutLang, '<html', `<html lang="${lang}"`);
  if (!page) return out;
  if (page.head) {
    if (/<title>/.test(page.head)) out = replaceLiteral(out, /<title>[\s\S]*?<\/title>/, '');
    out = insertBefore(out, '</head>', page.head);
  }
  if (page.body !== null) {
    // React renders a <style precedence> into the markup when it renders no <head> of its own;
    // HTML wants it in <head>, where React looks for it again when the app hydrates.
    const hoisted: string[] = [];
    const body = page.body.replace(HOISTED_STYLE, (style) => {
      hoisted.push(style);
      return '';
    });
    // The page works as HTML at once; the app boots after its photos (deferred-boot.ts).
    out = insertBefore(
      withDeferredBoot(out, assets.preloads),
      '</head>',
      assets.styles + hoisted.join(''),
    );
    out = replaceLiteral(
      out,
      /<div id="root">\s*<\/div>/,
      `<div id="root" data-server-rendered="true">${body}</div>`,
    );
  }
  return insertBefore(out, '</body>', page.stateScript);
}

function redirectCacheControl(status: number): string {
  return status === 301 ? 'public, max-age=300' : 'no-cache';
}

/**
 * A rendered page as the byte cache keeps it. Only a complete page is kept: a redirect, a 404 or
 * a page whose server render failed (sent client-only) is built again for the next request.
 */
function pageAnswer(
  page: RenderedPage | null,
  html: string,
  lang: string,
  assets: PageAssets,
  sources: CspSources,
  variant: ReleaseVariant,
): CacheBuild {
  const contentType = 'text/html; charset=utf-8';
  if (page?.location && (page.status === 301 || page.status === 302)) {
    return {
      status: page.status,
      body: '',
      contentType,
      location: encodeURI(page.location),
      cacheControl: redirectCacheControl(page.status),
      store: false,
    };
  }
  const complete = page?.status === 200 && page.body !== null;
  const body = composePage(html, lang, page, page ? assets.pageAssets(variant) : undefined);
  return {
    status: page?.status ?? 200,
    body,
    // Hashes of this page's own inline scripts: the same for every visitor, so it can be cached.
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(body, sources),
      'Content-Language': lang,
    },
    contentType,
    cacheControl: complete ? PAGE_CACHE_CONTROL : 'no-cache',
    store: complete,
    timings: page?.timings,
    // A page shows what its data shows: a catalogue write clears it when it clears that data.
    tags: page?.tags,
  };
}

/** Contact posted as a plain form: 303 to the confirmation, or the page again with the form. */
async function answerContactForm(
  req: Request,
  res: Response,
  site: {
    pages: PageRenderer;
    deps: ContactFormDeps;
    shellDist: string;
    assets: PageAssets;
    visitor: (req: Request) => ReleaseVisitor;
  },
  sources: () => CspSources,
): Promise<void> {
  const { pages, assets } = site;
  const outcome = await postContactForm(req, site.deps);
  res.setHeader('Cache-Control', 'no-store');
  const visitor = site.visitor(req);
  if (outcome.kind === 'sent') {
    // Built from the request's own path, percent-encoded as the browser sent it (/zh/%E8%81%94…):
    // encoding it again sent Chinese visitors to a 404.
    res.redirect(303, outcome.location);
    return;
  }
  if (outcome.retryAfter) res.setHeader('Retry-After', String(outcome.retryAfter));
  const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  // The form's page language, which its address names (403s included: a page, not a word).
  const locale = pageLocale(req);
  const page = await pages.render(req.path, search, locale, outcome.state, visitor.variant);
  // A bucket given now goes with the page it chose; the answer stays no-store.
  if (visitor.setCookie) appendSetCookie(res, visitor.setCookie);
  const html = readIndex(path.join(site.shellDist, 'index.html'));
  res.status(outcome.status);
  res.setHeader('Content-Language', LOCALE_TAGS[locale]);
  sendHtml(
    req,
    res,
    withFormToken(
      composePage(html ?? '', LOCALE_TAGS[locale], page, assets.pageAssets(visitor.variant)),
      outcome.token,
    ),
    sources(),
  );
}

/**
 * What the cached pages were rendered with: the shell's index.html and server bundle, and the
 * storefront build the remotes config names (its default dist/ or a release). A change empties
 * the page cache.
 */
export function siteBuildStamp(config: AppConfig): string {
  const shell = path.join(config.webRoot, 'shell', 'dist');
  const storefront = localManifest(config, 'storefront')?.file;
  const files = [
    path.join(shell, 'index.html'),
    path.join(shell, 'server', 'index.js'),
    storefront,
    storefront && path.join(path.dirname(storefront), 'server', 'index.js'),
  ];
  return files
    .map((file) => {
      if (!file) return '-';
      try {
        return `${file}@${fs.statSync(file).mtimeMs}`;
      } catch {
        return `${file}@none`;
      }
    })
    .join('|');
}

/**
 * Static files: uploaded media, the remotes, the shell, and the shell's index.html for app routes.
 * `warm` compresses the builds ahead of the first visitor (a server start, not a test app).
 */
export function mountStaticSite(
  app: Express,
  config: AppConfig,
  pages?: PageRenderer,
  {
    warm = false,
    pageCache,
    contactForm,
  }: {
    warm?: boolean;
    pageCache?: PageCache;
    /** Contact's form posted without JavaScript (contact-form-post.ts) */
    contactForm?: Omit<ContactFormDeps, 'origins'>;
  } = {},
) {
  const assets = new PageAssets(config.webRoot, (variant) =>
    localManifest(config, 'storefront', variant),
  );
  const currentCspSources = cspSourcesReader(config);
  // The builds' report of their libraries and versions stays unserved unless asked for.
  const statsHidden = (file: string) => !config.publishBuildStats && isBuildStatsFile(file);
  const buildHidden = (file: string) => isPrivateBuildFile(file) || statsHidden(file);
  const releaseHidden = (file: string) => isPrivateReleaseFile(file) || statsHidden(file);
  pageCache?.readVisitorsWith((req) => requestVisitor(config, req));
  /** The visitor's canary variant; a bucket given now is set on `res` (given one). */
  const visitorOf = (
    req: Request,
    res?: Response,
    visitor = requestVisitor(config, req),
  ): ReleaseVisitor => {
    if (res && visitor.setCookie) {
      appendSetCookie(res, visitor.setCookie);
      res.setHeader('Cache-Control', 'private, no-cache');
    }
    return visitor;
  };
  app.get('/remotes.config.json', (req: Request, res: Response) => {
    // no-cache, not no-store: a tab revalidates it on every start and every version poll.
    res.setHeader('Cache-Control', 'no-cache');
    // Per bucket while a canary runs; the same answer for everyone otherwise.
    res.setHeader('Vary', 'Cookie');
    const visitor = visitorOf(req, res);
    const body = remotesConfig(config, visitor.variant);
    // This page load's token for the releases it is given: the shell's health reports carry
    // it, so only loads handed out here count (load-token.ts).
    const { remotes = [] } = body as { remotes?: { name?: unknown; entry?: unknown }[] };
    const served: Partial<Record<ReleaseRemote, string>> = {};
    for (const { name, entry } of remotes) {
      const release = isReleaseRemote(name) ? entryRelease(name, entry) : null;
      if (release) served[name as ReleaseRemote] = release;
    }
    const token = Object.keys(served).length ? releasesServed(config, served) : undefined;
    res.json(token ? { ...(body as object), [RELEASE_LOAD_TOKEN_FIELD]: token } : body);
  });
  for (const remote of REMOTES) {
    app.use(
      `${remote.mount}/releases`,
      serveFolder(path.join(config.releasesDir, releaseFolder(remote)), false, {
        headers: setReleaseCacheHeaders,
        hidden: releaseHidden,
      }),
    );
    app.use(
      remote.mount,
      serveFolder(path.join(config.webRoot, remote.folder, 'dist'), warm, { hidden: buildHidden }),
    );
  }
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  app.use(serveFolder(shellDist, warm, { hidden: buildHidden }));
  if (pages && contactForm) {
    const formBody = express.urlencoded({ extended: false, limit: '32kb' });
    // Besides the request's own origin (contact-form-post.ts): the shop's configured ones.
    const deps = {
      ...contactForm,
      origins: [new URL(config.appUrl).origin, ...config.appOrigins],
    };
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'POST' || matchPath(req.path)?.route.name !== 'contact') return next();
      formBody(req, res, (error?: unknown) => {
        if (error) return next(error);
        answerContactForm(
          req,
          res,
          { pages, deps, shellDist, assets, visitor: (r) => visitorOf(r) },
          currentCspSources,
        ).catch(next);
      });
    });
  }
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|sanctum|mfe|media)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/.test(req.path))
      return next();
    // Pages have no file extension (slugs are letters, digits and hyphens): a missing file is a 404.
    if (!req.accepts('html') || /\.[a-z0-9]+$/i.test(req.path)) return next();
    res.setHeader('Vary', 'Accept-Language, Cookie');
    const chosen = chosenLanguage(req);
    if (chosen) {
      // Recorded, then the page at its own address: one hop, and the choice outlives the tab.
      res.cookie(LANG_COOKIE, chosen, {
        maxAge: LANG_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
        path: '/',
        sameSite: 'lax',
        secure: config.session.secureCookie,
      });
      const rest = new URLSearchParams(req.url.includes('?') ? req.url.split('?')[1] : '');
      rest.delete(LANG_CHOICE_PARAM);
      const query = rest.toString();
      res.setHeader('Cache-Control', 'private, no-cache');
      return res.redirect(302, `${req.path}${query ? `?${query}` : ''}`);
    }
    const target = languageRedirect(req);
    if (target) {
      try {
        // Straight to the final address: a product's twin has a slug of its own in that language
        // (none: the product is not translated into it, and this Spanish page is the one to read).
        const location = pages ? await pages.finalPath(target) : target;
        if (location !== null) {
          res.setHeader('Cache-Control', 'private, no-cache');
          return res.redirect(
            302,
            encodeURI(location) +
              (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''),
          );
        }
      } catch (error) {
        return next(error);
      }
    }
    const html = readIndex(path.join(shellDist, 'index.html'));
    res.setHeader('Cache-Control', 'no-cache');
    if (html === null) {
      if (req.path === '/') return sendHtml(req, res, PLACEHOLDER, currentCspSources());
      return next();
    }
    try {
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
      // The right <html lang> in the first byte, for screen readers and crawlers.
      const locale = pageLocale(req);
      const lang = LOCALE_TAGS[locale];
      res.setHeader('Content-Language', lang);
      const cacheable = pages && pageCache ? pageCacheKey(req.path, search) : null;
      if (pages && pageCache && cacheable) {
        // The cache sets the bucket cookie with the page: one entry per variant.
        const visitor = visitorOf(req);
        const entry = await pageCache.resolve(
          cacheable.key + variantKey(visitor.variant),
          async () =>
            pageAnswer(
              await pages.render(req.path, search, undefined, undefined, visitor.variant),
              html,
              lang,
              assets,
              currentCspSources(),
              visitor.variant,
            ),
        );
        return pageCache.send(req, res, entry, cacheable.prefixed, visitor);
      }
      const visitor = visitorOf(req);
      const page = pages
        ? await pages.render(req.path, search, locale, undefined, visitor.variant)
        : null;
      if (page?.location && (page.status === 301 || page.status === 302)) {
        res.setHeader('Cache-Control', redirectCacheControl(page.status));
        return res.redirect(page.status, encodeURI(page.location));
      }
      // The bucket goes with the page it chose (a redirect chose nothing).
      visitorOf(req, res, visitor);
      if (page) res.status(page.status);
      const composed = composePage(
        html,
        lang,
        page,
        page ? assets.pageAssets(visitor.variant) : undefined,
      );
      // Contact's form gets a token of its own (contact-form-token.ts): this answer is this
      // visitor's alone.
      const filled = withFormToken(composed, newFormToken());
      if (filled !== composed) res.setHeader('Cache-Control', 'private, no-cache');
      return sendHtml(req, res, filled, currentCspSources());
    } catch (error) {
      return next(error);
    }
  });
}
