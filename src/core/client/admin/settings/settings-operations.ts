import type { ResultOf } from 'gql.tada';
import { type MutationOutcome, runMutation } from '@/core/client/form/run-mutation';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';

// A setting's `value` is null for a secret: the API never gives it; `isSet` says whether one is stored.
const SECTION_FIELDS = adminGraphql(`
  fragment AdminSettingsSectionFields on AdminSettingsSection {
    name canConfigure items { key type required value isSet }
  }
`);

export type AdminSettingsSection = ResultOf<typeof SECTION_FIELDS>;
export type AdminSetting = AdminSettingsSection['items'][number];

export const ADMIN_SETTINGS = adminGraphql(
  `query AdminSettings { adminSettings { ...AdminSettingsSectionFields } }`,
  [SECTION_FIELDS],
);

const ADMIN_UPDATE_SETTINGS = adminGraphql(
  `mutation AdminUpdateSettings($section: String!, $values: JSON!) {
    result: updateSettings(section: $section, values: $values) {
      success code field fieldErrors { field code } item { ...AdminSettingsSectionFields }
    }
  }`,
  [SECTION_FIELDS],
);

type UpdateOutcome = ResultOf<typeof ADMIN_UPDATE_SETTINGS>['result'];

/** Saves one section; a refusal, a GraphQL error or a network failure come back as a coded outcome. */
export function updateSettings(
  client: GraphQLClient,
  section: string,
  values: Record<string, unknown>,
): Promise<UpdateOutcome | MutationOutcome> {
  return runMutation(client, ADMIN_UPDATE_SETTINGS, { section, values });
}
