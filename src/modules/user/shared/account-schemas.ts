import { z } from 'zod';
import { emailSchema } from '../../../core/shared/email-schema';
import { newPasswordSchema } from '../../../core/shared/password-rules';

const nameField = (key: 'firstName' | 'lastName') =>
  z.string().trim().min(2, `${key}.too.short`).max(50, `${key}.too.long`).nullable().optional();

/** Spec section 5, profile form. Unknown fields are stripped (zod's default). */
export const profileInputSchema = z.object({
  email: emailSchema.optional(),
  // The spec gives the username the firstName messages.
  username: nameField('firstName'),
  firstName: nameField('firstName'),
  lastName: nameField('lastName'),
  language: z.string().trim().min(2, 'language.too.short').max(7, 'language.too.long').nullable().optional(),
  image: z.string().nullable().optional(),
  imageId: z.string().nullable().optional(),
});
export type ProfileInput = z.output<typeof profileInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  language: z.string().min(2).max(7).optional(),
  captcha: z.string({ message: 'captcha.invalid' }).min(1, 'captcha.invalid'),
});
export type RegisterInput = z.output<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'password.required' }).min(1, 'password.required').max(1000),
});
export type LoginInput = z.output<typeof loginInputSchema>;

export const passwordLostInputSchema = z.object({
  email: emailSchema,
  captcha: z.string({ message: 'captcha.invalid' }).min(1, 'captcha.invalid'),
});
export type PasswordLostInput = z.output<typeof passwordLostInputSchema>;

export const passwordResetInputSchema = z.object({
  token: z.string().min(1, 'token.invalid').max(200, 'token.invalid'),
  password: newPasswordSchema,
});
export type PasswordResetInput = z.output<typeof passwordResetInputSchema>;

export const tokenInputSchema = z.object({
  token: z.string().min(1, 'token.invalid').max(200, 'token.invalid'),
});
