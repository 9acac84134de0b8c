import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(ROOT, 'services/api/dist/main.js');
/** What main.ts logs once it listens. */
const READY = 'Bolsos is running';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One API process as production runs it (`node services/api/dist/main.js`), on a port of its own.
 * Its output is kept for the failure message.
 */
export class Replica {
  port = 0;
  output = '';
  private child?: ChildProcess;
  private exited?: Promise<number | null>;

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    // freePort() closes its probe before the child binds, so another test's server can take the
    // port in between: the child then exits with EADDRINUSE, and a fresh port is tried.
    for (let attempt = 1; ; attempt++) {
      this.port = await freePort();
      this.output = '';
      const child = spawn(process.execPath, [MAIN], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          ...this.env,
          PORT: String(this.port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      this.child = child;
      child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
      // 'close', not 'exit': by then the output holds everything the child printed.
      this.exited = new Promise((resolve) => child.once('close', (code) => resolve(code)));
      if (await this.waitReady()) return this;
      if (attempt === 3 || !this.output.includes('EADDRINUSE')) {
        throw new Error(`replica ${this.name} did not become ready:\n${this.output.slice(-3000)}`);
      }
    }
  }

  /**
   * Ready once this child has said it listens and its readiness check answers 200. The log line
   * comes first because a health answer alone may come from whoever else holds the port.
   */
  private async waitReady(): Promise<boolean> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && this.child?.exitCode === null) {
      if (this.output.includes(READY)) {
        try {
          const res = await fetch(`${this.url}/api/health/ready`);
          if (res.status === 200) return true;
        } catch {
          // listening, not answering yet
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.stop();
    await this.exited;
    return false;
  }

  /** Sends SIGTERM and resolves with the exit code once the process has drained and exited. */
  terminate(): Promise<number | null> {
    this.child?.kill('SIGTERM');
    return this.exited ?? Promise.resolve(null);
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      this.child.kill('SIGTERM');
      const killer = setTimeout(() => this.child?.kill('SIGKILL'), 10_000);
      await this.exited;
      clearTimeout(killer);
    }
  }
}
