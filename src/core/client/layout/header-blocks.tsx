import { Group } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { ClientModule } from '../module';

// One lazy component per module for the life of the page, as for the footer blocks.
const lazyBlocks = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyBlockOf(name: string, load: NonNullable<ClientModule['headerBlock']>) {
  let block = lazyBlocks.get(name);
  if (!block) {
    block = lazy(load);
    lazyBlocks.set(name, block);
  }
  return block;
}

/**
 * The enabled modules' controls in the top bar (the compare shortlist), each in its own chunk;
 * the bar renders without them until they arrive. Pushed to the right, beside the account menu.
 */
export function HeaderBlocks(props: { modules: ClientModule[] }) {
  const blocks = props.modules.flatMap((module) =>
    module.headerBlock ? [{ name: module.name, Block: lazyBlockOf(module.name, module.headerBlock) }] : [],
  );
  if (blocks.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" ml="auto">
      {blocks.map(({ name, Block }) => (
        <Suspense key={name} fallback={null}>
          <Block />
        </Suspense>
      ))}
    </Group>
  );
}
