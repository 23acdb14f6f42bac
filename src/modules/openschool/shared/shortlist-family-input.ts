import { z } from 'zod';
import { emailSchema } from '@/core/shared/email-schema';

/** How many adults may share one shortlist, its owner included: a family, not a forum. */
export const FAMILY_MAX = 4;

/** The email of the adult invited to share the shortlist. */
export const shortlistInvitationInputSchema = z.object({ email: emailSchema });

/** The token of an invitation link, as the link carries it (base64url). */
export const shortlistInvitationTokenSchema = z
  .string('shortlist.invitation.invalid')
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'shortlist.invitation.invalid');

/** A member of the family, by their account's id. */
export const shortlistMemberIdSchema = z.string('id.invalid').trim().toLowerCase().uuid('id.invalid');
