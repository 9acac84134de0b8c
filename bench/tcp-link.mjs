/**
 * A TCP link to a server that can be cut like a stopped server and restored, in a process of its
 * own: `test:load` sends every MariaDB and Redis round trip of the API through it, and in the
 * load generator's process (busy with hundreds of visitors) each would wait for that event loop.
 *
 * Run by `startLink()` with the target's port and host; it tells its port, then obeys `cut`,
 * `restore` and `stop` messages, each answered when done.
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** Starts a link to `host:port` in its own process: `{ port, cut(), restore(), stop() }`. */
export async function startLink(port, host = '127.0.0.1') {
  const child = fork(fileURLToPath(import.meta.url), [String(port), host], { stdio: 'inherit' });
  // The link stands in for the network, which takes no CPU from the servers it joins: ahead of
  // them where this user may (root), so relaying a round trip does not wait its turn on cores
  // the API and the visitors keep busy. At the same priority each staff save's p99 doubled
  // (383 ms, its median 73), since every round trip woke the link twice. Elsewhere it stays as is.
  try {
    os.setPriority(child.pid, -10);
  } catch {
    // not permitted: measured as before
  }
  const replies = [];
  child.on('message', (message) => replies.shift()?.(message));
  const ask = (command) =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error(`the link to ${host}:${port} is gone`));
      replies.push(resolve);
      child.send(command);
    });
  const linkPort = await new Promise((resolve, reject) => {
    replies.push(resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the link exited (${code}) before listening`)));
  });
  return {
    port: linkPort,
    cut: () => ask('cut'),
    restore: () => ask('restore'),
    stop: async () => {
      if (child.connected) await ask('stop');
    },
  };
}

function serve(targetPort, targetHost) {
  let up = true;
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (!up) return void client.resetAndDestroy();
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  const cut = () => {
    up = false;
    for (const socket of sockets) socket.destroy();
  };
  process.on('message', (command) => {
    if (command === 'cut') cut();
    if (command === 'restore') up = true;
    if (command === 'stop') {
      cut();
      server.close(() => {
        process.send('stopped', () => process.disconnect());
      });
      return;
    }
    process.send(command);
  });
  // The parent gone (a crash, Ctrl-C): nothing left to link for.
  process.on('disconnect', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  serve(Number(process.argv[2]), process.argv[3]);
}
