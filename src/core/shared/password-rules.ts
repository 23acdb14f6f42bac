import { z } from 'zod';

/** Length rules of a new password, shared by forms and server (the server also refuses common ones). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordSchema = z
  .string({ message: 'password.required' })
  .min(1, 'password.required')
  .min(PASSWORD_MIN_LENGTH, 'password.too.short')
  .max(PASSWORD_MAX_LENGTH, 'password.too.long');
