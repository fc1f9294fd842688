import { CHAT_HISTORY_LIMIT } from '@core/profile/chat-history-limit';
import { Link } from '@/lib/navigation/router';
import { STORAGE_KEYS } from '@/lib/privacy/storage-keys';
import { AboutDisclosure } from './about-disclosure';
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
      <AboutDisclosure summary="Your own sky, in your calendar and shared">
        <p>
          With a birth date in your profile,{' '}
          <Link to="/my-sky" className={LINK_CLASS}>
            My Sky
          </Link>{' '}
          follows the planets over your own chart for the next 90 days: when each transit comes into orb,
          every exact pass (retrograde loops included), the new and full Moons and eclipses that land on your
          natal points, and your coming returns, each transit with a short reading of its own. It is worked
          out on your device, from the same engine as the birth chart, so your birth details stay with you and
          it works offline.
        </p>
        <p>
          “Add to calendar (.ics)” on the Cosmic Calendar and on My Sky writes those events into a calendar
          file on your device, for any phone or computer calendar; the daily horoscope offers a daily reminder
          the same way. To follow the shared sky for a year ahead (lunations, eclipses, ingresses, stations
          and meteor peaks), subscribe your calendar to <code>/calendar/sky.ics</code> on this site, or{' '}
          <code>/calendar/sky.ics?sign=leo</code> with your own sign for what each event means to it.
        </p>
        <p>
          “Share” on any reading draws its title and first lines on a picture made on your device, for the
          share sheet or a download, with our address and nothing that tracks you.
        </p>
      </AboutDisclosure>
    </AboutSection>
  );
}

export function PrivacySection() {
  return (
    <AboutSection id="about-privacy" title="Your privacy">
      <p>
        <strong className="text-gold-100">What is saved in your browser.</strong> Your profile (name, sign,
        birth details, focus, goals and reading count), your chat with the guides (its last{' '}
        {CHAT_HISTORY_LIMIT} messages, until you forget it), your sound setting, your dream journal, your past
        tarot draws and today’s angelic message (for two hours) are saved in this browser’s local storage, on
        this device only. A message the chat answers with crisis help is never saved. A first visit saves
        nothing until you do something.
      </p>
      <p>
        <strong className="text-gold-100">No accounts, no tracking.</strong> There is nothing to sign up for,
        no cookies, no analytics and no advertising trackers.
      </p>
      <AboutDisclosure summary="Everything this browser holds, and how to erase it">
        <p>
          Resetting your profile removes the profile, its chat and the sound setting; the chat, the dream
          journal and the past draws each have their own button to erase them, and clearing this site’s data
          in your browser removes everything. The app’s own files are kept in the browser’s cache too, so it
          opens offline; they hold nothing about you.
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {STORAGE_KEYS.map((row) => (
            <li key={row.key}>
              <span className="text-gold-100">{row.label}</span>: {row.holds}. Kept: {row.kept}. To clear:{' '}
              {row.clear}.
            </li>
          ))}
        </ul>
      </AboutDisclosure>
      <AboutDisclosure summary="What the server and the AI provider see">
        <p>
          <strong className="text-gold-100">What the server sees.</strong> A reading sends only what it needs:
          for most, the feature, your sign, the focus or cards and today’s date. A personal reading also sends
          what it is about, in the body of the request, never in a web address: the name and birth details of
          a chart or a numerology reading, the dream you describe, your question to the angels, or a chat
          message with the last few turns and your profile’s name, sign, birth details, focus and goals. The
          server uses them to write that one reading and keeps none of them: personal readings are not cached
          or stored, and its logs never hold what you typed. To share its limits fairly, it keeps only a
          short-lived count of requests per network address.
        </p>
        <p>
          <strong className="text-gold-100">The AI provider.</strong> When this deployment uses an AI model,
          the server writes the prompt and calls the provider itself, so what a reading sends reaches the
          provider too, under its own terms (a chat message also goes through its safety check). The provider
          key lives only in the server’s settings and never leaves it; your browser never sees a key or a
          prompt. Without a key, readings are written on the server by our own offline composer and nothing is
          sent anywhere else.
        </p>
        <p>
          <strong className="text-gold-100">A friend link.</strong> “Compare with a friend” on Advanced Charts
          puts your birth date, time, place (with its coordinates and time zone) and, if you choose, your name
          after the “#” of a link. Browsers never send that part to a server, so the link itself reaches
          nobody but the people you give it to, and any of them can read it. Your friend’s phone casts both
          charts; their readings are asked for like any chart reading above.
        </p>
      </AboutDisclosure>
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
