import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import { type MutationOutcome, runMutation } from '../../form/run-mutation';

export interface AdminSetting {
  key: string;
  type: string;
  required: boolean;
  /** Null for a secret: the API never gives it; `isSet` says whether one is stored. */
  value: unknown;
  isSet: boolean;
}

export interface AdminSettingsSection {
  name: string;
  canConfigure: boolean;
  items: AdminSetting[];
}

const SECTION_FIELDS = 'name canConfigure items { key type required value isSet }';

export const ADMIN_SETTINGS: TypedDocumentNode<{ adminSettings: AdminSettingsSection[] }> = gql`
  query AdminSettings { adminSettings { ${SECTION_FIELDS} } }
`;

type UpdateOutcome = MutationOutcome & { item: AdminSettingsSection | null };

const ADMIN_UPDATE_SETTINGS: TypedDocumentNode<
  { result: UpdateOutcome },
  { section: string; values: Record<string, unknown> }
> = gql`
  mutation AdminUpdateSettings($section: String!, $values: JSON!) {
    result: updateSettings(section: $section, values: $values) { success code field item { ${SECTION_FIELDS} } }
  }
`;

/** Saves one section; a refusal, a GraphQL error or a network failure come back as a coded outcome. */
export function updateSettings(
  apollo: ApolloClient,
  section: string,
  values: Record<string, unknown>,
): Promise<UpdateOutcome | MutationOutcome> {
  return runMutation(apollo, ADMIN_UPDATE_SETTINGS, { section, values });
}
