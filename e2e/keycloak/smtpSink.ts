import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';

// Where Keycloak's mail goes during the Keycloak journeys: a loopback SMTP server that accepts
// every message and writes it, as received, to a folder the tests read (one .eml file each). Only
// what Keycloak's mailer says is understood: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpSink(dir: string, port = 0): Promise<SmtpSink> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server: Server = createServer((socket) => {
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 puits-smtp.portail.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            count += 1;
            const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
            writeFileSync(path.join(dir, name), `X-Recipients: ${recipients.join(', ')}\r\n${data.join('\r\n')}\r\n`, 'latin1');
            data = [];
            recipients = [];
            reply('250 2.0.0 Ok');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-puits-smtp.portail.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 puits-smtp.portail.test');
        else if (verb === 'RCPT') {
          recipients.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('250 Ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable and base64 bodies of a raw message, decoded enough to find links in them. */
function readable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  const decoded = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [unfolded, ...decoded].join('\n');
}

/** The messages of `dir` sent to `recipient`, oldest first, decoded. */
export function mailsTo(dir: string, recipient: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names
    .map((n) => readFileSync(path.join(dir, n), 'latin1'))
    .filter((raw) => raw.split('\r\n', 1)[0]!.toLowerCase().includes(recipient.toLowerCase()))
    .map(readable);
}

/** The links of a message that point at `prefix`, entities decoded. */
export function linksIn(mail: string, prefix: string): string[] {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = mail.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  return [...text.matchAll(new RegExp(`${escaped}[^\\s"'<>]+`, 'g'))].map((m) => m[0]);
}
