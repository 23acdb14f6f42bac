import { z } from 'zod';

/**
 * A number a form must fill. Its input starts empty (null) and is refused with `code` until
 * filled, so the form's values (`z.input`) hold null and the parsed values (`z.output`) a number.
 */
export function requiredNumber<S extends z.ZodType<unknown, number>>(number: S, code: string) {
  return number.nullable().transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message: code });
    return z.NEVER;
  });
}
