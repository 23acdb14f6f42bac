/**
 * A local stand-in for Mailjet, speaking the documented parts of its API that the app uses:
 * POST /v3.1/send, GET /v3/REST/template and GET /v3/REST/template/{id}/detailcontent, behind
 * HTTP Basic auth with a key and secret.
 * Tests start it with `startMailjetFake`. In development, run it with
 *
 *   MAILJET_FAKE_PORT=4010 npx tsx tests/fakes/mailjet-fake.ts
 *
 * then start the app with MAILJET_API_URL=http://127.0.0.1:4010 and set the settings
 * MAILJET_API_KEY=fake-key and MAILJET_API_SECRET=fake-secret (or MAILJET_FAKE_KEY/_SECRET).
 * It prints each message it accepts; nothing leaves the machine.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

interface MailjetAddress {
  Email: string;
  Name?: string;
}

export interface MailjetFakeMessage {
  From: MailjetAddress;
  To: MailjetAddress[];
  Bcc?: MailjetAddress[];
  Subject: string;
  TextPart?: string;
  HTMLPart?: string;
  Headers?: Record<string, string>;
}

export interface MailjetFake {
  url: string;
  /** Every message accepted by /v3.1/send, oldest first. */
  received: MailjetFakeMessage[];
  /** The next request, whatever it is, gets a 500. */
  failNext(): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

/** A template resource with the properties Mailjet's v3 reference lists. */
const template = (ID: number, Name: string, Locale: string, purpose: string) => ({
  Author: 'Fake Author',
  Categories: ['basic'],
  Copyright: '',
  Description: '',
  EditMode: 2,
  ID,
  IsStarred: false,
  IsTextPartGenerationEnabled: false,
  Locale,
  Name,
  OwnerId: 1,
  OwnerType: 'user',
  Presets: '',
  Previews: [],
  Purposes: [purpose],
});

const TEMPLATES = [
  template(5001, 'Newsletter', 'en_US', 'marketing'),
  template(5002, 'Welcome', 'fr_FR', 'transactional'),
];

/** Each template's `detailcontent`: headers, both parts, and the MJML it was built from (none here). */
const CONTENTS: Record<number, Record<string, unknown>> = {
  5001: {
    Headers: { Subject: 'News from {{siteName}}', SenderName: 'Schools', SenderEmail: 'news@example.org' },
    'Html-part': '<h1>News</h1><p>Read them at <a href="{{link}}">{{siteName}}</a>.</p>',
    'Text-part': 'News: read them at {{link}}',
    MJMLContent: '',
  },
  5002: {
    Headers: { Subject: 'Bienvenue {{username}}', SenderName: 'Schools', SenderEmail: 'hello@example.org' },
    'Html-part': '<p>Bonjour {{username}} !</p><script>document.title = "ran"</script>',
    'Text-part': 'Bonjour {{username}} !',
    MJMLContent: '',
  },
};

const apiError = (status: number, message: string): Answer => ({
  status,
  body: { ErrorIdentifier: randomUUID(), StatusCode: status, ErrorMessage: message },
});

/** The property a message is refused for, and why; undefined when Mailjet would take it. */
function messageProblem(message: Partial<MailjetFakeMessage>): [string, string] | undefined {
  if (!message.From?.Email) return ['From', 'Missing mandatory property.'];
  if (!Array.isArray(message.To) || message.To.length === 0 || message.To.some((to) => !to?.Email)) {
    return ['To', 'Missing mandatory property.'];
  }
  if (!message.TextPart && !message.HTMLPart)
    return ['TextPart', 'At least TextPart or HTMLPart is required.'];
  return undefined;
}

/** Mailjet's answer for a message it refuses, naming the property at fault. */
function messageError(message: unknown) {
  const problem = messageProblem((message ?? {}) as Partial<MailjetFakeMessage>);
  if (!problem) return undefined;
  const [property, text] = problem;
  const error = { ErrorIdentifier: randomUUID(), ErrorCode: 'mj-0003', StatusCode: 400 };
  return { Status: 'error', Errors: [{ ...error, ErrorMessage: text, ErrorRelatedTo: [property] }] };
}

export async function startMailjetFake(credentials: {
  apiKey: string;
  apiSecret: string;
}): Promise<MailjetFake> {
  const received: MailjetFakeMessage[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  let failing = false;
  let nextMessageId = 1_152_921_504_606_846; // Mailjet ids are large integers, still exact as numbers.
  const sentTo = (to: MailjetAddress) => {
    const id = nextMessageId++;
    return {
      Email: to.Email,
      MessageUUID: randomUUID(),
      MessageID: id,
      MessageHref: `/v3/REST/message/${id}`,
    };
  };

  function send(text: string): Answer {
    let body: { Messages?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return apiError(400, 'Malformed JSON, please review the syntax and properties types.');
    }
    if (!Array.isArray(body.Messages) || body.Messages.length === 0) {
      return apiError(400, 'Missing mandatory property: Messages.');
    }
    const errors = body.Messages.map(messageError);
    if (errors.some(Boolean)) {
      return { status: 400, body: { Messages: errors.map((error) => error ?? { Status: 'success' }) } };
    }
    const messages = body.Messages as MailjetFakeMessage[];
    received.push(...messages);
    const results = messages.map((message) => ({
      Status: 'success',
      CustomID: '',
      To: message.To.map(sentTo),
      Cc: [],
      Bcc: (message.Bcc ?? []).map(sentTo),
    }));
    return { status: 200, body: { Messages: results } };
  }

  function route(method: string, path: string, authorization: string | undefined, text: string): Answer {
    if (failing) {
      failing = false;
      return apiError(500, 'Internal Server Error');
    }
    if (authorization !== expectedAuth) {
      return apiError(
        401,
        'API key authentication/authorization failure. You may be unauthorized to access the API or your API key may be expired. Visit API keys management section to check your keys.',
      );
    }
    if (method === 'GET' && path === '/v3/REST/template') {
      return { status: 200, body: { Count: TEMPLATES.length, Data: TEMPLATES, Total: TEMPLATES.length } };
    }
    const detail = /^\/v3\/REST\/template\/(\d+)\/detailcontent$/.exec(path);
    const content = detail && CONTENTS[Number(detail[1])];
    if (method === 'GET' && content) return { status: 200, body: { Count: 1, Data: [content], Total: 1 } };
    if (method === 'POST' && path === '/v3.1/send') return send(text);
    return apiError(404, 'Object not found');
  }

  const server = http.createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const answer = route(request.method ?? 'GET', path, request.headers.authorization, text);
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  const port = Number(process.env.MAILJET_FAKE_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext: () => {
      failing = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.MAILJET_FAKE_KEY ?? 'fake-key';
  const apiSecret = process.env.MAILJET_FAKE_SECRET ?? 'fake-secret';
  const fake = await startMailjetFake({ apiKey, apiSecret });
  console.log(`Mailjet fake on ${fake.url} (key ${apiKey}, secret ${apiSecret})`);
  let printed = 0;
  setInterval(() => {
    for (const message of fake.received.slice(printed)) {
      console.log(
        `→ ${message.To.map((to) => to.Email).join(', ')}: ${message.Subject}\n${message.TextPart ?? ''}`,
      );
    }
    printed = fake.received.length;
  }, 500);
}
