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
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and `=3D`, enough for a link to read whole. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
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

  return {
    url: `smtp://127.0.0.1:${port}`,
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
