import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Permission } from '@/core/shared/permissions';
import { PermissionGuard } from '../states/permission-guard';

/**
 * An admin page: its permission checked (the server checks again) and its title. Admin pages
 * render in the browser only (the console's frame waits to be mounted; docs/architecture.md,
 * section 9): admin queries go to the admin endpoint, which server rendering does not use.
 */
export function AdminPage(props: {
  permission: Permission;
  title: string;
  /** Forms and detail pages read best narrow; lists take the width they get. */
  width?: 'narrow' | 'full';
  /** Buttons beside the title (Edit, Create…). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PermissionGuard permission={props.permission}>
      <Stack gap="lg" maw={props.width === 'full' ? undefined : 960}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{props.title}</Title>
          {props.actions}
        </Group>
        {props.children}
      </Stack>
    </PermissionGuard>
  );
}
