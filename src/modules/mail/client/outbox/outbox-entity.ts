import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { MAIL_OUTBOX_LIST } from '@/modules/mail/shared/mail-outbox-list';
import { MAIL_OUTBOX_PATH } from '../mail-paths';
import {
  OUTBOX_MAIL_DETAIL_FIELDS,
  OUTBOX_MAIL_FIELDS,
  type OutboxMailDetail,
  type OutboxMailItem,
} from './outbox-mail';

/** The outbox list: its rows leave the bodies out. */
export const outboxMailEntity: AdminClientEntity<OutboxMailItem> = {
  name: 'MailOutbox',
  plural: 'MailOutboxes',
  path: MAIL_OUTBOX_PATH,
  list: MAIL_OUTBOX_LIST,
  fields: OUTBOX_MAIL_FIELDS,
  titleOf: (mail) => mail.subject,
};

/** One mail, bodies and every header included. */
export const outboxMailDetailEntity: AdminClientEntity<OutboxMailDetail> = {
  ...outboxMailEntity,
  fields: OUTBOX_MAIL_DETAIL_FIELDS,
};
