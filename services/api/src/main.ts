import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { DEMO_STAFF, SeedService } from './database/seed/seed.service';

async function bootstrap() {
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks();
  if (config.seedDemo) await app.get(SeedService).run();
  await app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  const lines = [
    `Bolsos is running at ${url}  (database: ${config.database.type}, mail: ${config.mail.transport})`,
  ];
  if (config.apiDocs) lines.push(`API docs: ${url}/api/docs`);
  if (config.seedDemo) {
    lines.push(
      'Demo logins:',
      ...DEMO_STAFF.map((s) => `  ${s.email} / ${s.password} (${s.roles.join(', ')})`),
    );
  }
  if (config.mail.transport === 'outbox')
    lines.push(`E-mails are written to ${config.mail.outboxDir}`);
  Logger.log(`\n${lines.join('\n')}`, 'Bolsos');
}

bootstrap().catch((error: unknown) => {
  // Configuration and database errors are for a human: print the message, not a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
