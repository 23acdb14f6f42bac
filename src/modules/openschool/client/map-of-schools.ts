/**
 * Whether the map of all schools exists: it is a page of the place module, served while
 * ENABLE_PLACE is true, as the server decides it (place-service.ts). The list's "Show on map"
 * and a school's map tab link to it only then.
 */
export function mapOfSchoolsOn(settings: Record<string, unknown>): boolean {
  return settings.ENABLE_PLACE === true;
}
