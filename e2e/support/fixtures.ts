/** A provider reply that tries to run script through the reading card. */
export const XSS_REPLY =
  'Your stars are bright today. <img src=x onerror=alert(1)> Trust the quiet voice within. ' +
  '<script>alert(2)</script> [a link](javascript:alert(3)) and **bold courage** for the road ahead.';

export const PROFILE_KEY = 'cosmic-guide:profile';
