import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';
import { createOpenApiDocument } from './openapi-document';

/**
 * Writes the API's OpenAPI document to docs/openapi.json and the TypeScript client types
 * generated from it (openapi-typescript) beside the API tests, both as Prettier formats them, so a
 * change to the API shows up in review. `nx run api:build` runs it. With `--check` (and in CI) it
 * writes nothing and fails when either file differs from what the code documents.
 *
 * The document is built from a throwaway app on an in-memory database, with fixed settings, so
 * it does not depend on the machine's environment. Its `servers` is relative (the origin that
 * serves the file): a running API names its own APP_URL there instead.
 */
const ROOT = path.resolve(__dirname, '../../../../..');
export const OPENAPI_FILE = path.join(ROOT, 'docs/openapi.json');
export const CLIENT_TYPES_FILE = path.join(
  ROOT,
  'services/api/test/support/openapi-schema.generated.ts',
);
const CLIENT_TYPES_HEADER =
  '// Generated from docs/openapi.json by openapi-typescript (services/api/src/common/openapi/write-openapi.ts): do not edit.\n';

/** As Prettier writes the file (its CLI: its API loads plugins with a dynamic import jest refuses). */
function formatted(file: string, text: string): string {
  const cli = path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs');
  return execFileSync(process.execPath, [cli, '--stdin-filepath', file], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
}

/** openapi-typescript's CLI: the package is ESM-only, this script CommonJS. */
function clientTypes(documentFile: string): string {
  const cli = path.join(ROOT, 'node_modules/openapi-typescript/bin/cli.js');
  return execFileSync(process.execPath, [cli, documentFile], { cwd: ROOT, encoding: 'utf8' });
}

/** The client types file as generated from a document file, formatted as committed. */
export function clientTypesFor(documentFile: string): string {
  return formatted(CLIENT_TYPES_FILE, CLIENT_TYPES_HEADER + clientTypes(documentFile));
}

export async function renderOpenApiFiles(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-openapi-'));
  try {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: 'sqlite::memory:',
        APP_URL: 'http://localhost:3000',
      },
      ROOT,
    );
    const app = await createApp(config, { logger: ['error'] });
    let documentText: string;
    try {
      const document = createOpenApiDocument(app, config);
      document.servers = [
        { url: '/', description: 'The origin serving this document (a running API: its APP_URL)' },
      ];
      documentText = formatted(OPENAPI_FILE, JSON.stringify(document));
    } finally {
      await app.close();
    }
    const documentFile = path.join(dataDir, 'openapi.json');
    fs.writeFileSync(documentFile, documentText);
    return { [OPENAPI_FILE]: documentText, [CLIENT_TYPES_FILE]: clientTypesFor(documentFile) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const check = process.argv.includes('--check') || process.env.CI === 'true';
  const stale: string[] = [];
  for (const [file, text] of Object.entries(await renderOpenApiFiles())) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(path.relative(ROOT, file));
    else fs.writeFileSync(file, text);
  }
  if (stale.length > 0) {
    console.error(
      `${stale.join(' and ')} ${stale.length > 1 ? 'differ' : 'differs'} from what the API documents: run \`npx nx run api:build\` and commit the result.`,
    );
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
