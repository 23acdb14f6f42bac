import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

// The checker's jar as the vnu-jar package ships it; run on the machine's Java (17 or later).
const VNU_JAR = path.resolve(import.meta.dirname, '../../../node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over `files` (errors only); it writes its JSON report to stderr. */
function runChecker(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [
        // Its schema's evaluation needs a deep stack; a quick-to-start JIT and one GC thread
        // halve its CPU time for a run this short (3 s instead of 7 s for ~40 pages).
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        VNU_JAR,
        '--errors-only',
        // Guessing each page's language only ever warns.
        '--no-langdetect',
        '--format',
        'json',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      // It exits with 1 when it found errors: the report says which.
      (_error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`the Nu Html Checker did not report: ${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

/**
 * The Nu Html Checker's errors on the HTML the server sends for each of `pathnames`, each as
 * `pathname line n: message «extract»`. The pages are fetched, written to a temporary folder and
 * checked by one run of the checker: a Java virtual machine per page would cost seconds each.
 */
export async function htmlErrors(request: APIRequestContext, pathnames: string[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-html-'));
  try {
    const pageOf = new Map<string, string>();
    for (const [index, pathname] of pathnames.entries()) {
      const response = await request.get(pathname);
      if (response.status() >= 500) throw new Error(`${pathname} answered ${response.status()}`);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.body());
      pageOf.set(file, pathname);
    }
    const messages = await runChecker([...pageOf.keys()]);
    // The report names a page by its file's URL (file:/tmp/…/page-3.html).
    const pageNamed = (url: string | undefined) =>
      [...pageOf].find(([file]) => url?.endsWith(path.basename(file)))?.[1] ?? url ?? '?';
    return messages.map(
      (m) =>
        `${pageNamed(m.url)} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` «${m.extract.replace(/\s+/g, ' ').trim()}»` : ''}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
