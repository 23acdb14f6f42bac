import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a content page: a readable column under its one h1. */
export function ContentPage(props: { title: string; children: ReactNode }) {
  return (
    <Container size={760} py={48} px="md">
      <Stack gap="md">
        <Title order={1}>{props.title}</Title>
        {props.children}
      </Stack>
    </Container>
  );
}
