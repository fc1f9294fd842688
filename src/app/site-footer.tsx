import { Link } from '@/lib/navigation/router';
import { APP_NAME, PATHS } from './paths';

export function SiteFooter({ showAboutLink }: { showAboutLink: boolean }) {
  return (
    <footer className="mx-auto w-full max-w-3xl px-4 pt-6 pb-8 text-center text-sm text-violet-200/85">
      {/* The constellation sits low on a phone's screen: the scrim keeps its lines off these words. */}
      <div className="sky-scrim">
        <p>
          <span aria-hidden="true">✨ </span>
          {APP_NAME} is for reflection and entertainment, not a substitute for professional advice.
        </p>
        <p className="mt-1">Your privacy: your profile is saved only on this device, never on our server.</p>
        {showAboutLink ? (
          <p className="mt-3">
            <Link
              to={PATHS.about}
              className="text-gold-200 underline decoration-gold-300/40 underline-offset-4 hover:decoration-gold-200"
            >
              About {APP_NAME}
            </Link>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
