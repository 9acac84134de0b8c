import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(ROOT, 'services/api/dist/main.js');

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
    this.port = await freePort();
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
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await this.waitReady();
    return this;
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) break;
      try {
        const res = await fetch(`${this.url}/api/health/ready`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`replica ${this.name} did not become ready:\n${this.output.slice(-3000)}`);
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
