/** A provider reply that tries to run script through the reading card. */
export const XSS_REPLY =
  'Your stars are bright today. <img src=x onerror=alert(1)> Trust the quiet voice within. ' +
  '<script>alert(2)</script> [a link](javascript:alert(3)) and **bold courage** for the road ahead.';

export const PROFILE_KEY = 'cosmic-guide:profile';

/**
 * The reading endpoint in both its forms, for `page.route`: a shared reading is a GET with a
 * query (`/api/readings?feature=…`), which a glob ending in `/api/readings` would not match.
 */
export const isReadingsApi = (url: URL): boolean => url.pathname === '/api/readings';
