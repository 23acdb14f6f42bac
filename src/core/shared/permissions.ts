/**
 * Whether granted permissions cover a required one. Permissions are `Entity:action` paths;
 * a granted entry covers every path it is a prefix of, segment by segment:
 * `School` covers `School:read`, `*` covers everything, `School:re` covers nothing but itself.
 */
export function hasPermission(granted: readonly string[], required: string): boolean {
  const requiredSegments = required.split(':');
  return granted.some((entry) => {
    if (entry === '*') return true;
    const segments = entry.split(':');
    if (segments.length > requiredSegments.length) return false;
    return segments.every((segment, index) => segment === '*' || segment === requiredSegments[index]);
  });
}
