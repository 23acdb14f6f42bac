import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred screen that takes the place of a page: a title, an explanation, an action. */
export function StatusScreen(props: {
  title: string;
  text?: string;
  children?: ReactNode;
  minHeight?: string;
}) {
  return (
    <Stack align="center" justify="center" py={80} px="md" ta="center" mih={props.minHeight}>
      <Title order={1}>{props.title}</Title>
      {props.text && <Text c="gray.7">{props.text}</Text>}
      {props.children}
    </Stack>
  );
}
