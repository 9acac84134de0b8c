import net from 'node:net';

/**
 * Sits between the app and a server (MySQL, Redis) so a test can take it away: refuse
 * connections (server stopped) or accept them and never answer (network black hole).
 */
export class TcpLink {
  mode: 'up' | 'refuse' | 'silent' = 'up';
  private readonly sockets = new Set<net.Socket>();
  private readonly server = net.createServer((client) => this.accept(client));

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.mode === 'refuse') return void client.resetAndDestroy();
    if (this.mode === 'silent') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }

  /** Changes mode and drops every open connection, as a database restart would. */
  set(mode: TcpLink['mode']) {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
  }

  async stop() {
    this.set('refuse');
    await new Promise((resolve) => this.server.close(resolve));
  }
}
