import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { type ComponentType, createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: a local server that answers as ours, a proxy or a dropped connection would: it lives with the other fakes in tests/.
import { errorOfAnswer } from '../../../../tests/fakes/graphql-answer-fake';
import { DATA_QUERY } from '../data-query';
import { GraphQLClient } from '../graphql-client/graphql-client';
import { GraphQLProvider } from '../graphql-client/graphql-provider';
import { createI18n } from '../i18n';
import { SiteDataProvider } from '../site-data';
import { I18nContext } from '../use-translation';
import { PermissionGuard } from './permission-guard';
import { QueryState } from './query-state';
import type { QueryInput } from './query-view';

const LOCALES = path.resolve(import.meta.dirname, '../../../../public/locales/en');
const translations = Object.fromEntries(
  ['common', 'errors', 'states'].map((ns) => [
    ns,
    JSON.parse(fs.readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8')),
  ]),
);

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = createI18n({ lang: 'en', translations, browser: false });
});

/** A page whose `data` query has not answered yet (null), answered for a visitor, or for a user with these permissions. */
function clientWith(permissions: string[] | 'visitor' | null): GraphQLClient {
  const client = new GraphQLClient({ exchanges: [] });
  if (permissions) {
    client.writeQuery({
      query: DATA_QUERY,
      data: {
        me: {
          code: null,
          error: null,
          success: true,
          item:
            permissions === 'visitor'
              ? null
              : {
                  _id: 'u1',
                  email: 'ada@example.test',
                  username: null,
                  firstName: null,
                  lastName: null,
                  language: 'en',
                  createdAt: '2026-01-01T00:00:00Z',
                  imageId: null,
                  permissions,
                  emailVerifiedAt: null,
                },
        },
        settings: { items: [] },
      },
    });
  }
  return client;
}

/** createElement for providers whose props type requires the children given as its third argument. */
const wrap = <P>(type: ComponentType<P>, props: Omit<P, 'children'>, child: ReactNode) =>
  h(type as ComponentType<Omit<P, 'children'>>, props, child);

/** The HTML a visitor gets, as text without tags. */
function render(node: ReactNode, client = clientWith(null)): string {
  const html = renderToString(
    wrap(
      GraphQLProvider,
      { client },
      wrap(
        SiteDataProvider,
        {},
        h(I18nContext, { value: i18n }, h(MantineProvider, null, h(MemoryRouter, null, node))),
      ),
    ),
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const page = () => h('p', null, 'The school page');
const queryState = (input: QueryInput) => wrap(QueryState, input, page());
const graphQLError = (code: string) =>
  errorOfAnswer({
    status: 200,
    body: JSON.stringify({ data: null, errors: [{ message: 'no', extensions: { code } }] }),
  });

describe('QueryState', () => {
  it('shows the content once the data came', () => {
    expect(render(queryState({ loading: false, data: { success: true, item: {} } }))).toBe('The school page');
  });

  it('shows nothing at first while loading: the spinner waits 300 ms', () => {
    expect(render(queryState({ loading: true, data: undefined }))).toBe('');
  });

  it('shows the unauthorized screen for user.not.authorized, as a GraphQL error or a payload code', async () => {
    const notAuthorized = await graphQLError('user.not.authorized');
    expect(render(queryState({ loading: false, error: notAuthorized, data: null }))).toBe(
      'Unauthorized access',
    );
    const payload = { success: false, code: 'user.not.authorized', error: 'user.not.authorized' };
    expect(render(queryState({ loading: false, data: payload }))).toBe('Unauthorized access');
  });

  it('shows the error text, translated when its code is known, else the fallback', async () => {
    const limited = { success: false, code: 'rate.limited', error: 'rate.limited' };
    expect(render(queryState({ loading: false, data: limited }))).toBe(i18n.t('errors:rate.limited'));
    const busy = await errorOfAnswer({
      status: 503,
      body: JSON.stringify({ success: false, code: 'server.busy' }),
    });
    expect(render(queryState({ loading: false, error: busy, data: undefined }))).toBe(
      'The site is busy. Please try again in a few seconds.',
    );
    const bare = { success: false, code: null, error: null };
    expect(render(queryState({ loading: false, data: bare }))).toBe('Oups, an error occured');
  });

  it('shows the Network Error screen with a Retry when no answer came', async () => {
    const network = await errorOfAnswer({ status: 200, body: null });
    expect(render(queryState({ loading: false, error: network, data: undefined }))).toBe(
      'Network Error An error occurred. Please retry later. Retry',
    );
    const proxy = await errorOfAnswer({
      status: 502,
      body: '<html>Bad Gateway</html>',
      contentType: 'text/html',
    });
    expect(render(queryState({ loading: false, error: proxy, data: undefined }))).toBe(
      'Network Error An error occurred. Please retry later. Retry',
    );
  });

  it('keeps the content shown when asking again got no answer, with a notice and a Retry', async () => {
    const data = { success: true, item: {} };
    const network = await errorOfAnswer({ status: 200, body: null });
    expect(render(queryState({ loading: false, error: network, data }))).toBe(
      'Network Error An error occurred. Please retry later. Retry The school page',
    );
    // A GraphQL error beside data already shown changes nothing (spec: logged only).
    const graphql = await graphQLError('x');
    expect(render(queryState({ loading: false, error: graphql, data }))).toBe('The school page');
  });

  it('shows the not-found screen when nothing came or the page says so', () => {
    expect(render(queryState({ loading: false, data: null }))).toContain('Ooops!! Page not found !');
    expect(
      render(queryState({ loading: false, data: { success: true, item: null }, notFound: true })),
    ).toContain('Ooops!! Page not found !');
  });
});

describe('PermissionGuard', () => {
  const guarded = wrap(PermissionGuard, { permission: 'School:list' }, page());

  it('shows nothing while the permissions load', () => {
    expect(render(guarded, clientWith(null))).toBe('');
  });

  it('shows the page to a user holding the permission, by prefix', () => {
    expect(render(guarded, clientWith(['School']))).toBe('The school page');
    expect(render(guarded, clientWith(['*']))).toBe('The school page');
  });

  it('says so to a user without it, with a way home', () => {
    expect(render(guarded, clientWith(['School:read', 'Place:list']))).toBe(
      'Oups, not enough authorization Back to the home page',
    );
  });

  it('asks a visitor to sign in first, and to come back here after', () => {
    const html = renderToString(
      wrap(
        GraphQLProvider,
        { client: clientWith('visitor') },
        wrap(
          SiteDataProvider,
          {},
          h(
            I18nContext,
            { value: i18n },
            h(MantineProvider, null, h(MemoryRouter, { initialEntries: ['/_admin/users?page=2'] }, guarded)),
          ),
        ),
      ),
    );
    expect(html).toContain('oups, authentication required');
    expect(html).toContain('This page is secured, you need to login before accessing it.');
    expect(html).toContain('href="/login?redirect=%2F_admin%2Fusers%3Fpage%3D2"');
  });
});
