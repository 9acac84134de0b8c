// Runs a command and stops it when this process's stdin closes, which happens when the test
// runner that started it is gone, even if it was killed before its teardown could run.
//   node orphan-guard.mjs <command> [args…]
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: orphan-guard.mjs <command> [args…]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
process.stdin.on('end', () => stop('SIGTERM'));
process.stdin.on('error', () => stop('SIGTERM'));
process.stdin.resume();
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
