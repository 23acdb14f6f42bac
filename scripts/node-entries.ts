/**
 * What `npm run build` bundles for Node into dist/node/<name>.mjs (scripts/build-node.ts): the
 * server and the operator's commands, which npm runs from these bundles.
 */
export const NODE_ENTRIES = {
  server: 'src/server.ts',
  setup: 'scripts/setup.ts',
  'db-migrate': 'scripts/db-migrate.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
} as const;

export type NodeEntry = keyof typeof NODE_ENTRIES;

/** Node's arguments to run the bundle of `entry`, with stack traces that name the sources. */
export const nodeEntryArgs = (entry: NodeEntry): string[] => [
  '--enable-source-maps',
  `dist/node/${entry}.mjs`,
];
