import { hasPermission } from './permissions';

/** Where the setup stands: the two runtime flags of spec section 3 and whether an administrator exists. */
export interface SetupState {
  initialized: boolean;
  finalized: boolean;
  hasAdmin: boolean;
}

/** The setup steps in order, with their paths (spec section 2). Kept apart from the forms'
 * schemas: every page checks the flow, and only the setup forms need zod. */
export const SETUP_STEPS = ['/_setup', '/_setup/settings', '/_setup/register', '/_setup/finalize'] as const;

/** The permission that lets an administrator re-run setup steps once an administrator exists. */
export const SETUP_PERMISSION = 'General:configure';

export const isSetupPath = (path: string) => path === '/_setup' || path.startsWith('/_setup/');

/**
 * Where a page request must go instead, or null to show it. Until both flags are true every
 * path goes to /_setup (spec "Shell"); the steps open in order; once an administrator exists
 * only an administrator may run the steps again, and a finalized site sends others home.
 */
export function setupRedirect(
  state: SetupState,
  permissions: readonly string[],
  path: string,
): string | null {
  const open = !(state.initialized && state.finalized);
  const setupPath = isSetupPath(path);
  // An administrator who lost the session before finalizing must be able to sign in again.
  const signIn = state.hasAdmin && (path === '/login' || path === '/logout');
  if (open && !setupPath && !signIn) return '/_setup';
  if (!setupPath) return null;
  const mayEdit = !state.hasAdmin || hasPermission(permissions, SETUP_PERMISSION);
  if (!open && !mayEdit) return '/';
  const [, settingsStep, registerStep, finalizeStep] = SETUP_STEPS;
  if (path === registerStep && !state.initialized) return settingsStep;
  if (path === finalizeStep) {
    if (!state.initialized) return settingsStep;
    if (!state.hasAdmin) return registerStep;
    if (!mayEdit) return `/login?redirect=${encodeURIComponent(finalizeStep)}`;
  }
  if (path === settingsStep && !mayEdit) return `/login?redirect=${encodeURIComponent(settingsStep)}`;
  return null;
}
