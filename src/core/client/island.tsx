import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { loadOnce, useLoadedOnce } from './load-once';

/** A part of a page hydrated on its own, and how to load its code first. */
export interface Island<Props> {
  Island: ComponentType<Props>;
  /**
   * Loads its module once per process or page (the same promise for every caller): a page
   * names its islands (`PageModule.islands`), and the server their stylesheets in its <head>.
   */
  load: () => Promise<object>;
}

/** How many islands on screen have not hydrated yet, and who waits for none to be left. */
let waiting = 0;
let whenNoneWaiting: (() => void)[] = [];

/** Calls `callback` once every island on screen has hydrated (at once when none waits). */
export function whenIslandsHydrated(callback: () => void): void {
  if (waiting === 0) callback();
  else whenNoneWaiting.push(callback);
}

/** Whether an island on screen has hydrated, and how to stop waiting for it. */
interface Hydration {
  done: boolean;
  release?: () => void;
}

function waitForIsland(): () => void {
  waiting += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    waiting -= 1;
    if (waiting > 0) return;
    const callbacks = whenNoneWaiting;
    whenNoneWaiting = [];
    for (const callback of callbacks) callback();
  };
}

/**
 * A part of a page hydrated on its own (an island), its code out of the page's first script: a
 * form that works as plain HTML until its scripts come (a list's filters). The server renders
 * it at once, the page having loaded it first (the page module's `islands`, loaded by its route's
 * loader, which also runs before a navigation to the page). In the browser the rest of the page
 * hydrates without waiting for it; this part keeps the server's HTML, working without scripts,
 * until its code has come, then hydrates (a Suspense boundary); its stylesheets are the page's
 * from the first paint. `whenIslandsHydrated` tells when every island has.
 */
export function island<Module extends object, Props extends object>(
  loadModule: () => Promise<Module>,
  componentOf: (module: Module) => ComponentType<Props>,
): Island<Props> {
  const code = loadOnce(loadModule);

  function Loaded(props: { props: Props; hydration: Hydration }) {
    const Component = componentOf(useLoadedOnce(code));
    const { hydration } = props;
    useEffect(() => {
      hydration.done = true;
      hydration.release?.();
    }, [hydration]);
    return <Component {...props.props} />;
  }

  function Island(props: Props) {
    const hydration = useRef<Hydration>({ done: false }).current;
    // The island's own effect runs first when it hydrated with the page; else it is waited for.
    useEffect(() => {
      if (!hydration.done) hydration.release = waitForIsland();
      return () => hydration.release?.();
    }, [hydration]);
    return (
      <Suspense fallback={null}>
        <Loaded props={props} hydration={hydration} />
      </Suspense>
    );
  }
  return { Island, load: code.load };
}
