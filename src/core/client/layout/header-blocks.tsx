import { Suspense } from 'react';
import type { ClientModule } from '../module';
import classes from './app-layout.module.css';
import { moduleBlock } from './module-block';

/**
 * The enabled modules' controls in the top bar (the compare shortlist), each in its own chunk,
 * rendered in place by the server as the footer's blocks are. Pushed to the right, beside the
 * account menu.
 */
export function HeaderBlocks(props: { modules: ClientModule[] }) {
  const blocks = props.modules.flatMap((module) =>
    module.headerBlock ? [{ name: module.name, Block: moduleBlock(module.headerBlock) }] : [],
  );
  if (blocks.length === 0) return null;
  return (
    <div className={classes.headerBlocks}>
      {blocks.map(({ name, Block }) => (
        <Suspense key={name} fallback={null}>
          <Block />
        </Suspense>
      ))}
    </div>
  );
}
