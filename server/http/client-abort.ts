/** Error codes and names Node and undici use when the peer closes the connection under us. */
const ABORT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'UND_ERR_ABORTED',
]);
const ABORT_NAMES = new Set(['AbortError']);

/**
 * True when an error comes from the client leaving (an aborted upload, a closed tab) rather than
 * from our code: the request's signal is aborted, or the error (or its cause) is a reset or an
 * abort. Such errors are logged at debug level, never as "Unhandled server error".
 */
export function isClientAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && ABORT_CODES.has(code)) return true;
    if (typeof name === 'string' && ABORT_NAMES.has(name)) return true;
    if (message === 'aborted' || message === 'Request aborted') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
