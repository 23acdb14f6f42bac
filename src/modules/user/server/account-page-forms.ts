import type { PageForm } from '@/core/server/render/page-form';
import { parseInput } from '@/core/server/validation';
import type { TokenPage } from '../shared/account-paths';
import {
  loginInputSchema,
  passwordLostInputSchema,
  passwordResetInputSchema,
  registerInputSchema,
} from '../shared/account-schemas';
import { safeRedirect } from '../shared/safe-redirect';
import { accountDepsOf, requestMetaOf } from './account-deps';
import { requestPasswordReset, resetPassword } from './password-service';
import { register } from './registration-service';
import { signIn } from './sign-in';

/**
 * The account forms posted without the page's scripts (decision 075): the same schemas and
 * services as their mutations, then the page the form's script would open. Password reset
 * shows its success on its own page.
 */
export const accountPageForms: PageForm[] = [
  {
    path: '/login',
    submit: async ({ fields, query, context }) => {
      await signIn(context, parseInput(loginInputSchema, fields));
      return safeRedirect(query.get('redirect'));
    },
  },
  {
    path: '/register',
    submit: async ({ fields, context }) => {
      // The page's language, as the form's script sends i18n's.
      const input = parseInput(registerInputSchema, { ...fields, language: context.lang });
      await register(accountDepsOf(context), input, requestMetaOf(context));
      return '/register/thanks';
    },
  },
  {
    path: '/password-lost',
    submit: async ({ fields, context }) => {
      const input = parseInput(passwordLostInputSchema, fields);
      await requestPasswordReset(accountDepsOf(context), input, requestMetaOf(context));
      return '/password-lost/thanks';
    },
  },
  {
    path: '/password-reset/:token' satisfies TokenPage,
    submit: async ({ fields, params, context }) => {
      await resetPassword(
        accountDepsOf(context),
        parseInput(passwordResetInputSchema, { ...fields, ...params }),
      );
      return undefined;
    },
  },
];
