import net from 'node:net';

type ReceivedMail = {
  to: string | null;
  messageId: string | null;
  subject: string | null;
  /** The server answered 250: the sender knows the message was taken. */
  acknowledged: boolean;
};

/**
 * When to stall instead of answering: `atData` never answers the DATA command (the message is not
 * sent), `afterData` takes the whole message and never acknowledges it (the sender cannot know it
 * arrived: the case where a resend is unavoidable).
 */
export type Stall = { to: string; at: 'atData' | 'afterData' };

export type FakeSmtp = {
  port: number;
  received: ReceivedMail[];
  /** DATA commands that were never answered. */
  stalledAtData: number;
  close: () => Promise<void>;
};

const header = (raw: string, name: string): string | null =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw.split('\r\n\r\n')[0] ?? '')?.[1]?.trim() ?? null;

/** A tiny SMTP receiver (plain text, no TLS, no auth, one recipient a message) that records what it gets and stalls when told to, once per rule. */
export async function startFakeSmtp(stalls: Stall[] = []): Promise<FakeSmtp> {
  const pending = [...stalls];
  const sockets = new Set<net.Socket>();
  const state: FakeSmtp = { port: 0, received: [], stalledAtData: 0, close: async () => {} };

  const takeStall = (to: string | null, at: Stall['at']): boolean => {
    const index = pending.findIndex((s) => s.at === at && s.to === to);
    if (index < 0) return false;
    pending.splice(index, 1);
    return true;
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let stalled = false;
    let to: string | null = null;
    const reply = (line: string) => {
      if (!stalled) socket.write(`${line}\r\n`);
    };
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const acknowledged = !takeStall(to, 'afterData');
          state.received.push({
            to,
            messageId: header(raw, 'Message-ID'),
            subject: header(raw, 'Subject'),
            acknowledged,
          });
          if (!acknowledged) stalled = true;
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake-smtp');
        else if (command === 'MAIL') reply('250 2.1.0 ok');
        else if (command === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? null;
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          if (takeStall(to, 'atData')) {
            state.stalledAtData += 1;
            stalled = true;
          }
          reply('354 go ahead');
          inData = true;
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  state.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}
