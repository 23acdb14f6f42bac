/**
 * `value` as one of `choices` (a fee kind, a status…), or undefined when it is none of them.
 * The admin API types these fields as strings; the forms' schemas as the choices they accept.
 */
export const choiceOf = <T extends string>(choices: readonly T[], value: string | null | undefined) =>
  choices.find((choice) => choice === value);
