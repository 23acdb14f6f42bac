import type { GraphQLSchema } from 'graphql';
import type { ServerModule } from '../module';
import { builder } from './builder';

export interface Schemas {
  public: GraphQLSchema;
  admin: GraphQLSchema;
}

let built: Promise<Schemas> | undefined;

/** Loads the core's and every module's GraphQL files once, then prints both endpoints' schemas. */
export function buildSchemas(modules: ServerModule[]): Promise<Schemas> {
  built ??= (async () => {
    await import('./root-types');
    await import('../auth/current-user.graphql');
    await import('../settings/settings.graphql');
    await import('../settings/settings-admin.graphql');
    await import('../admin/dashboard.graphql');
    await import('../admin/system-info.graphql');
    await import('../admin/permission-catalogue.graphql');
    await import('../admin/audit/audit-log.graphql');
    await import('../i18n/missing-translation-admin.graphql');
    await import('../data-names/data-name-admin.graphql');
    await import('../setup/setup.graphql');
    await import('../moderation/moderation-log.graphql');
    await import('../map/map.graphql');
    await import('../preferences/preferences.graphql');
    for (const module of modules) await module.loadGraphql?.();
    return {
      public: builder.toSchema({ subGraph: 'public', sortSchema: true }),
      admin: builder.toSchema({ subGraph: 'admin', sortSchema: true }),
    };
  })();
  return built;
}
