import addressparser from 'nodemailer/lib/addressparser';
import { type MailProvider, unsubscribeHeaders } from './mail-provider';

export interface MailjetAccount {
  /** `MAILJET_API_URL`: https://api.mailjet.com, or a local fake in tests and development. */
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
}

interface MailjetAddress {
  Email: string;
  Name?: string;
}

/** The parts of Mailjet's answers we read; any of them may be missing from an error answer. */
interface MailjetAnswer {
  Messages?: {
    Status?: string;
    To?: { MessageUUID?: string; MessageID?: number | string }[];
    Errors?: { ErrorMessage?: string; ErrorRelatedTo?: string[] }[];
  }[];
  Data?: { ID: number; Name: string }[];
  ErrorMessage?: string;
}

const TIMEOUT_MS = 15_000;

/** `Ann <ann@x.org>, bob@y.org` → Mailjet's `[{ Email, Name }]`. */
function toMailjetAddresses(field: string): MailjetAddress[] {
  return addressparser(field, { flatten: true })
    .filter((entry) => entry.address)
    .map((entry) => (entry.name ? { Email: entry.address, Name: entry.name } : { Email: entry.address }));
}

/** Mailjet refused a call or failed: `status` is the HTTP status of its answer. */
export class MailjetError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls the API; throws a MailjetError with Mailjet's own error text unless the answer is ok and
 * `succeeded` says so (a network failure or a timeout throws fetch's own error). `Answer` is the
 * shape of the resource's answer, as Mailjet documents it.
 */
export async function callMailjet<Answer = MailjetAnswer>(
  account: MailjetAccount,
  path: string,
  options: { body?: unknown; succeeded?: (answer: MailjetAnswer) => boolean } = {},
): Promise<Answer> {
  const { body, succeeded = () => true } = options;
  const credentials = Buffer.from(`${account.apiKey}:${account.apiSecret}`).toString('base64');
  const response = await fetch(`${account.apiUrl.replace(/\/+$/, '')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // A proxy's HTML error page, say: the status line below still says what happened.
  }
  const answer = (parsed ?? {}) as MailjetAnswer;
  if (!response.ok || !succeeded(answer))
    throw new MailjetError(response.status, `Mailjet ${response.status}: ${errorText(answer, text)}`);
  return parsed as Answer;
}

function errorText(answer: MailjetAnswer, body: string): string {
  const messageErrors = (answer.Messages ?? []).flatMap((message) =>
    (message.Errors ?? []).map((error) =>
      [error.ErrorMessage, error.ErrorRelatedTo?.join(', ')].filter(Boolean).join(' '),
    ),
  );
  if (messageErrors.length > 0) return messageErrors.join('; ');
  return answer.ErrorMessage ?? (body.slice(0, 300) || 'no answer');
}

/** Delivers through Mailjet's Send API v3.1 with the account's API key and secret. */
export function createMailjetProvider(account: MailjetAccount): MailProvider {
  return {
    name: 'mailjet',
    async send(mail) {
      const [from] = toMailjetAddresses(mail.from);
      const message = {
        From: from ?? { Email: mail.from },
        To: toMailjetAddresses(mail.to),
        ...(mail.bcc ? { Bcc: toMailjetAddresses(mail.bcc) } : {}),
        ...(mail.replyTo ? { ReplyTo: toMailjetAddresses(mail.replyTo)[0] } : {}),
        Subject: mail.subject,
        ...(mail.text ? { TextPart: mail.text } : {}),
        ...(mail.html ? { HTMLPart: mail.html } : {}),
        ...(mail.unsubscribeUrl ? { Headers: unsubscribeHeaders(mail) } : {}),
      };
      const answer = await callMailjet(account, '/v3.1/send', {
        body: { Messages: [message] },
        succeeded: (sent) => sent.Messages?.[0]?.Status === 'success',
      });
      const recipient = answer.Messages?.[0]?.To?.[0];
      const id = recipient?.MessageUUID ?? recipient?.MessageID;
      return id === undefined ? {} : { providerMessageId: String(id) };
    },
  };
}

/** The account's own templates, for the admin to pick from (first 100). */
export async function listMailjetTemplates(account: MailjetAccount): Promise<{ id: number; name: string }[]> {
  const answer = await callMailjet(account, '/v3/REST/template?OwnerType=user&Limit=100');
  return (answer.Data ?? []).map((template) => ({ id: template.ID, name: template.Name }));
}
