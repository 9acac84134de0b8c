import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequestId } from '../http/request-id';
import { isStartupChatter } from './quiet-logger';

export interface JsonLine {
  time: string;
  level: LogLevel;
  msg: string;
  context?: string;
  request_id?: string;
  stack?: string;
  [field: string]: unknown;
}

/**
 * Production logs: one JSON object per line, so a log shipper can index them, each with the id of
 * the request it belongs to. Nest's own start-up chatter is dropped as in the text logger.
 */
export class JsonLogger extends ConsoleLogger {
  constructor(
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
  ) {
    super();
  }

  /** A line with fields of its own (the request log), outside Nest's message/context pair. */
  line(level: LogLevel, msg: string, fields: Record<string, unknown> = {}) {
    const entry: JsonLine = { time: new Date().toISOString(), level, msg, ...fields };
    const requestId = currentRequestId();
    if (requestId && entry.request_id === undefined) entry.request_id = requestId;
    this.write(`${JSON.stringify(entry)}\n`);
  }

  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    _stream?: 'stdout' | 'stderr',
    errorStack?: unknown,
  ): void {
    if (isStartupChatter(context)) return;
    const stack = typeof errorStack === 'string' && errorStack ? { stack: errorStack } : {};
    for (const message of messages) {
      const msg =
        typeof message === 'string'
          ? message
          : message instanceof Error
            ? message.message
            : JSON.stringify(message);
      this.line(logLevel, msg, context ? { context, ...stack } : stack);
    }
  }

  /** The stack is a field of the error's own line (printMessages), not lines of its own. */
  protected override printStackTrace(): void {
    return undefined;
  }
}
