/**
 * Bounds of the place search, shared by the client (which trims what it sends) and the route
 * schema; kept apart from the schema so the browser does not load classic zod for two numbers.
 */
export const MAX_PLACE_QUERY_LENGTH = 80;
/** The most places one search answers. */
export const MAX_PLACE_LIMIT = 20;
