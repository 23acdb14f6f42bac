import { Group } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { ClientModule, MarkerActionsProps } from '../module';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';

// One lazy component per module for the life of the page, as for the footer blocks.
const lazyActions = new Map<string, LazyExoticComponent<ComponentType<MarkerActionsProps>>>();

function lazyActionsOf(name: string, load: NonNullable<ClientModule['markerActions']>['load']) {
  let actions = lazyActions.get(name);
  if (!actions) {
    actions = lazy(load);
    lazyActions.set(name, actions);
  }
  return actions;
}

/**
 * The actions the enabled modules offer on a map marker's card for its kind (a school's
 * Compare), each in its own chunk; nothing when no module offers any.
 */
export function MarkerActions(props: MarkerActionsProps & { kind: string }) {
  const settings = useSettings();
  const modules = enabledModules(settings).filter((module) => module.markerActions?.kind === props.kind);
  if (modules.length === 0) return null;
  return (
    <Group gap="xs" mt={4}>
      {modules.map((module) => {
        const Actions = lazyActionsOf(module.name, module.markerActions!.load);
        return (
          <Suspense key={module.name} fallback={null}>
            <Actions id={props.id} name={props.name} />
          </Suspense>
        );
      })}
    </Group>
  );
}
