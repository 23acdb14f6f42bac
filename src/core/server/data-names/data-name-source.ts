/**
 * Names a module owns and keeps in a table (decision 099): English on the row itself, the other
 * languages in the core's `data_name` table. The core reads these declarations to translate, to
 * edit one language at a time in the admin, and to report what is missing.
 */
export interface DataNameSource {
  /** What `data_name.entity` holds for these names: `curriculum`, `curriculumGroup`, `grade`. */
  entity: string;
  /** The table holding the English names. */
  table: string;
  /**
   * The columns naming one thing, joined by dots: its id, the English key of a group
   * (`family`), or a pair (`system`, `code` → `UK.Y7`).
   */
  thingColumns: readonly string[];
  /** Each translated part (`name`, `shortName`) and the column of its English text. */
  fields: Record<string, string>;
  /** Where the admin translates one of them: `{thing}` stands for the thing. */
  editPath?: string;
  /**
   * False for names that are already right in every language (a school year as its system writes
   * it: "Year 7", "CM2", "Klasse 5"): a language may still be given its own, but one not given is
   * not missing, and the list of missing translations leaves them out.
   */
  reportMissing?: false;
}
