import { Link } from '@/lib/navigation/router';
import { APP_NAME, PATHS } from './paths';
import { usePageShown } from './use-page-shown';

/** Shown for any path that is not a registered page. */
export function NotFoundPage() {
  usePageShown(`Page not found · ${APP_NAME}`);
  return (
    <section aria-labelledby="not-found-title" className="py-10 text-center">
      <p aria-hidden="true" className="text-6xl">
        🌠
      </p>
      <h1 id="not-found-title" className="mt-4 font-display text-3xl font-semibold text-gold-200">
        Lost among the stars
      </h1>
      <p className="mx-auto mt-3 max-w-sm text-violet-100/90">
        This page drifted out of our sky, or it was never charted. Let’s bring you back to familiar
        constellations.
      </p>
      <Link to={PATHS.home} className="button-primary mt-8">
        Back to home
      </Link>
    </section>
  );
}
