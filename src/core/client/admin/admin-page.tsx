import { Stack, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DelayedLoader } from '../states/delayed-loader';
import { PermissionGuard } from '../states/permission-guard';

/**
 * An admin page: its permission checked (the server checks again), its title, and its content
 * rendered in the browser only (DESIGN section 7): admin queries go to the admin endpoint,
 * which server rendering does not use.
 */
export function AdminPage(props: { permission: string; title: string; children: ReactNode }) {
  const mounted = useMounted();
  return (
    <PermissionGuard permission={props.permission}>
      <Stack gap="lg" maw={960}>
        <Title order={1}>{props.title}</Title>
        {mounted ? props.children : <DelayedLoader />}
      </Stack>
    </PermissionGuard>
  );
}
