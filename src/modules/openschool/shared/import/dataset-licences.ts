/**
 * The licences a dataset may come under, as the import offers them. The site's open data is
 * under CC BY 4.0: facts under a licence that does not allow that (unknown, no permission) are
 * kept private — used to match and shown to editors, never published nor exported.
 */
export const DATASET_LICENCES = [
  'ODbL-1.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'OGL-UK-3.0',
  'public-domain',
  'unknown',
] as const;
export type DatasetLicence = (typeof DATASET_LICENCES)[number];

/** Facts under these may not be republished under CC BY 4.0. */
export const PRIVATE_LICENCES: readonly DatasetLicence[] = ['unknown'];

export const isPrivateLicence = (licence: string | null | undefined) =>
  !licence || (PRIVATE_LICENCES as readonly string[]).includes(licence);

/** Where each licence is written, for the credits' links. */
export const LICENCE_URLS: Record<DatasetLicence, string | null> = {
  'ODbL-1.0': 'https://opendatacommons.org/licenses/odbl/1-0/',
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'OGL-UK-3.0': 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  'public-domain': null,
  unknown: null,
};

/** OpenStreetMap's dataset: built in, its licence fixed. */
export const OSM_DATASET = {
  slug: 'osm',
  name: 'OpenStreetMap',
  licence: 'ODbL-1.0' as DatasetLicence,
  attribution: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/copyright',
};
