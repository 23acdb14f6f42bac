import type { MailContent } from '../render-template';

/** A mail ready to leave: addresses as given (`Name <a@b.c>` or `a@b.c`), content rendered. */
export interface RenderedMail extends MailContent {
  from: string;
  to: string;
  bcc?: string | undefined;
  replyTo?: string | undefined;
}

export type MailProviderName = 'outbox' | 'smtp' | 'mailjet';

/** One way to deliver mail. `send` throws when the provider refused or could not be reached. */
export interface MailProvider {
  name: MailProviderName;
  send(mail: RenderedMail): Promise<{ providerMessageId?: string }>;
}
