import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An ordered list of cards without bullets, named by the heading it stands under: a directory's
 * schools, a blog's posts. Each entry is a CardListItem.
 */
export function CardList(props: {
  labelledBy?: string;
  testId: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Stack
      component="ol"
      gap={props.gap ?? 'xs'}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
    >
      {props.children}
    </Stack>
  );
}

/** One card of a CardList. */
export function CardListItem(props: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      {props.children}
    </Paper>
  );
}
