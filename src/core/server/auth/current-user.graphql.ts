import { builder } from '../graphql/builder';
import type { CurrentUserShape } from './current-user-shape';

export const CurrentUser = builder.objectRef<CurrentUserShape>('CurrentUser').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    username: t.exposeString('username', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    imageId: t.exposeString('imageId', { nullable: true }),
    email: t.exposeString('email'),
    language: t.exposeString('language', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    permissions: t.exposeStringList('permissions'),
    emailVerifiedAt: t.expose('emailVerifiedAt', { type: 'DateTime', nullable: true }),
  }),
});

interface MeResultShape {
  success: boolean;
  code: string | null;
  error: string | null;
  item: CurrentUserShape | null;
}

const MeResult = builder.objectRef<MeResultShape>('MeResult').implement({
  description: 'The current user; `item` is null when nobody is signed in.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    code: t.exposeString('code', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    item: t.field({ type: CurrentUser, nullable: true, resolve: (result) => result.item }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: MeResult,
    subGraphs: ['public'],
    description: 'The signed-in user, with effective permissions; item is null when signed out.',
    resolve: (_root, _args, context) => ({ success: true, code: null, error: null, item: context.user }),
  }),
);
