import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope: its header (`type`: event, session, client_report…) and its payload. */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: unknown;
}

export interface ReceivedEnvelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** The part of a Sentry event the tests read. */
export interface SentryEvent {
  event_id?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string };
  [key: string]: unknown;
}

export interface SentryFake {
  /** `http://<publicKey>@127.0.0.1:<port>/<project>`, to configure as SENTRY_DSN. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** Waits for an error event matching `predicate` and answers it. */
  nextEvent(predicate: (event: SentryEvent) => boolean, timeoutMs?: number): Promise<SentryEvent>;
  close(): Promise<void>;
}

/**
 * Splits an envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header
 * line, then items, each a JSON header line and a payload of `length` bytes, or up to the
 * next newline when the header gives no length.
 */
export function parseEnvelope(body: Buffer): Omit<ReceivedEnvelope, 'project'> {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end < 0 ? body.length : end);
    offset = end < 0 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString('utf8'));
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const itemHeaderText = line().toString('utf8').trim();
    if (!itemHeaderText) continue;
    const itemHeader = JSON.parse(itemHeaderText) as EnvelopeItem['header'];
    let raw: Buffer;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      raw = line();
    }
    const text = raw.toString('utf8');
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // attachments and other non-JSON payloads stay text
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/** The public key of the request: `sentry_key` in the query, or in the X-Sentry-Auth header. */
function keyOf(request: http.IncomingMessage, url: URL): string | null {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = request.headers['x-sentry-auth'];
  return typeof auth === 'string' ? (/sentry_key=([^,\s]+)/.exec(auth)?.[1] ?? null) : null;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-sentry-auth',
};

/**
 * A local stand-in for Sentry's ingestion API: `POST /api/{project}/envelope/` with the
 * project's public key, as the browser SDK sends from a page (so it answers CORS too).
 */
export async function startSentryFake(
  options: { publicKey?: string; project?: string } = {},
): Promise<SentryFake> {
  const publicKey = options.publicKey ?? 'publickey';
  const project = options.project ?? '1';
  const envelopes: ReceivedEnvelope[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end();
    const target = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (request.method !== 'POST' || !target) return response.writeHead(404, CORS).end();
    if (target[1] !== project) return response.writeHead(404, CORS).end('{"detail":"unknown project"}');
    if (keyOf(request, url) !== publicKey) return response.writeHead(401, CORS).end('{"detail":"bad key"}');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const envelope = { project: target[1]!, ...parseEnvelope(Buffer.concat(chunks)) };
      envelopes.push(envelope);
      for (const wake of waiters) wake();
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: envelope.header.event_id ?? null }));
    } catch {
      response.writeHead(400, CORS).end('{"detail":"invalid envelope"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => item.payload as SentryEvent),
    );

  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${project}`,
    envelopes,
    nextEvent(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const event = events().find(predicate);
          if (!event) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(event);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching Sentry event within ${timeoutMs} ms; got ${JSON.stringify(events())}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
