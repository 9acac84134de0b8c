import 'reflect-metadata';
import { isRole, userCreateSchema, validate, type Role } from '@bolsos/contracts';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { PasswordHasher } from './auth/password-hasher.service';
import { fillMissingCompleteness } from './products/product-completeness.subscriber';
import { loadConfig } from './config/app-config';
import { foldText } from './common/utils/fold-text';
import {
  databaseLocation,
  RELEASE_CLI_USAGE,
  releaseCommand,
  releaseSettings,
} from './releases/release-cli';
import { RELEASE_TOKEN_CLI_USAGE, releaseTokenCommand } from './releases/tokens/release-token-cli';
import { dataSourceOptions, detectMysqlFlavor } from './database/data-source-options';
import { UserRole } from './users/entities/user-role.entity';
import { User } from './users/entities/user.entity';

const USAGE = `Usage:
  node services/api/dist/cli.js migrate
  node services/api/dist/cli.js create-user --email <e-mail> --name <name> --role admin [--role manager] [--password <password>]
  node services/api/dist/cli.js fill-completeness
${RELEASE_CLI_USAGE}
${RELEASE_TOKEN_CLI_USAGE}
create-user makes the first administrator of a production install (the demo seed never runs
there). fill-completeness gives products written around the API (a bulk load, a restore) the
completeness flags every write through the API keeps; the server never scans for them itself.
release-config prints, as JSON, how these settings release a remote (local, shared or s3; a fleet
or one server; the releases folder): \`npm run release\`/\`rollback\` decide from it.
release-record, release-rollback and release-promote are what \`npm run release\`/\`rollback\`/
\`promote\` call for a fleet (RELEASES_DRIVER=shared or s3, s3 the default with STORAGE_DRIVER=s3)
and for canaries: the switch is written to the database and announced to every replica.
release-token gives a team's pipeline its own token to release through the API
(\`RELEASE_TOKEN=… npm run release -- <remote> --api <url>\`): create prints it once, list shows
names and dates only, revoke stops it.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'release-config') {
    // Settings only: the release script asks before it builds, wherever the database is.
    console.log(JSON.stringify(releaseSettings(config)));
    return;
  }
  let source: DataSource;
  try {
    source = new DataSource(dataSourceOptions(await detectMysqlFlavor(config.database), true));
    await source.initialize();
  } catch (error) {
    throw new Error(
      `cannot open the database ${databaseLocation(config.database)}: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  try {
    if (command === 'migrate') {
      console.log('Migrations are up to date.');
      return;
    }
    if (command === 'fill-completeness') {
      const filled = await fillMissingCompleteness(source.manager);
      console.log(`Completeness flags added for ${filled} product(s).`);
      return;
    }
    if (
      command === 'release-record' ||
      command === 'release-rollback' ||
      command === 'release-promote'
    ) {
      console.log(await releaseCommand(command, rest, source, config));
      return;
    }
    if (command === 'release-token') {
      console.log(await releaseTokenCommand(rest, source));
      return;
    }
    if (command !== 'create-user') throw new Error(USAGE);
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        password: { type: 'string' },
      },
    });
    const roles = (values.role ?? []).filter(isRole) as Role[];
    const result = validate<{ name: string; email: string; roles: Role[] }>(userCreateSchema, {
      name: values.name,
      email: values.email,
      roles,
    });
    if (!result.ok) throw new Error(`${JSON.stringify(result.errors)}\n${USAGE}`);
    const repo = source.getRepository(User);
    if (await repo.findOne({ where: { email: result.value.email } })) {
      throw new Error(`A user with e-mail ${result.value.email} already exists`);
    }
    const password = values.password;
    if (password !== undefined && password.length < 8)
      throw new Error('The password needs at least 8 characters');
    await repo.save(
      repo.create({
        name: result.value.name,
        email: result.value.email,
        passwordHash: password ? await new PasswordHasher().hash(password) : null,
        passwordSetAt: password ? new Date() : null,
        locale: 'es',
        searchText: foldText(result.value.email, result.value.name),
        roleLinks: result.value.roles.map((role) => Object.assign(new UserRole(), { role })),
      }),
    );
    console.log(`Created ${result.value.email} (${result.value.roles.join(', ')})`);
  } finally {
    await source.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
