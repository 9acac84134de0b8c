import { DETAIL_IMAGE_SIZES, type CatalogProductDetail } from '@bolsos/contracts';
import { jsonLd, renderHead, scriptJson } from './seo-head';

const product: CatalogProductDetail = {
  id: 7,
  category: 'backpacks',
  price: '49.90',
  name: 'Mochila "Azul" <Pro>',
  slug: 'mochila-azul',
  locale: 'es',
  path: '/productos/mochilas/mochila-azul',
  image: null,
  description: 'Una mochila.',
  images: [
    {
      url: '/media/products/abc-800.jpg',
      srcset: '',
      width: 800,
      height: 600,
      alt: 'Mochila azul',
    },
  ],
  alternates: {
    es: '/productos/mochilas/mochila-azul',
    en: '/en/products/backpacks/blue-backpack',
    zh: '/zh/产品/双肩包/蓝色双肩包',
  },
  translations: ['es', 'en', 'zh'],
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('renderHead', () => {
  const head = renderHead({
    appUrl: 'https://bolsos.pa',
    locale: 'es',
    route: { name: 'product', category: 'backpacks', slug: 'mochila-azul' },
    meta: { title: 'Mochila "Azul" <Pro> | Bolsos', description: 'Una mochila.' },
    alternates: product.alternates,
    canonicalPath: product.path,
    product,
  });

  it('preloads the product photo first, with the srcset and sizes its <img> uses', () => {
    const withSrcset = renderHead({
      appUrl: 'https://bolsos.pa',
      locale: 'es',
      route: { name: 'product', category: 'backpacks', slug: 'mochila-azul' },
      meta: { title: 'Mochila', description: 'Una mochila.' },
      alternates: product.alternates,
      canonicalPath: product.path,
      product: {
        ...product,
        images: [
          { ...product.images[0], srcset: '/media/a-400.webp 400w, /media/a-800.webp 800w' },
        ],
      },
    });
    expect(withSrcset.split('\n')[0]).toBe(
      `<link rel="preload" as="image" href="/media/products/abc-800.jpg" imagesrcset="/media/a-400.webp 400w, /media/a-800.webp 800w" imagesizes="${DETAIL_IMAGE_SIZES}" fetchpriority="high">`,
    );
  });

  it('preloads no image on pages whose largest paint is not one photo', () => {
    const contact = renderHead({
      appUrl: 'https://bolsos.pa',
      locale: 'es',
      route: { name: 'contact' },
      meta: { title: 'Contacto', description: 'Escríbanos.' },
      alternates: { es: '/contacto', en: '/en/contact', zh: '/zh/联系' },
      canonicalPath: '/contacto',
      product,
    });
    expect(contact).not.toContain('rel="preload"');
  });

  it('escapes text and encodes non-ASCII URLs', () => {
    expect(head).toContain('<title>Mochila &quot;Azul&quot; &lt;Pro&gt; | Bolsos</title>');
    expect(head).toContain(
      `hreflang="zh-CN" href="https://bolsos.pa${encodeURI('/zh/产品/双肩包/蓝色双肩包')}"`,
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://bolsos.pa/productos/mochilas/mochila-azul">',
    );
    expect(head).toContain('<meta property="og:locale" content="es_PA">');
    expect(head).toContain(
      '<meta property="og:image" content="https://bolsos.pa/media/products/abc-800.jpg">',
    );
  });

  it('keeps JSON-LD from closing its script tag', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(head).not.toMatch(/<Pro>/);
  });

  it('describes the product with an Offer in USD and a breadcrumb trail', () => {
    const blocks = jsonLd({
      appUrl: 'https://bolsos.pa',
      locale: 'en',
      route: { name: 'product', category: 'backpacks', slug: 'blue-backpack' },
      meta: { title: '', description: '' },
      alternates: product.alternates,
      canonicalPath: product.alternates.en,
      product: { ...product, path: product.alternates.en },
    }) as Record<string, unknown>[];
    expect(blocks.map((b) => b['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({
      category: 'Backpacks',
      offers: {
        price: '49.90',
        priceCurrency: 'USD',
        url: 'https://bolsos.pa/en/products/backpacks/blue-backpack',
      },
    });
  });
});
