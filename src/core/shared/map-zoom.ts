/**
 * From this zoom on, the map shows every point as its own marker (a street's schools are no
 * longer a crowd), unless a tile holds more than a screenful of them. A link that should land on
 * one school's own marker opens the map at this zoom.
 */
export const POINTS_FROM_ZOOM = 16;
