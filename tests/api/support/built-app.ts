import { buildIfNeeded } from '../../built-app';

/** Vitest's global setup: the bundles the process-level tests start are built and current. */
export default buildIfNeeded;
