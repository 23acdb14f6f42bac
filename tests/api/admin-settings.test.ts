import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SETTINGS = adminGraphql(
  '{ adminSettings { name canConfigure items { key type required value isSet } } }',
);
const UPDATE = adminGraphql(`mutation ($section: String!, $values: JSON!) {
  updateSettings(section: $section, values: $values) { success code field item { name items { key value isSet } } }
}`);
const DEFINITIONS = adminGraphql('{ settingDefinitions { key } }');
const PUBLIC_SETTINGS = graphql('{ settings { items { key value } } }');

describe.each(ENGINES)('admin settings on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const admin = <R, V>(document: TypedDocumentNode<R, V>, cookie: string, variables?: V) =>
    api.admin(cookie, document, variables);
  const sections = async (cookie: string) => (await admin(SETTINGS, cookie)).data!.adminSettings;
  const update = async (cookie: string, section: string, values: Record<string, unknown>) =>
    (await admin(UPDATE, cookie, { section, values })).data?.updateSettings;

  const operations = [
    { name: 'adminSettings', permission: 'Setting:list', run: (cookie: string) => admin(SETTINGS, cookie) },
    {
      name: 'settingDefinitions',
      permission: 'Setting:list',
      run: (cookie: string) => admin(DEFINITIONS, cookie),
    },
    {
      name: 'updateSettings (Social)',
      permission: 'Social:configure',
      run: (cookie: string) =>
        admin(UPDATE, cookie, { section: 'Social', values: { TWITTER_USER: 'schools_example' } }),
    },
    {
      name: 'updateSettings (Contact)',
      permission: 'Contact:configure',
      run: (cookie: string) =>
        admin(UPDATE, cookie, { section: 'Contact', values: { ENABLE_CONTACT_US: true } }),
    },
  ];

  it.each(operations)('refuses $name without $permission, and allows it with it', async (operation) => {
    const others = await signedInWith(api, ['Dashboard:view', 'SysInfo:list', 'General:configure']);
    const refused = await operation.run(others);
    expect(refused.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const visitor = await operation.run('');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('user.not.authorized');

    const allowed = await operation.run(await signedInWith(api, [operation.permission]));
    expect(allowed.errors).toBeUndefined();
    const [answer]: unknown[] = Object.values(allowed.data ?? {});
    if (answer && typeof answer === 'object' && 'success' in answer) expect(answer.success).toBe(true);
  });

  it('lists every editable section, private values to admins, secrets never', async () => {
    const cookie = await signedInWith(api, ['Setting:list', 'Contact:configure']);
    await api.app.settings.set('EMAIL_NOREPLY', 'noreply@schools.example');
    await api.app.settings.set('MAILJET_API_SECRET', 'mj-very-secret-value');
    const list = await sections(cookie);
    expect(list.map((section) => section.name)).toEqual(
      expect.arrayContaining(['General', 'Integration', 'SEO', 'Social', 'Contact', 'Mailjet', 'User']),
    );
    expect(list.map((section) => section.name)).not.toContain('Runtime');
    expect(list.find((section) => section.name === 'Contact')?.canConfigure).toBe(true);
    expect(list.find((section) => section.name === 'General')?.canConfigure).toBe(false);
    const items = list.flatMap((section) => section.items);
    expect(items.find((item) => item.key === 'EMAIL_NOREPLY')?.value).toBe('noreply@schools.example');
    const secrets = items.filter((item) => item.type === 'secret');
    expect(secrets.map((item) => item.key)).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'MAILJET_API_SECRET']),
    );
    for (const secret of secrets) expect(secret.value).toBeNull();
    expect(secrets.find((item) => item.key === 'MAILJET_API_SECRET')?.isSet).toBe(true);
    expect(JSON.stringify(list)).not.toContain('mj-very-secret-value');
  });

  it('saves a section, and the change is public on the next request', async () => {
    const cookie = await signedInWith(api, ['Contact:configure']);
    const saved = await update(cookie, 'Contact', {
      ENABLE_CONTACT_US: false,
      EMAIL_CONTACT: ' Desk@Schools.Example ',
    });
    expect(saved).toMatchObject({ success: true, code: null });
    expect(saved?.item?.items.find((item) => item.key === 'EMAIL_CONTACT')?.value).toBe(
      'desk@schools.example',
    );
    const publicSettings = await api.graphql(PUBLIC_SETTINGS);
    const value = (key: string) =>
      publicSettings.data?.settings.items.find((item) => item.key === key)?.value;
    expect(value('ENABLE_CONTACT_US')).toBe(false);
    expect(value('EMAIL_CONTACT')).toBe('desk@schools.example');
  });

  it('refuses an invalid value with its code and field, and stores nothing of the section', async () => {
    const cookie = await signedInWith(api, ['Social:configure', 'Setting:list']);
    await update(cookie, 'Social', { GITHUB_URL: 'https://github.com/before' });
    const refused = await update(cookie, 'Social', {
      GITHUB_URL: 'https://github.com/after',
      YOUTUBE_URL: 'not a web address',
    });
    expect(refused).toMatchObject({ success: false, code: 'url.invalid', field: 'YOUTUBE_URL', item: null });
    const social = (await sections(cookie)).find((section) => section.name === 'Social')!;
    expect(social.items.find((item) => item.key === 'GITHUB_URL')?.value).toBe('https://github.com/before');
    expect(social.items.find((item) => item.key === 'YOUTUBE_URL')?.isSet).toBe(false);
  });

  it.each([
    {
      case: 'a key of another section',
      section: 'Social',
      values: { ENABLE_CONTACT_US: true },
      code: 'setting.unknown',
      field: 'ENABLE_CONTACT_US',
    },
    {
      case: 'the runtime flags',
      section: 'Runtime',
      values: { setupFinalized: false },
      code: 'setting.section.unknown',
      field: 'section',
    },
    {
      case: 'an unknown section',
      section: 'Nowhere',
      values: {},
      code: 'setting.section.unknown',
      field: 'section',
    },
    {
      case: 'a required key emptied',
      section: 'General',
      values: { WEBSITE_NAME: '  ' },
      code: 'field.required',
      field: 'WEBSITE_NAME',
    },
    {
      case: 'a language not offered',
      section: 'General',
      values: { LANGUAGES: ['en', 'xx'] },
      code: 'language.invalid',
      field: 'LANGUAGES',
    },
    {
      case: 'a bad email',
      section: 'Contact',
      values: { EMAIL_ADMIN: 'nobody' },
      code: 'email.invalid',
      field: 'EMAIL_ADMIN',
    },
    {
      case: 'a text for a switch',
      section: 'Contact',
      values: { ENABLE_CONTACT_US: 'yes' },
      code: 'field.invalid',
      field: 'ENABLE_CONTACT_US',
    },
  ])('refuses $case with $code on $field', async ({ section, values, code, field }) => {
    const cookie = await signedInWith(api, ['*']);
    const before = JSON.stringify(await sections(cookie));
    expect(await update(cookie, section, values)).toMatchObject({ success: false, code, field });
    expect(JSON.stringify(await sections(cookie))).toBe(before);
  });

  it('keeps a secret when its input is empty, replaces it when given, clears it with null', async () => {
    const cookie = await signedInWith(api, ['Place:configure', 'Setting:list']);
    const secret = async () => {
      const place = (await sections(cookie)).find((section) => section.name === 'Place')!;
      return place.items.find((item) => item.key === 'CLOUDINARY_API_SECRET');
    };
    const stored = () => api.app.settings.get('CLOUDINARY_API_SECRET');
    await update(cookie, 'Place', { CLOUDINARY_API_SECRET: 'first-secret' });
    expect(await secret()).toMatchObject({ value: null, isSet: true });
    const kept = await update(cookie, 'Place', { CLOUDINARY_API_SECRET: '', CLOUDINARY_CLOUD_NAME: 'demo' });
    expect(kept?.success).toBe(true);
    expect(JSON.stringify(kept)).not.toContain('first-secret');
    expect(await stored()).toBe('first-secret');
    await update(cookie, 'Place', { CLOUDINARY_API_SECRET: 'second-secret' });
    expect(await stored()).toBe('second-secret');
    await update(cookie, 'Place', { CLOUDINARY_API_SECRET: null });
    expect(await stored()).toBeUndefined();
    expect(await secret()).toMatchObject({ value: null, isSet: false });
  });
});
