import { z } from 'zod';
import { captchaTokenSchema } from '@/core/shared/captcha';
import { emailSchema } from '@/core/shared/email-schema';
import { newPasswordSchema } from '@/core/shared/password-rules';
import { photoImageIdSchema } from '@/core/shared/photo-image-id';

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
  image: z.string().max(2048, 'image.invalid').nullable().optional(),
  // An image host's id: short, of a known shape (an unbounded one would weigh on every page).
  imageId: photoImageIdSchema.nullable().optional(),
});
export type ProfileInput = z.output<typeof profileInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  language: z.string().min(2).max(7).optional(),
  captcha: captchaTokenSchema,
});
export type RegisterInput = z.output<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'password.required' }).min(1, 'password.required').max(1000),
});
export type LoginInput = z.output<typeof loginInputSchema>;

export const passwordLostInputSchema = z.object({
  email: emailSchema,
  captcha: captchaTokenSchema,
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
