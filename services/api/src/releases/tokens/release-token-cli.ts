import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { ReleaseTokensService } from './release-tokens.service';

export const RELEASE_TOKEN_CLI_USAGE = `  node services/api/dist/cli.js release-token create --name <team>
  node services/api/dist/cli.js release-token list
  node services/api/dist/cli.js release-token revoke --name <team>`;

const when = (date: Date | null) => (date ? date.toISOString() : '-');

/**
 * A team's release tokens, managed on a server: `create` prints the token once (only its hash is
 * kept), `list` shows names and dates (never a token), `revoke` stops one for good.
 */
export async function releaseTokenCommand(args: string[], source: DataSource): Promise<string> {
  const [action, ...rest] = args;
  const { values } = parseArgs({ args: rest, options: { name: { type: 'string' } } });
  const tokens = new ReleaseTokensService(source);
  if (action === 'list') {
    const rows = await tokens.list();
    if (rows.length === 0) return 'No release tokens.';
    return [
      ['name', 'created', 'last used', 'revoked'].join('\t'),
      ...rows.map((row) =>
        [row.name, when(row.createdAt), when(row.lastUsedAt), when(row.revokedAt)].join('\t'),
      ),
    ].join('\n');
  }
  if ((action !== 'create' && action !== 'revoke') || !values.name)
    throw new Error(`Usage:\n${RELEASE_TOKEN_CLI_USAGE}`);
  if (action === 'revoke') {
    if (!(await tokens.revoke(values.name)))
      throw new Error(`No working release token is named "${values.name}"`);
    return `Release token "${values.name.trim()}" revoked: the API refuses it from now on.`;
  }
  const token = await tokens.create(values.name);
  return [
    `Release token "${values.name.trim()}" created. It is shown this once: store it in the`,
    'pipeline’s secrets as RELEASE_TOKEN.',
    token,
  ].join('\n');
}
