import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** The database URL with its host and port replaced by the proxy's. */
  urlFor: (databaseUrl: string) => string;
  /** The database "goes away": open connections are cut, and nothing listens on the port any more. */
  down: () => Promise<void>;
  /** The database "is back" on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP relay in front of the test database, so a test can take the database away and bring it back
 * without restarting the shared server (a restart, as the portal's servers see it).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: net.Server | null = null;
  let port = 0;

  const listen = async () => {
    const next = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  };

  const down = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise((resolve) => current.close(resolve));
  };

  await listen();
  return {
    port,
    urlFor: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    down,
    up: listen,
    close: down,
  };
}
