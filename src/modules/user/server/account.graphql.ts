import { loadCurrentUser } from '@/core/server/auth/current-user';
import { CurrentUser } from '@/core/server/auth/current-user.graphql';
import type { CurrentUserShape } from '@/core/server/auth/current-user-shape';
import { requireSignedIn } from '@/core/server/auth/guard';
import { clearSessionCookie, sessionTokenOf } from '@/core/server/auth/session-cookie';
import { deleteSession } from '@/core/server/auth/session-service';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { resultFields, SuccessResult } from '@/core/server/graphql/mutation-result-types';
import { textInputFields } from '@/core/server/graphql/zod-input-fields';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import {
  loginInputSchema,
  passwordLostInputSchema,
  passwordResetInputSchema,
  profileInputSchema,
  registerInputSchema,
} from '../shared/account-schemas';
import { accountDepsOf, requestMetaOf } from './account-deps';
import { requestPasswordReset, resetPassword } from './password-service';
import { closeAccount, requestAccountClose, updateProfile } from './profile-service';
import { activateAccount, register, validateEmail } from './registration-service';
import { signIn } from './sign-in';

const deps = accountDepsOf;
const meta = requestMetaOf;

const input = builder.inputType('AccountInput', {
  description: 'Fields of the account forms; each mutation reads the ones it needs.',
  fields: (t) =>
    textInputFields(
      t,
      [registerInputSchema, loginInputSchema, passwordLostInputSchema, passwordResetInputSchema],
      { captcha: 'The captcha widget’s answer.', token: 'The token of an emailed link.' },
    ),
});

const ProfileInputType = builder.inputType('ProfileInput', {
  fields: (t) => textInputFields(t, [profileInputSchema]),
});

const ProfileResult = builder.objectRef<MutationResult<CurrentUserShape>>('ProfileResult').implement({
  fields: (t) => ({
    ...resultFields(t),
    item: t.field({ type: CurrentUser, nullable: true, resolve: (result) => result.item }),
  }),
});

const success = { type: SuccessResult, subGraphs: ['public' as const] };

builder.mutationFields((t) => ({
  register: t.field({
    ...success,
    args: { input: t.arg({ type: input, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        register(deps(context), parseInput(registerInputSchema, withoutNulls(args.input)), meta(context)),
      ),
  }),
  activateAccount: t.field({
    ...success,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => asMutationResult(() => activateAccount(deps(context), args.token)),
  }),
  login: t.field({
    type: ProfileResult,
    subGraphs: ['public'],
    args: { input: t.arg({ type: input, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const userId = await signIn(context, parseInput(loginInputSchema, withoutNulls(args.input)));
        return (await loadCurrentUser(context.db, userId))!;
      }),
  }),
  logout: t.field({
    ...success,
    resolve: (_root, _args, context) =>
      asMutationResult(async () => {
        const token = sessionTokenOf(context.http.request);
        if (token) await deleteSession(context.db, token);
        clearSessionCookie(context.http.request, context.http.reply);
        // A shared computer keeps no member's family or currency: the account has them back at
        // the next sign-in (decision 103).
        context.preferences.forgetInBrowser(context.http.request, context.http.reply);
      }),
  }),
  requestPasswordReset: t.field({
    ...success,
    args: { input: t.arg({ type: input, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        requestPasswordReset(
          deps(context),
          parseInput(passwordLostInputSchema, withoutNulls(args.input)),
          meta(context),
        ),
      ),
  }),
  resetPassword: t.field({
    ...success,
    args: { input: t.arg({ type: input, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        resetPassword(deps(context), parseInput(passwordResetInputSchema, withoutNulls(args.input))),
      ),
  }),
  validateEmail: t.field({
    ...success,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => asMutationResult(() => validateEmail(deps(context), args.token)),
  }),
  updateProfile: t.field({
    type: ProfileResult,
    subGraphs: ['public'],
    args: { input: t.arg({ type: ProfileInputType, required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(async () => {
        await updateProfile(
          deps(context),
          user.id,
          parseInput(profileInputSchema, { ...args.input, email: args.input.email ?? undefined }),
        );
        return (await loadCurrentUser(context.db, user.id))!;
      });
    },
  }),
  requestAccountClose: t.field({
    ...success,
    resolve: (_root, _args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() => requestAccountClose(deps(context), user.id, meta(context)));
    },
  }),
  closeAccount: t.field({
    ...success,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        await closeAccount(deps(context), args.token);
        clearSessionCookie(context.http.request, context.http.reply);
      }),
  }),
}));
