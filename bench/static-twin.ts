import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The same bytes as a page, served by plain Node (`http`, no framework) in a process of its own:
 * the ceiling a kept page is compared with.
 */
export async function startStaticTwin(html: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schools-bench-static-')), 'page.html');
  fs.writeFileSync(file, html);
  const script = `
    const bytes = require('fs').readFileSync(${JSON.stringify(file)});
    const server = require('http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
      response.end(bytes);
    });
    server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}
