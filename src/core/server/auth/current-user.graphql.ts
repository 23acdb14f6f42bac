import { builder } from '../graphql/builder';

/** The signed-in user as the client sees it (spec section 3, "Current user"). */
export interface CurrentUserShape {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  imageId: string | null;
  email: string;
  language: string | null;
  createdAt: Date;
  permissions: string[];
  emailVerifiedAt: Date | null;
}

const CurrentUser = builder.objectRef<CurrentUserShape>('CurrentUser').implement({
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
    description: 'The signed-in user. Accounts arrive with the user module; until then nobody is signed in.',
    resolve: () => ({ success: true, code: null, error: null, item: null }),
  }),
);
