/**
 * A local stand-in for the European Central Bank's euro reference rates, serving its documented
 * files: /stats/eurofxref/eurofxref-daily.xml (one day) and
 * /stats/eurofxref/eurofxref-hist-90d.xml (every day set, newest first), each rate in units per
 * euro. A test sets the days it serves, or makes it answer 503 or a page that is not the file.
 * In development, run it with
 *
 *   ECB_FAKE_PORT=4040 npx tsx tests/fakes/ecb-rates-fake.ts
 *
 * then start the app with
 * EXCHANGE_RATES_FEED_URL=http://127.0.0.1:4040/stats/eurofxref/eurofxref-daily.xml.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** A day's rates in units per euro, as the ECB gives them: `{ USD: 1.1596, JPY: 181.04 }`. */
export interface EcbDay {
  time: string;
  rates: Record<string, number>;
}

export type EcbFakeMode = 'ok' | 'down' | 'malformed';

export interface EcbRatesFake {
  /** The daily file's URL; the 90-day file is `historyUrl`. */
  dailyUrl: string;
  historyUrl: string;
  /** Every request's path, oldest first. */
  requests: string[];
  /** The days served, newest first; the daily file holds the first. */
  setDays(days: EcbDay[]): void;
  setMode(mode: EcbFakeMode): void;
  close(): Promise<void>;
}

const cube = (day: EcbDay) =>
  `\t\t<Cube time='${day.time}'>\n${Object.entries(day.rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n')}\n\t\t</Cube>`;

/** The file as the ECB writes it (gesmes envelope, single-quoted attributes). */
export const ecbXml = (days: EcbDay[]) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${days.map(cube).join('\n')}
\t</Cube>
</gesmes:Envelope>`;

export const SAMPLE_DAY: EcbDay = {
  time: '2026-11-27',
  rates: { USD: 1.16, JPY: 181.04, GBP: 0.8812, CHF: 0.9321, SGD: 1.5112, THB: 37.52 },
};

export async function startEcbRatesFake(): Promise<EcbRatesFake> {
  const requests: string[] = [];
  let days: EcbDay[] = [SAMPLE_DAY];
  let mode: EcbFakeMode = 'ok';
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (mode === 'down') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (mode === 'malformed') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>');
      return;
    }
    const served =
      path === '/stats/eurofxref/eurofxref-daily.xml'
        ? days.slice(0, 1)
        : path === '/stats/eurofxref/eurofxref-hist-90d.xml'
          ? days
          : null;
    if (!served) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/xml' }).end(ecbXml(served));
  });
  const port = Number(process.env.ECB_FAKE_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref`;
  return {
    dailyUrl: `${base}/eurofxref-daily.xml`,
    historyUrl: `${base}/eurofxref-hist-90d.xml`,
    requests,
    setDays: (next) => {
      days = next;
    },
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startEcbRatesFake();
  console.log(`ECB reference-rate fake: ${fake.dailyUrl} and ${fake.historyUrl}`);
}
