import { withRequestId } from '../http/request-id';
import { JsonLogger } from './json-logger';

function capture() {
  const lines: string[] = [];
  const logger = new JsonLogger((line) => lines.push(line));
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    lines,
  };
}

describe('JsonLogger', () => {
  it('writes one JSON object per line with time, level, message and context', () => {
    const { logger, lines, entries } = capture();
    logger.log('listening', 'Bolsos');
    logger.warn('slow', 'Mail');
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(
      true,
    );
    expect(entries()).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'log',
        msg: 'listening',
        context: 'Bolsos',
      },
      { time: expect.any(String), level: 'warn', msg: 'slow', context: 'Mail' },
    ]);
  });

  it('puts the request id of the request being served on each of its lines', async () => {
    const { logger, entries } = capture();
    await withRequestId('req-42', async () => {
      await Promise.resolve();
      logger.error('GET /api/x failed', 'Error: boom\n    at here', 'HTTP');
    });
    logger.log('outside any request');
    expect(entries()).toEqual([
      {
        time: expect.any(String),
        level: 'error',
        msg: 'GET /api/x failed',
        context: 'HTTP',
        stack: 'Error: boom\n    at here',
        request_id: 'req-42',
      },
      { time: expect.any(String), level: 'log', msg: 'outside any request' },
    ]);
  });

  it("keeps a multi-line message in one line and drops Nest's start-up chatter", () => {
    const { logger, lines, entries } = capture();
    logger.log('first\nsecond', 'Bolsos');
    logger.log('Mapped {/api/x, GET} route', 'RouterExplorer');
    expect(lines).toHaveLength(1);
    expect(entries()[0]).toMatchObject({ msg: 'first\nsecond' });
  });

  it('adds its own fields for request lines', () => {
    const { logger, entries } = capture();
    logger.line('log', 'request', { request_id: 'r1', status: 200, ms: 1.5 });
    expect(entries()).toEqual([
      {
        time: expect.any(String),
        level: 'log',
        msg: 'request',
        request_id: 'r1',
        status: 200,
        ms: 1.5,
      },
    ]);
  });
});
