/**
 * A local stand-in for the Mailchimp Marketing API, speaking the parts the newsletter uses:
 * POST /3.0/lists/{list_id}/members and PATCH /3.0/lists/{list_id}/members/{subscriber_hash},
 * behind HTTP Basic auth whose password is the API key. Errors come as Mailchimp's problem
 * documents ({ type, title, status, detail, instance }). In development, run it with
 *
 *   MAILCHIMP_FAKE_PORT=4020 npx tsx tests/fakes/mailchimp-fake.ts
 *
 * then start the app with MAILCHIMP_API_URL=http://127.0.0.1:4020 and set the settings
 * MAILCHIMP_API_KEY=fake-key-us1 and MAILCHIMP_LIST_ID=fake-list. Nothing leaves the machine.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface MailchimpFakeMember {
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
}

export interface MailchimpFakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface MailchimpFake {
  url: string;
  /** Members of each list by subscriber hash (MD5 of the lowercased address). */
  members(listId: string): MailchimpFakeMember[];
  /** Every request, oldest first. */
  requests: MailchimpFakeRequest[];
  /** While down, every request gets a 503. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

const problem = (status: number, title: string, detail: string): Answer => ({
  status,
  body: {
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title,
    status,
    detail,
    instance: randomUUID(),
  },
});

const hashOf = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STATUSES = new Set(['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional']);

export async function startMailchimpFake(account: {
  apiKey: string;
  listId: string;
}): Promise<MailchimpFake> {
  const lists = new Map<string, Map<string, MailchimpFakeMember>>([[account.listId, new Map()]]);
  const requests: MailchimpFakeRequest[] = [];
  let down = false;

  const authorized = (header: string | undefined) => {
    if (!header?.startsWith('Basic ')) return false;
    const [, password] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return password === account.apiKey;
  };

  function route(request: MailchimpFakeRequest): Answer {
    if (down) return problem(503, 'Service Unavailable', 'The fake is down.');
    if (!authorized(request.authorization)) {
      return problem(
        401,
        'API Key Invalid',
        'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.',
      );
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members(?:\/([0-9a-f]{32}))?$/.exec(request.path);
    const list = match && lists.get(decodeURIComponent(match[1]!));
    if (!match || !list)
      return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
    const body = (request.body ?? {}) as Partial<MailchimpFakeMember>;
    if (body.status !== undefined && !STATUSES.has(body.status)) {
      return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.');
    }
    const hash = match[2];
    if (request.method === 'POST' && !hash) {
      if (typeof body.email_address !== 'string' || !EMAIL.test(body.email_address) || !body.status) {
        return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.');
      }
      if (list.has(hashOf(body.email_address))) {
        return problem(400, 'Member Exists', `${body.email_address} is already a list member.`);
      }
      const member = {
        email_address: body.email_address,
        status: body.status,
        merge_fields: body.merge_fields ?? {},
      };
      list.set(hashOf(body.email_address), member);
      return { status: 200, body: { id: hashOf(body.email_address), ...member } };
    }
    if (request.method === 'PATCH' && hash) {
      const member = list.get(hash);
      if (!member) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
      Object.assign(member, {
        status: body.status ?? member.status,
        merge_fields: { ...member.merge_fields, ...body.merge_fields },
      });
      return { status: 200, body: { id: hash, ...member } };
    }
    return problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
  }

  const server = http.createServer(async (incoming, response) => {
    let text = '';
    for await (const chunk of incoming) text += chunk;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const request = {
      method: incoming.method ?? 'GET',
      path: new URL(incoming.url ?? '/', 'http://fake').pathname,
      authorization: incoming.headers.authorization,
      body,
    };
    requests.push(request);
    const answer = route(request);
    response
      .writeHead(answer.status, { 'content-type': 'application/problem+json' })
      .end(JSON.stringify(answer.body));
  });
  const port = Number(process.env.MAILCHIMP_FAKE_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    members: (listId) => [...(lists.get(listId)?.values() ?? [])],
    requests,
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.MAILCHIMP_FAKE_KEY ?? 'fake-key-us1';
  const listId = process.env.MAILCHIMP_FAKE_LIST ?? 'fake-list';
  const fake = await startMailchimpFake({ apiKey, listId });
  console.log(`Mailchimp fake on ${fake.url} (key ${apiKey}, list ${listId})`);
  let printed = 0;
  setInterval(() => {
    for (const request of fake.requests.slice(printed)) {
      console.log(`${request.method} ${request.path} ${JSON.stringify(request.body)}`);
    }
    printed = fake.requests.length;
  }, 500);
}
