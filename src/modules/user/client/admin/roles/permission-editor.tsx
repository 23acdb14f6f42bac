import { Checkbox, Fieldset, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { hasPermission } from '@/core/shared/permissions';

const ADMIN_PERMISSION_CATALOGUE = adminGraphql(`
  query AdminPermissionCatalogue { adminPermissionCatalogue { entity permissions } }
`);

const EVERYTHING = '*';

/** Adds or removes one entry, keeping the list sorted and free of duplicates. */
function toggled(entries: string[], entry: string, on: boolean): string[] {
  const next = new Set(entries);
  if (on) next.add(entry);
  else next.delete(entry);
  return [...next].sort();
}

/**
 * The permissions a role grants, as checkboxes grouped by entity: everything (`*`), a whole
 * entity (`School`, which covers all its actions), or single actions. Entries the installed
 * modules no longer check are listed too, so they can be removed.
 */
export function PermissionEditor(props: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('user-admin');
  const { data } = useQuery(ADMIN_PERMISSION_CATALOGUE);
  const [filter, setFilter] = useState('');
  const catalogue = data?.adminPermissionCatalogue ?? [];
  const known = new Set(catalogue.flatMap((group) => [group.entity, ...group.permissions]));
  const others = props.value.filter((entry) => entry !== EVERYTHING && !known.has(entry));
  const all = props.value.includes(EVERYTHING);
  const shown = catalogue.filter((group) => group.entity.toLowerCase().includes(filter.trim().toLowerCase()));
  const set = (entry: string, on: boolean) => props.onChange(toggled(props.value, entry, on));

  return (
    <Input.Wrapper label={t('roles.permissions')} error={props.error}>
      <Stack gap="sm" mt={4}>
        <Group justify="space-between" wrap="wrap">
          <Checkbox
            label={t('roles.everything')}
            checked={all}
            onChange={(event) => set(EVERYTHING, event.currentTarget.checked)}
          />
          <TextInput
            size="xs"
            type="search"
            aria-label={t('roles.filterPermissions')}
            placeholder={t('roles.filterPermissions')}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {shown.map((group) => {
            const whole = props.value.includes(group.entity);
            return (
              <Fieldset key={group.entity} legend={group.entity} p="xs" disabled={all}>
                <Stack gap={4}>
                  <Checkbox
                    size="xs"
                    label={t('roles.wholeEntity', { entity: group.entity })}
                    checked={all || whole}
                    onChange={(event) => set(group.entity, event.currentTarget.checked)}
                  />
                  {group.permissions.map((permission) => (
                    <Checkbox
                      key={permission}
                      size="xs"
                      label={permission.split(':')[1]}
                      aria-label={permission}
                      checked={hasPermission(props.value, permission)}
                      disabled={all || whole}
                      onChange={(event) => set(permission, event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
        {others.length > 0 && (
          <Fieldset legend={t('roles.otherPermissions')} p="xs">
            <Text size="xs" c="gray.7" mb={4}>
              {t('roles.otherPermissionsHelp')}
            </Text>
            {others.map((entry) => (
              <Checkbox key={entry} size="xs" label={entry} checked onChange={() => set(entry, false)} />
            ))}
          </Fieldset>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
