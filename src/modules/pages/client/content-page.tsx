import type { ReactNode } from 'react';
import { PlainStack } from '@/core/client/plain-layout';
import { PlainTitle } from '@/core/client/plain-text';
import classes from './content-page.module.css';

/**
 * The frame of a content page: a readable column under its one h1. Plain elements in Mantine's
 * look, so that a page of text (about, privacy, terms) hydrates without Mantine (decision 093).
 */
export function ContentPage(props: { title: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <PlainStack gap="md">
        <PlainTitle order={1}>{props.title}</PlainTitle>
        {props.children}
      </PlainStack>
    </div>
  );
}
