export const SETTINGS_PATH = '/_admin/settings';

/** A section's own address: `/_admin/settings/contact`; the first section also answers the bare path. */
export const sectionPath = (name: string) => `${SETTINGS_PATH}/${name.toLowerCase()}`;

/** The section a path names (its name in any case), the first one without a name, else undefined. */
export function sectionNamed<S extends { name: string }>(sections: readonly S[], slug: string | undefined) {
  if (!slug) return sections[0];
  return sections.find((section) => section.name.toLowerCase() === slug.toLowerCase());
}
