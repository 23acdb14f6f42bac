/** One entry of the form's country select: the ISO-3166 alpha-2 code and its localized name. */
export interface CountryOption {
  code: string;
  name: string;
}
