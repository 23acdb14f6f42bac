import { Suspense } from 'react';
import type { ClientModule } from '../module';
import { moduleBlock } from './module-block';

/**
 * The enabled modules' footer blocks (the newsletter form), each in its own chunk so that none
 * weighs on the first JavaScript. The server renders them in place; the browser keeps that HTML
 * until a block's chunk arrives, and renders the footer without them after a navigation until then.
 */
export function FooterBlocks(props: { modules: ClientModule[] }) {
  const blocks = props.modules.flatMap((module) =>
    module.footerBlock ? [{ name: module.name, Block: moduleBlock(module.footerBlock) }] : [],
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
