/**
 * A dynamic import run at most once and shared by every caller. A failed one is forgotten, so
 * the next call tries again (a flaky connection) rather than keeping the failure.
 */
export function loadOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
