/** Where admin operations go (spec section 7: operations tagged as admin use the admin endpoint). */
export const ADMIN_GRAPHQL_PATH = '/api/admin/graphql';
export const PUBLIC_GRAPHQL_PATH = '/api/graphql';

/**
 * The tag is the operation's name: `query AdminSettings`, `mutation AdminUpdateSettings`. A name
 * travels with the document, so no call site can forget it, and it shows in the network panel.
 */
export function graphqlEndpointOf(operationName: string | undefined): string {
  return operationName?.startsWith('Admin') ? ADMIN_GRAPHQL_PATH : PUBLIC_GRAPHQL_PATH;
}
