/**
 * The generated catalogue the list and search benchmarks measure (bench-search.mjs,
 * bench-admin-lists.mjs): deterministic products in three languages made of fixed word lists,
 * written straight into a migrated, empty database (SQLite file or MySQL), not the demo seed.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The words generated products are made of, per language; the queries use the same ones. */
export const WORDS = {
  es: {
    nouns: ['Mochila', 'Maletín', 'Bolso', 'Cartera', 'Cangurera', 'Morral', 'Bandolera', 'Funda'],
    adjectives: ['Verde', 'Azul', 'Negro', 'Rojo', 'Gris', 'Ligero', 'Urbano', 'Ejecutivo'],
    places: ['Boquete', 'Colón', 'Chitré', 'Penonomé', 'Bocas', 'Coronado', 'Pedasí', 'Darién'],
    materials: ['cuero', 'lona', 'nailon', 'algodón', 'poliéster', 'yute'],
    features: [
      'con bolsillo acolchado para laptop de 15 pulgadas',
      'con cierre resistente al agua',
      'ideal para viajes de fin de semana',
      'con correa ajustable y herrajes metálicos',
      'hecho a mano en Panamá',
    ],
  },
  en: {
    nouns: ['Backpack', 'Laptop Bag', 'Bag', 'Wallet', 'Fanny Pack', 'Rucksack', 'Sling', 'Sleeve'],
    adjectives: ['Green', 'Blue', 'Black', 'Red', 'Grey', 'Light', 'Urban', 'Executive'],
    places: ['Boquete', 'Colon', 'Chitre', 'Penonome', 'Bocas', 'Coronado', 'Pedasi', 'Darien'],
    materials: ['leather', 'canvas', 'nylon', 'cotton', 'polyester', 'jute'],
    features: [
      'with a padded sleeve for a 15-inch laptop',
      'with a water-resistant zip',
      'made for weekend trips',
      'with an adjustable strap and metal fittings',
      'handmade in Panama',
    ],
  },
  zh: {
    nouns: ['双肩包', '电脑包', '手提包', '钱包', '腰包', '背包', '斜挎包', '内胆包'],
    adjectives: ['绿色', '蓝色', '黑色', '红色', '灰色', '轻便', '城市', '商务'],
    places: ['博克特', '科隆', '奇特雷', '佩诺诺梅', '博卡斯', '科罗纳多', '佩达西', '达连'],
    materials: ['真皮', '帆布', '尼龙', '棉布', '涤纶', '黄麻'],
    features: [
      '带十五寸电脑软垫隔层',
      '配防水拉链',
      '适合周末旅行',
      '肩带可调节，金属配件',
      '巴拿马手工制作',
    ],
  },
};
const CATEGORY_OF_NOUN = [
  'backpacks',
  'laptop_bags',
  'tote_bags',
  'crossbody',
  'fanny_packs',
  'backpacks',
  'crossbody',
  'laptop_bags',
];

/** A small deterministic generator (mulberry32): the same catalogue on every run and database. */
export function generator(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export function slugOf(text) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The generated catalogue: one row per product, a translation per language each. */
export function generateCatalogue(count) {
  const pick = generator(14);
  const products = [];
  const start = Date.UTC(2025, 0, 1);
  for (let i = 1; i <= count; i++) {
    const noun = pick(8);
    const adjective = pick(8);
    const place = pick(8);
    const material = pick(6);
    const feature = pick(5);
    const other = pick(5);
    const at = new Date(start + i * 60_000).toISOString().replace('T', ' ').replace('Z', '');
    const texts = {};
    for (const locale of ['es', 'en', 'zh']) {
      const w = WORDS[locale];
      const name =
        locale === 'es'
          ? `${w.nouns[noun]} ${w.adjectives[adjective]} ${w.places[place]} ${i}`
          : locale === 'en'
            ? `${w.places[place]} ${w.adjectives[adjective]} ${w.nouns[noun]} ${i}`
            : `${w.places[place]}${w.adjectives[adjective]}${w.nouns[noun]} ${i}`;
      const description =
        locale === 'zh'
          ? `${w.materials[material]}${w.nouns[noun]}，${w.features[feature]}。${w.features[other]}。`
          : `${w.nouns[noun]} ${locale === 'es' ? 'de' : 'in'} ${w.materials[material]} ${w.features[feature]}. ${w.features[other]}.`;
      texts[locale] = { name, slug: `${slugOf(name)}-${i}`, description };
    }
    products.push({
      category: CATEGORY_OF_NOUN[noun],
      price: (10 + pick(29000) / 100).toFixed(2),
      at,
      texts,
    });
  }
  return products;
}

/**
 * Writes the generated catalogue straight into the migrated, empty database. A product may carry
 * `published` (default true), `updatedAt` (default its creation), only some languages in `texts`,
 * and `images`: one `{es, en, zh}` of alt texts per image (rows only, no files behind them).
 */
export async function fillDatabase(database, products) {
  const translations = (id, p) =>
    Object.entries(p.texts).map(([locale, t]) => [
      id,
      locale,
      t.name,
      t.slug,
      t.description,
      slugOf(t.name).replace(/-/g, ' '),
    ]);
  const images = (id, p) =>
    (p.images ?? []).map((alt, position) => [
      id,
      position,
      `${id.toString(16).padStart(8, '0')}${position}`.padEnd(32, '0'),
      800,
      600,
      '[400,800]',
      alt.es ?? '',
      alt.en ?? null,
      alt.zh ?? null,
    ]);
  const productRow = (p) => [
    p.category,
    p.price,
    p.published === false ? 0 : 1,
    p.at,
    p.updatedAt ?? p.at,
  ];
  const TEXT_COLUMNS = 'product_id, locale, name, slug, description, search_text';
  const IMAGE_COLUMNS =
    'product_id, position, storage_key, width, height, variants, alt_es, alt_en, alt_zh';
  if (database.type === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.file);
    const product = db.prepare(
      'INSERT INTO products (category, price, published, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const text = db.prepare(
      `INSERT INTO product_translations (${TEXT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const image = db.prepare(
      `INSERT INTO product_images (${IMAGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (const p of products) {
        const id = Number(product.run(...productRow(p)).lastInsertRowid);
        for (const values of translations(id, p)) text.run(...values);
        for (const values of images(id, p)) image.run(...values);
      }
    })();
    db.close();
    return;
  }
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection(database.url);
  try {
    for (let from = 0; from < products.length; from += 1000) {
      const chunk = products.slice(from, from + 1000);
      const [result] = await connection.query(
        'INSERT INTO products (category, price, published, created_at, updated_at) VALUES ?',
        [chunk.map(productRow)],
      );
      const rows = chunk.flatMap((p, index) => translations(result.insertId + index, p));
      await connection.query(`INSERT INTO product_translations (${TEXT_COLUMNS}) VALUES ?`, [rows]);
      const pictures = chunk.flatMap((p, index) => images(result.insertId + index, p));
      if (pictures.length)
        await connection.query(`INSERT INTO product_images (${IMAGE_COLUMNS}) VALUES ?`, [
          pictures,
        ]);
    }
  } finally {
    await connection.end();
  }
}
