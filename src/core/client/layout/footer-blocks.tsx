import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { ClientModule } from '../module';

// One lazy component per module for the life of the page: React.lazy must not be re-created
// on every render, or the block would load and mount again each time.
const lazyBlocks = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyBlockOf(module: ClientModule & { footerBlock: NonNullable<ClientModule['footerBlock']> }) {
  let block = lazyBlocks.get(module.name);
  if (!block) {
    block = lazy(module.footerBlock);
    lazyBlocks.set(module.name, block);
  }
  return block;
}

/**
 * The enabled modules' footer blocks (the newsletter form), each in its own chunk so that none
 * weighs on the first JavaScript; the footer renders without them until they arrive.
 */
export function FooterBlocks(props: { modules: ClientModule[] }) {
  const blocks = props.modules.flatMap((module) =>
    module.footerBlock
      ? [{ name: module.name, Block: lazyBlockOf({ ...module, footerBlock: module.footerBlock }) }]
      : [],
  );
  if (blocks.length === 0) return null;
  return (
    <>
      {blocks.map(({ name, Block }) => (
        <Suspense key={name} fallback={null}>
          <Block />
        </Suspense>
      ))}
    </>
  );
}
