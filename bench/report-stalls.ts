import fs from 'node:fs';
import type { CrowdResult, DownloadsResult, StallResult } from './stalls';

/** What the stalling loads of one engine gave (`BENCH_SECTIONS=stalls` measures only these). */
export interface StallsRun {
  typoSearches: StallResult;
  typoPages: StallResult;
  downloads: DownloadsResult;
  /** `uptime`'s load averages when the section started: other work on the machine. */
  load: string;
}

const crowdText = (crowd: CrowdResult) =>
  `${crowd.sent} sent: ${crowd.ok} × 200, ${crowd.refused} refused (200 with errors), ${crowd.busy} × 503 \`server.busy\`, ${crowd.other} other, ` +
  `${crowd.timeouts} timed out; p50 ${crowd.p50} ms, p99 ${crowd.p99} ms, slowest **${crowd.maxMs} ms**`;

const healthText = ({ health }: { health: StallResult['health'] }) =>
  `**p50 ${health.p50} ms, p99 ${health.p99} ms** over ${health.requests} requests (${health.errors} errors)`;

const marks = (engine: string) => [`<!-- stalls ${engine} -->`, `<!-- /stalls ${engine} -->`] as const;

/** The block of one engine's stalling loads, between markers a partial run replaces. */
export function stallsLines(engine: string, run: StallsRun, date: string): string[] {
  const [open, close] = marks(engine);
  const sizes = [...new Set(run.downloads.downloads.map((d) => `${d.format} ${d.mb} MB`))].join(', ');
  const times = run.downloads.downloads.map((d) => d.ms);
  return [
    open,
    `Stalling loads (${date}; machine load averages ${run.load}), \`/api/health\` asked one request after the other meanwhile:`,
    '',
    `- 10 clients sending 30 misspelt searches in one document (\`Internatinal Scool N…\`): health ${healthText(run.typoSearches)}; the documents: ${crowdText(run.typoSearches.crowd)}.`,
    `- 50 visitors of \`/schools?q=Internatinal%20Scool%20N\` (each page rendered): health ${healthText(run.typoPages)}; the pages: ${crowdText(run.typoPages.crowd)}.`,
    `- 10 open data downloads at once (5 CSV, 5 JSON; ${sizes}): health ${healthText(run.downloads)}; ` +
      `downloads took ${Math.min(...times)}–${Math.max(...times)} ms (HTTP ${[...new Set(run.downloads.downloads.map((d) => d.status))].join(', ')}); ` +
      `server RSS grew by **${run.downloads.rssGrowthMb} MB**.`,
    close,
  ];
}

/** Puts one engine's block into the report, in place of the one there (or at its end). */
export function replaceStallsBlock(file: string, engine: string, lines: string[]): void {
  const [open, close] = marks(engine);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  const block = lines.join('\n');
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + close.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
