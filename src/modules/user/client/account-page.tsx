import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow, centred frame of every account page, with its heading. */
export function AccountPage(props: { title: string; children: ReactNode; size?: number }) {
  return (
    <Container size={props.size ?? 460} py={48} px="md">
      <Stack gap="lg">
        <Title order={1}>{props.title}</Title>
        {props.children}
      </Stack>
    </Container>
  );
}
