import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { assertBuilt, freePort, startApiServer } from './support/api-server';
import { exportE2eEnv } from './support/e2e-env';
import { DEFAULT_REMOTES_CONFIG, writeRemotesConfig } from './support/remotes-config';
import { startSmtpSink } from './support/smtp-sink';

/**
 * Serves the production builds the way `npm start` does, on a fresh database, with mail going to
 * a real SMTP listener of this process. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-e2e-'));
  const mailDir = path.join(tmpDir, 'mail');
  const remotesConfigFile = path.join(tmpDir, 'remotes.config.json');
  const logFile = path.join(tmpDir, 'api.log');
  writeRemotesConfig(remotesConfigFile, DEFAULT_REMOTES_CONFIG);

  const smtp = await startSmtpSink(mailDir);
  let api;
  try {
    api = await startApiServer({
      port: await freePort(),
      dataDir: path.join(tmpDir, 'data'),
      smtpPort: smtp.port,
      remotesConfigFile,
      logFile,
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  exportE2eEnv({ baseURL: api.origin, mailDir, remotesConfigFile, tmpDir });
  console.log(`[e2e] site at ${api.origin} (API log: ${logFile})`);

  return async () => {
    await api.close();
    await smtp.close();
    if (process.env.BOLSOS_E2E_KEEP_TMP) console.log(`[e2e] kept ${tmpDir}`);
    else fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
