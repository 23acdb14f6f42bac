import { sessionTokenOf, setSessionCookie } from '@/core/server/auth/session-cookie';
import { deleteSession } from '@/core/server/auth/session-service';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { LoginInput } from '../shared/account-schemas';
import { accountDepsOf, requestMetaOf } from './account-deps';
import { login } from './session-service';

/**
 * Signs in and gives the browser its session cookie: a new session id at every sign-in, the one
 * the browser had (if any) ends; the browser takes the account's preferences (decision 103). The `login` mutation and the sign-in page's form posted
 * without scripts both come here. Answers the user's id.
 */
export async function signIn(context: GraphQLContext, input: LoginInput): Promise<string> {
  const { token, userId } = await login(accountDepsOf(context), input, requestMetaOf(context));
  const previous = sessionTokenOf(context.http.request);
  if (previous) await deleteSession(context.db, previous);
  setSessionCookie(context.http.request, context.http.reply, token);
  await context.preferences.adoptAtSignIn(context.http.request, context.http.reply, userId);
  return userId;
}
