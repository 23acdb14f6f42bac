import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver whose zod schema (and zod with it, ~25 kB gzip) loads the first time the form
 * is checked, not with the page: for the forms every page shows before it is interactive (the
 * footer's newsletter form). The first check waits for the chunk; the ones after do not.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    return (await loading)(values, context, options);
  };
}
