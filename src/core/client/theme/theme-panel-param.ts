/** The query-string parameter that opens the theme panel (spec "Shell": `?themer`). */
export const THEMER_PARAM = 'themer';
