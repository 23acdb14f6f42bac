import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { AppError } from '@/core/server/errors';
import {
  MAIL_OUTBOX_FILE_HEADERS,
  MAIL_OUTBOX_LIST,
  RESEND_MAX,
} from '@/modules/mail/shared/mail-outbox-list';
import { findOutboxMail, findOutboxMailPage, type OutboxMailRecord } from './mail-outbox-admin-repository';
import { OutboxMailType } from './outbox-mail-type';

const isoOrEmpty = (date: Date | null) => (date ? date.toISOString() : '');

/**
 * The outbox, read only: mails are written by the mail service as they are sent. A failed mail
 * can be sent again (`resend`, with Mailjet:send): once the selection is committed, each one is
 * queued for the provider in use, and the background delivery records the new outcome.
 */
export const mailOutboxAdmin: AdminEntity<OutboxMailRecord> = {
  name: 'MailOutbox',
  plural: 'MailOutboxes',
  type: OutboxMailType,
  list: MAIL_OUTBOX_LIST,
  findPage: (db, list) => findOutboxMailPage(db, list),
  findById: findOutboxMail,
  // The bodies stay out of the audit log: the outbox keeps them already.
  auditOf: (mail) => ({ to: mail.to, subject: mail.subject, status: mail.status, provider: mail.provider }),
  bulkActions: {
    resend: {
      permission: 'Mailjet:send',
      run: async (_trx, mails) => {
        if (mails.length > RESEND_MAX) throw new AppError('mail.resend.too.many', { field: 'ids' });
        if (mails.some((mail) => mail.status !== 'failed')) {
          throw new AppError('mail.resend.not.failed', { field: 'ids' });
        }
      },
      afterCommit: async (mails, context) => {
        // Queued only: the background delivery sends them one after the other.
        for (const mail of mails) await context.mail.resend(mail.id);
      },
    },
  },
  file: {
    headers: MAIL_OUTBOX_FILE_HEADERS,
    toRow: (mail) => ({
      createdAt: mail.createdAt.toISOString(),
      sentAt: isoOrEmpty(mail.sentAt),
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      template: mail.template ?? '',
      lang: mail.lang ?? '',
      provider: mail.provider,
      status: mail.status,
      error: mail.error ?? '',
      providerMessageId: mail.providerMessageId ?? '',
    }),
  },
};

registerAdminEntity(mailOutboxAdmin);
