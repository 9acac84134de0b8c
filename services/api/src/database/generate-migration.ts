/**
 * Writes a migration with the SQL needed to bring a database at the current
 * migrations up to the entities, for one dialect:
 *   node services/api/dist/database/generate-migration.js <sqlite|mysql> <Name> [mysql-url]
 * Run it once per dialect; each dialect keeps its own folder (stack-notes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, detectMysqlFlavor } from './data-source-options';

async function main() {
  const [dialect, name, url] = process.argv.slice(2);
  if (!['sqlite', 'mysql'].includes(dialect) || !/^[A-Z][A-Za-z0-9]+$/.test(name ?? '')) {
    throw new Error('usage: generate-migration <sqlite|mysql> <PascalName> [mysql-url]');
  }
  const options =
    dialect === 'sqlite'
      ? dataSourceOptions({
          type: 'sqlite',
          file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gen-')), 'db.sqlite'),
        })
      : dataSourceOptions(await detectMysqlFlavor({ type: 'mysql', url: url ?? '', readUrls: [] }));
  const source = new DataSource(options);
  await source.initialize();
  const sql = await source.driver.createSchemaBuilder().log();
  await source.destroy();
  if (sql.upQueries.length === 0) {
    console.log('Schema is up to date: no migration written.');
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const quote = (query: string) =>
    JSON.stringify(
      dialect === 'mysql' && /^CREATE TABLE/.test(query)
        ? query.replace(
            /ENGINE=InnoDB$/,
            'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
          )
        : query,
    );
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
  const down = sql.downQueries
    .reverse()
    .map((q) => `    await queryRunner.query(${quote(q.query)});`)
    .join('\n');
  const file = path.join(
    __dirname,
    '..',
    '..',
    'src',
    'database',
    'migrations',
    dialect,
    `${timestamp}-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.ts`,
  );
  fs.writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  console.log(`Wrote ${file}: add ${className} to migrations/${dialect}/index.ts`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
