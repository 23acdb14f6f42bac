import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@urql/core';
import type { VariablesOf } from 'gql.tada';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { CORE_SETTINGS } from '@/core/server/settings/core-settings';
import { SettingsService } from '@/core/server/settings/settings-service';
import { type MailjetFake, startMailjetFake } from '../fakes/mailjet-fake';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const MAILJET = { apiKey: 'mj-admin-key', apiSecret: 'mj-admin-secret' };
const MAIL_PERMISSIONS = ['MailjetTemplate:list', 'Mailjet:send', 'MailOutbox:list', 'MailOutbox:read'];

const PROVIDER = adminGraphql('{ adminMailProvider { name templateSource sender } }');
const TEMPLATES = adminGraphql(
  '{ adminMailTemplates { source items { name languages subject updatedAt } } }',
);
const TEMPLATE = adminGraphql(`query ($name: String!, $language: String) {
  adminMailTemplate(name: $name, language: $language) {
    name lang languages source subject html text updatedAt
    variables { name sample } preview { subject html text }
  }
}`);
const MAIL = adminGraphql(`fragment MailTestFields on OutboxMail {
  _id provider status from to subject html text template lang error providerMessageId sentAt
}`);
const SEND = adminGraphql(
  `mutation ($input: JSON!) {
    adminSendTestMail(input: $input) {
      success code field fieldErrors { field code } item { ...MailTestFields }
    }
  }`,
  [MAIL],
);
const OUTBOX = adminGraphql(
  `query ($list: AdminListInput) {
    adminMailOutboxes(list: $list) { pageInfo { count } items { ...MailTestFields createdAt } }
  }`,
  [MAIL],
);
const OUTBOX_MAIL = adminGraphql(
  'query ($id: ID!) { adminMailOutbox(id: $id) { ...MailTestFields bcc replyTo variables attempts nextAttemptAt } }',
  [MAIL],
);
const EXPORT = adminGraphql(`query ($list: AdminListInput) {
  adminMailOutboxesExport(list: $list, format: csv) { filename content count }
}`);
const BULK = adminGraphql(
  'mutation ($ids: [ID!]!) { adminMailOutboxesBulk(action: "resend", ids: $ids) { success code count } }',
);

/** A unique recipient per test, so tests never see each other's mail. */
const recipient = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const today = () => new Date().toISOString().slice(0, 10);

describe.each(EMBEDDED_ONLY)('the mail pages of the admin on %s', (engine) => {
  let api: TestApp;
  let mailjet: MailjetFake;
  let settings: SettingsService;
  let cookie: string;

  beforeAll(async () => {
    mailjet = await startMailjetFake(MAILJET);
    api = await startTestApp(engine, { MAILJET_API_URL: mailjet.url });
    settings = new SettingsService(api.database.db, CORE_SETTINGS, api.database.changes);
    cookie = await signedInWith(api, MAIL_PERMISSIONS);
  });
  afterAll(async () => {
    await api?.close();
    await mailjet?.close();
  });
  beforeEach(async () => {
    await settings.writeAll(
      new Map([
        ['MAILJET_API_KEY', null],
        ['MAILJET_API_SECRET', null],
      ]),
    );
    await settings.set('WEBSITE_NAME', 'Schools & Co');
  });

  const useMailjet = async (secret = MAILJET.apiSecret) => {
    await settings.set('MAILJET_API_KEY', MAILJET.apiKey);
    await settings.set('MAILJET_API_SECRET', secret);
  };
  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables?: V, as = cookie) =>
    api.admin(as, document, variables);
  const send = async (input: Record<string, unknown>) =>
    (await admin(SEND, { input })).data!.adminSendTestMail;
  const outbox = async (list: VariablesOf<typeof OUTBOX>['list']) =>
    (await admin(OUTBOX, { list })).data!.adminMailOutboxes;
  const template = async (name: string, language?: string) =>
    (await admin(TEMPLATE, { name, language })).data!.adminMailTemplate;

  it('names the provider in use and where templates come from', async () => {
    await settings.set('EMAIL_NOREPLY', 'noreply@schools.example');
    expect((await admin(PROVIDER)).data).toEqual({
      adminMailProvider: { name: 'outbox', templateSource: 'database', sender: 'noreply@schools.example' },
    });
    await useMailjet();
    expect((await admin(PROVIDER)).data).toMatchObject({
      adminMailProvider: { name: 'mailjet', templateSource: 'mailjet' },
    });
    // The test sender alone is enough to know it.
    const sender = await signedInWith(api, ['Mailjet:send']);
    expect((await admin(PROVIDER, {}, sender)).data).toMatchObject({
      adminMailProvider: { name: 'mailjet' },
    });
  });

  it('lists the database templates with their languages, English subject and date', async () => {
    const answer = await admin(TEMPLATES);
    const { source, items } = answer.data!.adminMailTemplates;
    expect(source).toBe('database');
    const activation = items.find((item) => item.name === 'activation');
    expect(activation).toMatchObject({ subject: 'Activate your {{siteName}} account' });
    const languages = activation?.languages;
    expect(languages).toEqual(expect.arrayContaining(['en', 'fr', 'de']));
    expect(languages?.[0]).toBe('en');
    expect(Date.parse(activation?.updatedAt ?? '')).not.toBeNaN();
  });

  it('shows one language of a template with its variables and a preview from samples', async () => {
    await settings.set('WEBSITE_URL', 'https://schools.example/');
    const french = await template('activation', 'fr');
    expect(french).toMatchObject({ name: 'activation', lang: 'fr', source: 'database' });
    expect(french?.languages).toEqual(expect.arrayContaining(['en', 'fr', 'de']));
    expect(french?.variables).toEqual([
      { name: 'siteName', sample: 'Schools & Co' },
      { name: 'link', sample: 'https://schools.example/example?token=sample' },
    ]);
    const preview = french!.preview;
    expect(preview.subject).toContain('Schools & Co');
    // Escaped in HTML only, as the mail service renders it; no placeholder left.
    expect(preview.html).toContain('Schools &amp; Co');
    expect(preview.html).toContain('href="https://schools.example/example?token=sample"');
    expect(preview.text).toContain('Schools & Co');
    expect(`${preview.subject}${preview.html}${preview.text}`).not.toContain('{{');
    // The preview is the mail as it leaves: framed in French, its lone link a button.
    expect(preview.html).toMatch(/^<!DOCTYPE html>\n<html lang="fr" dir="ltr">/);
    expect(preview.html).toMatch(
      /<td style="[^"]*background:[^"]*"><a [^>]*href="https:\/\/schools.example\/example\?token=sample">/,
    );
    expect(french?.html).toContain('{{link}}');

    expect(await template('activation', 'xx')).toMatchObject({ lang: 'en' });
    expect(await template('activation')).toMatchObject({ lang: 'en' });
    expect(await template('no-such-template')).toBeNull();
  });

  it('reads the templates from the Mailjet account when its key and secret are set', async () => {
    await useMailjet();
    const answer = await admin(TEMPLATES);
    expect(answer.data!.adminMailTemplates).toEqual({
      source: 'mailjet',
      items: [
        { name: 'Newsletter', languages: ['en'], subject: 'News from {{siteName}}', updatedAt: null },
        { name: 'Welcome', languages: ['fr'], subject: 'Bienvenue {{username}}', updatedAt: null },
      ],
    });
    const welcome = await template('Welcome');
    expect(welcome).toMatchObject({
      name: 'Welcome',
      lang: 'fr',
      languages: ['fr'],
      source: 'mailjet',
      subject: 'Bienvenue {{username}}',
      text: 'Bonjour {{username}} !',
      variables: [{ name: 'username', sample: 'Ann' }],
      preview: { subject: 'Bienvenue Ann', text: 'Bonjour Ann !' },
    });
    // As Mailjet keeps it: the page shows it in a sandboxed frame, where scripts do not run.
    expect(welcome?.html).toContain('<script>');
    expect(await template('Nobody')).toBeNull();
  });

  it('turns a Mailjet failure into a translated code, never a server error', async () => {
    await useMailjet('wrong-secret');
    const refused = await admin(TEMPLATES);
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]?.extensions?.code).toBe('mailjet.auth.failed');

    await useMailjet();
    mailjet.failNext();
    const down = await admin(TEMPLATE, { name: 'Welcome' });
    expect(down.status).toBe(200);
    expect(down.errors?.[0]?.extensions?.code).toBe('mailjet.unavailable');
  });

  it.each([
    ['from is missing', { from: undefined }, 'from', 'field.required'],
    ['from is blank', { from: '  ' }, 'from', 'field.required'],
    ['to is not an email', { to: 'not-an-email' }, 'to', 'email.invalid'],
    ['the subject is over 50 characters', { subject: 'x'.repeat(51) }, 'subject', 'field.too.long'],
    ['the text is over 500 characters', { text: 'x'.repeat(501) }, 'text', 'field.too.long'],
    ['the html is over 500 characters', { html: 'x'.repeat(501) }, 'html', 'field.too.long'],
  ])('refuses a test mail when %s, and sends nothing', async (_case, change, field, code) => {
    const to = recipient('refused');
    const result = await send({ from: 'admin@example.org', to, subject: 'Hi', text: 'Hi', ...change });
    expect(result).toMatchObject({ success: false, code, item: null });
    expect(result.fieldErrors).toEqual([{ field, code }]);
    expect((await outbox({ q: to })).pageInfo.count).toBe(0);
  });

  it('lists every refused field of a test mail at once', async () => {
    const result = await send({ from: '', to: 'nope', subject: 'x'.repeat(51) });
    expect(result.fieldErrors).toEqual([
      { field: 'from', code: 'field.required' },
      { field: 'to', code: 'email.invalid' },
      { field: 'subject', code: 'field.too.long' },
    ]);
  });

  it('sends a test mail through the outbox, lowercased, and it appears in the outbox', async () => {
    const to = recipient('Outbox').toUpperCase();
    const result = await send({ from: ' Admin@Example.org', to, subject: 'Check', html: '<p>Hi</p>' });
    expect(result).toMatchObject({
      success: true,
      code: null,
      item: { provider: 'outbox', status: 'stored', from: 'admin@example.org', to: to.toLowerCase() },
    });
    const listed = await outbox({ q: to.toLowerCase() });
    expect(listed.items.map((mail) => [mail._id, mail.subject, mail.html])).toEqual([
      [result.item!._id, 'Check', '<p>Hi</p>'],
    ]);
    // Blank subject and bodies get a stand-in: a mail needs a subject, and Mailjet a body.
    const blank = await send({ from: 'admin@example.org', to: recipient('blank') });
    expect(blank.item).toMatchObject({ subject: 'Test mail', text: 'This is a test mail.', html: '' });
  });

  it('sends a test mail through Mailjet, and reports its refusal with the outbox row', async () => {
    await useMailjet();
    const to = recipient('mailjet');
    const sent = await send({ from: 'admin@example.org', to, subject: 'Through Mailjet', text: 'Hello' });
    expect(sent).toMatchObject({ success: true, item: { provider: 'mailjet', status: 'sent', error: null } });
    expect(mailjet.received.at(-1)).toMatchObject({ To: [{ Email: to }], Subject: 'Through Mailjet' });

    mailjet.failNext();
    const failed = await send({ from: 'admin@example.org', to, subject: 'Refused', text: 'Hello' });
    expect(failed).toMatchObject({
      success: false,
      code: 'mail.delivery.failed',
      item: { provider: 'mailjet', status: 'failed', error: 'Mailjet 500: Internal Server Error' },
    });
  });

  it('filters the outbox by status, provider, date and search, and reads one mail', async () => {
    const to = recipient('filters');
    const stored = (await send({ from: 'admin@example.org', to, subject: 'Stored one', text: 'a' })).item!;
    await useMailjet();
    mailjet.failNext();
    const failed = (await send({ from: 'admin@example.org', to, subject: 'Failed one', text: 'b' })).item!;
    const filtered = async (key: string, value: string) =>
      (await outbox({ q: to, filters: [{ key, value }] })).items.map((mail) => mail._id);

    expect(await filtered('status', 'failed')).toEqual([failed._id]);
    expect(await filtered('status', 'stored')).toEqual([stored._id]);
    expect(await filtered('provider', 'outbox')).toEqual([stored._id]);
    expect(await filtered('createdAt', `${today()}..`)).toEqual([failed._id, stored._id]);
    expect(await filtered('createdAt', '..2020-01-01')).toEqual([]);
    expect((await outbox({ q: 'Stored one' })).items.map((mail) => mail._id)).toContain(stored._id);
    const sorted = await outbox({ q: to, sort: 'subject' });
    expect(sorted.items.map((mail) => mail.subject)).toEqual(['Failed one', 'Stored one']);

    const read = await admin(OUTBOX_MAIL, { id: failed._id });
    expect(read.data!.adminMailOutbox).toMatchObject({
      _id: failed._id,
      to,
      text: 'b',
      status: 'failed',
      error: 'Mailjet 500: Internal Server Error',
      bcc: null,
      variables: {},
      // A test mail is tried once: its failure is the answer, not retried.
      attempts: 1,
      nextAttemptAt: null,
    });
    const missing = await admin(OUTBOX_MAIL, { id: randomUUID() });
    expect(missing.data).toEqual({ adminMailOutbox: null });
  });

  it('refuses a bad outbox list request with its code, never a server error', async () => {
    for (const [list, code] of [
      [{ sort: 'error' }, 'sort.invalid'],
      [{ filters: [{ key: 'status', value: 'lost' }] }, 'filter.invalid'],
      [{ filters: [{ key: 'createdAt', value: 'yesterday' }] }, 'filter.invalid'],
    ] satisfies [VariablesOf<typeof OUTBOX>['list'], string][]) {
      const answer = await admin(OUTBOX, { list });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('exports the filtered outbox as CSV, without the bodies', async () => {
    const to = recipient('export');
    await send({ from: 'admin@example.org', to, subject: '=SUM(A1)', text: 'secret body' });
    const file = (
      await admin(EXPORT, {
        list: { q: to },
      })
    ).data!.adminMailOutboxesExport;
    expect(file.count).toBe(1);
    expect(file.filename).toMatch(/^mailoutboxes-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row] = file.content.replace('\uFEFF', '').trim().split('\n');
    expect(header).toBe(
      'id,createdAt,sentAt,from,to,subject,template,lang,provider,status,error,providerMessageId',
    );
    expect(row).toContain(`,admin@example.org,${to},'=SUM(A1),,,outbox,stored,,`);
    expect(file.content).not.toContain('secret body');
  });

  it('sends failed mails again with the provider in use, and only failed ones', async () => {
    await useMailjet();
    const to = recipient('resend');
    mailjet.failNext();
    const failed = (await send({ from: 'admin@example.org', to, subject: 'Again', text: 'x' })).item!;
    const sent = (await send({ from: 'admin@example.org', to, subject: 'Fine', text: 'y' })).item!;

    const mixed = await admin(BULK, { ids: [failed._id, sent._id] });
    expect(mixed.data!.adminMailOutboxesBulk).toMatchObject({
      success: false,
      code: 'mail.resend.not.failed',
    });
    const before = mailjet.received.length;
    const resent = await admin(BULK, { ids: [failed._id] });
    expect(resent.data!.adminMailOutboxesBulk).toEqual({ success: true, code: null, count: 1 });
    // Queued again, and delivered in the background.
    await api.app.mail.drain();
    expect(mailjet.received.length).toBe(before + 1);
    const read = await admin(OUTBOX_MAIL, { id: failed._id });
    expect(read.data!.adminMailOutbox).toMatchObject({ status: 'sent', provider: 'mailjet', error: null });

    const again = await admin(BULK, { ids: [failed._id] });
    expect(again.data!.adminMailOutboxesBulk).toMatchObject({ code: 'mail.resend.not.failed' });
    expect(mailjet.received.length).toBe(before + 1);
  });

  it('guards each page with its own permission', async () => {
    const reader = await signedInWith(api, ['MailOutbox:list', 'MailOutbox:read']);
    const codeOf = async <R, V>(document: TypedDocumentNode<R, V>, variables?: V) =>
      (await admin(document, variables, reader)).errors?.[0]?.extensions?.code;
    expect(await codeOf(TEMPLATES)).toBe('user.not.authorized');
    expect(await codeOf(TEMPLATE, { name: 'activation' })).toBe('user.not.authorized');
    expect(await codeOf(PROVIDER)).toBe('user.not.authorized');
    expect(await codeOf(SEND, { input: { from: 'a@b.co', to: 'c@d.co' } })).toBe('user.not.authorized');
    expect(await codeOf(BULK, { ids: [randomUUID()] })).toBe('user.not.authorized');
    expect(await codeOf(OUTBOX, { list: {} })).toBeUndefined();
  });
});
