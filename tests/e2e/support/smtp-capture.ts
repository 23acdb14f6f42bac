import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the app's SMTP client sent it. */
export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /**
   * Waits for the next message to `address` holding a link whose path starts with `pathPrefix`,
   * takes it from the queue and answers the link's path (messages without such a link stay).
   */
  nextLinkPath(address: string, pathPrefix: string, timeoutMs?: number): Promise<string>;
  /** Waits for the next message to `address`, takes it from the queue and answers it. */
  nextMail(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and `=3D`, enough for a link to read whole. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Quoted-printable to text: soft line breaks dropped, every `=XX` a byte of UTF-8. */
function quotedPrintableText(encoded: string): string {
  const text = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A message as its reader sees it: the subject (RFC 2047 words decoded) and the plain-text part
 * (its transfer encoding undone), with `\n` line ends. Enough for the mails the app sends.
 */
export function readMail(mail: CapturedMail): { subject: string; text: string } {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  const subject = (/^subject: (.*)$/im.exec(head)?.[1] ?? '').replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintableText(data.replace(/_/g, ' ')),
  );
  const part = raw.slice(Math.max(0, raw.search(/^content-type: text\/plain/im)));
  const partHead = part.slice(0, part.indexOf('\n\n'));
  const body = part.slice(partHead.length + 2).split(/\n--/)[0]!;
  const encoding = /content-transfer-encoding: *([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintableText(body)
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

function linkPathIn(mail: CapturedMail, pathPrefix: string): string | undefined {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = decodeQuotedPrintable(mail.raw).match(
    new RegExp(`https?://[^/\\s"'<>]+(${escaped}[^\\s"'<>]*)`),
  );
  return match?.[1];
}

/**
 * A real SMTP server on a free local port that keeps every message, so e2e tests read the
 * mails the app sends exactly as a mailbox would get them. No TLS and no login: local only.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const queue: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        queue.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string, pathPrefix: string): string | undefined => {
    const index = queue.findIndex(
      (mail) => mail.to.includes(address.toLowerCase()) && linkPathIn(mail, pathPrefix),
    );
    if (index < 0) return undefined;
    const [mail] = queue.splice(index, 1);
    return linkPathIn(mail!, pathPrefix);
  };

  const takeMail = (address: string): CapturedMail | undefined => {
    const index = queue.findIndex((mail) => mail.to.includes(address.toLowerCase()));
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail(address, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = takeMail(address);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    nextLinkPath(address, pathPrefix, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const path = take(address, pathPrefix);
          if (!path) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(path);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${address} with a ${pathPrefix} link within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
