import path from 'node:path';

/** The repository root: the API is started from here, as `npm start` does. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * What the global setup hands to the test workers. Workers are started after the global setup,
 * so they inherit these variables from the runner process.
 */
export interface E2eEnv {
  /** Origin the API serves the whole site on, e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** Folder the SMTP listener writes each received message to (one JSON file per message). */
  mailDir: string;
  /** The REMOTES_CONFIG file the API reads on every request to /remotes.config.json. */
  remotesConfigFile: string;
  /** Scratch folder of this run, removed at teardown. */
  tmpDir: string;
}

const VARIABLES = {
  baseURL: 'BOLSOS_E2E_BASE_URL',
  mailDir: 'BOLSOS_E2E_MAIL_DIR',
  remotesConfigFile: 'BOLSOS_E2E_REMOTES_CONFIG',
  tmpDir: 'BOLSOS_E2E_TMP_DIR',
} as const satisfies Record<keyof E2eEnv, string>;

export function exportE2eEnv(env: E2eEnv): void {
  for (const key of Object.keys(VARIABLES) as (keyof E2eEnv)[]) {
    process.env[VARIABLES[key]] = env[key];
  }
}

export function readE2eEnv(): E2eEnv {
  const read = (key: keyof E2eEnv): string => {
    const value = process.env[VARIABLES[key]];
    if (!value) {
      throw new Error(
        `${VARIABLES[key]} is not set: run the journeys with "playwright test -c e2e/playwright.config.ts", whose global setup starts the site.`,
      );
    }
    return value;
  };
  return {
    baseURL: read('baseURL'),
    mailDir: read('mailDir'),
    remotesConfigFile: read('remotesConfigFile'),
    tmpDir: read('tmpDir'),
  };
}
