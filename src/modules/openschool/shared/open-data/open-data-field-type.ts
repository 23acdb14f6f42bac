/**
 * How an open-data field's value is written: in JSON as the type says; in CSV as text (lists
 * joined by `; `). Its own file, as the school catalogue names it for the facts it publishes and
 * the fields' list reads the catalogue.
 */
export type OpenDataFieldType =
  | 'id'
  | 'url'
  | 'text'
  | 'code'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'list'
  | 'date'
  | 'fees'
  | 'sources'
  | 'confirmations';
