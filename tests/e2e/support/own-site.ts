import fs from 'node:fs';
import { freshDataDir, type ServerProcess, startServer, stopServer, waitForHealth } from './server-process';

/** A site a spec starts for itself: its own data directory, set up and served. */
export interface OwnSite {
  /** The running server; a new process after `restart`, on the same address. */
  readonly server: ServerProcess;
  readonly url: string;
  /** Stops the server, then starts it again on the same address and data, without the setup. */
  restart(): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts a site of a spec's own (a server started the way `startServer` says, on a fresh copy of
 * the migrated data directory named after `prefix`) and waits until it answers. For journeys
 * that need their own settings, their own mail server or data nobody else writes.
 */
export async function startOwnSite(
  prefix: string,
  env: Record<string, string> = {},
  options: { asUserStartsIt?: boolean } = {},
): Promise<OwnSite> {
  const dataDir = freshDataDir(prefix);
  const siteEnv = { ...env, DATA_DIR: dataDir };
  let server = await startServer(siteEnv, options);
  await waitForHealth(server);
  const { url } = server;
  return {
    get server() {
      return server;
    },
    url,
    async restart() {
      const code = await stopServer(server);
      if (code !== 0) throw new Error(`the server stopped with ${code}:\n${server.output()}`);
      const restarted = await startServer({ ...siteEnv, PORT: new URL(url).port }, { setup: false });
      server = { ...restarted, url };
      await waitForHealth(server);
    },
    async stop() {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
