/**
 * The open-data CSV downloaded once, as a re-user would: how long the whole file takes, its
 * size, and how much the server's resident memory grew meanwhile (it streams, so it should not
 * grow with the file).
 */
export interface OpenDataResult {
  ms: number;
  mb: number;
  lines: number;
  rssGrowthMb: number;
  status: number;
}

export async function openDataDownload(url: string, rssMb: () => number): Promise<OpenDataResult> {
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  const response = await fetch(`${url}/api/open-data/schools.csv`, {
    headers: { 'accept-encoding': 'identity' },
  });
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
    rssPeak = Math.max(rssPeak, rssMb());
  }
  return {
    ms: Math.round(performance.now() - started),
    mb: Math.round((bytes / 1024 / 1024) * 10) / 10,
    lines,
    rssGrowthMb: rssPeak - rssBefore,
    status: response.status,
  };
}
