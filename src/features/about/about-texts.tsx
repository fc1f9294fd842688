import { AboutSection } from './about-section';

const LINK_CLASS =
  'text-gold-200 underline decoration-gold-300/40 underline-offset-4 hover:decoration-gold-200';

export function MissionSection() {
  return (
    <AboutSection id="about-mission" title="Our mission">
      <p>
        Cosmic Guide turns the real sky into words you can use. Every reading starts from where the Sun, the
        Moon and the planets actually are on the day you ask, worked out with a proper astronomy library, and
        then speaks to your sign about love, work, rest and the questions you carry.
      </p>
      <p>
        We want astrology to be a gentle mirror: something that invites reflection and a little wonder, open
        to anyone, free to use, and without asking for more of you than a sign.
      </p>
    </AboutSection>
  );
}

export function PrivacySection() {
  return (
    <AboutSection id="about-privacy" title="Your privacy">
      <p>
        <strong className="text-gold-100">What stays in your browser.</strong> Your profile (name, sign, birth
        details, focus and reading count), your chat history, your dream journal and your sound setting are
        kept in this browser’s local storage. They never reach our server as stored records, and clearing your
        browser’s data or resetting your profile removes them.
      </p>
      <p>
        <strong className="text-gold-100">What the server sees.</strong> Only the structured request a reading
        needs: which feature, which sign, focus or card, and today’s date. For a chart, the name and birth
        details you typed are sent so the chart can be computed; a chat message is sent so it can be answered.
        Personal readings are not cached or stored.
      </p>
      <p>
        <strong className="text-gold-100">The AI provider.</strong> When this deployment uses an AI model, the
        server writes the prompt and calls the provider itself. The provider key lives only in the server’s
        settings and never leaves it; your browser never sees a key or a prompt. Without a key, readings are
        written on the server by our own offline composer and nothing is sent anywhere else.
      </p>
      <p>
        <strong className="text-gold-100">No accounts, no tracking.</strong> There is nothing to sign up for,
        no cookies, no analytics and no advertising trackers.
      </p>
    </AboutSection>
  );
}

export function EthicsSection({ hasChat }: { hasChat: boolean }) {
  return (
    <AboutSection id="about-ethics" title="Ethics">
      <p>
        Readings are for entertainment and reflection. They are not medical, legal, psychological or financial
        advice, and they never predict what another person will feel or do. Money readings never tell you to
        buy, sell or invest in anything, and lucky numbers never change the odds of a draw.
      </p>
      <p>
        If you are struggling, please talk to someone you trust or a qualified professional, and in an
        emergency contact your local emergency services.
        {hasChat
          ? ' The Astrologer Chat points to crisis resources when a conversation needs more than astrology.'
          : ''}
      </p>
    </AboutSection>
  );
}

export function CommunitySection() {
  return (
    <AboutSection id="about-community" title="Community">
      <p>
        Astrology is a shared language, and Cosmic Guide is written for every kind of person and every kind of
        relationship. Readings speak to you as you are, whoever you love and however you live.
      </p>
      <p>
        Copy a reading to send to a friend, compare your signs on the Compatibility page, or simply talk about
        what the sky stirred up. The conversations it starts are the point.
      </p>
    </AboutSection>
  );
}

export function CreditsSection() {
  return (
    <AboutSection id="about-credits" title="Credits">
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Place search uses data from{' '}
          <a className={LINK_CLASS} href="https://www.geonames.org/">
            GeoNames
          </a>
          , licensed under{' '}
          <a className={LINK_CLASS} href="https://creativecommons.org/licenses/by/4.0/">
            CC BY 4.0
          </a>
          .
        </li>
        <li>
          Planet positions, moon phases and sky events are computed with{' '}
          <a className={LINK_CLASS} href="https://github.com/cosinekitty/astronomy">
            Astronomy Engine
          </a>{' '}
          by Don Cross (MIT licence).
        </li>
        <li>
          Our test suite checks those positions against reference values generated once with the Swiss
          Ephemeris by Astrodienst; none of it ships in the app.
        </li>
      </ul>
    </AboutSection>
  );
}
