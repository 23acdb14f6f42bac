import type { MailContent } from '../render-template';

/** A mail ready to leave: addresses as given (`Name <a@b.c>` or `a@b.c`), content rendered. */
export interface RenderedMail extends MailContent {
  from: string;
  to: string;
  bcc?: string | undefined;
  replyTo?: string | undefined;
  /** Where one click stops mail like this one: the List-Unsubscribe headers (RFC 8058). */
  unsubscribeUrl?: string | undefined;
}

/** The headers of a mail that one click stops (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(mail: RenderedMail): Record<string, string> | undefined {
  if (!mail.unsubscribeUrl) return undefined;
  return {
    'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export type MailProviderName = 'outbox' | 'smtp' | 'mailjet';

/** One way to deliver mail. `send` throws when the provider refused or could not be reached. */
export interface MailProvider {
  name: MailProviderName;
  send(mail: RenderedMail): Promise<{ providerMessageId?: string }>;
}
