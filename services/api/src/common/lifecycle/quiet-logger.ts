import { ConsoleLogger } from '@nestjs/common';

// Nest's start-up chatter (every module and route) buries the lines a person needs.
const STARTUP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

export function isStartupChatter(context: string | undefined): boolean {
  return context !== undefined && STARTUP_CONTEXTS.has(context);
}

export class QuietLogger extends ConsoleLogger {
  override log(message: unknown, context?: string) {
    if (isStartupChatter(context)) return;
    super.log(message, context);
  }
}
