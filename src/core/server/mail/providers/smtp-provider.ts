import { createTransport } from 'nodemailer';
import { type MailProvider, unsubscribeHeaders } from './mail-provider';

// Short enough that a request waiting on a dead server fails in seconds, not nodemailer's minutes.
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, or `smtps://`). */
export function createSmtpProvider(smtpUrl: string): MailProvider {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS_MS });
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        bcc: mail.bcc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text || undefined,
        html: mail.html || undefined,
        headers: unsubscribeHeaders(mail),
      });
      return { providerMessageId: info.messageId };
    },
  };
}
