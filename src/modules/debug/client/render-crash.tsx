import { useEffect, useState } from 'react';

function ThrowOnRender(): never {
  throw new Error('Render crash triggered from /_debug?crash=render');
}

/**
 * Throws while rendering, to check the crash screen and error reporting. It arms after
 * hydration: a crash in the browser is what the error boundary and the reporting SDK handle;
 * the server renders the page without it.
 */
export function RenderCrash() {
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  return armed ? <ThrowOnRender /> : null;
}
