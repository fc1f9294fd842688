import { useId, useState } from 'react';
import type { IsoDate } from '@core/time/calendar-date';
import { friendLinkUrl } from '@core/profile/friend-link-fragment';
import { fieldInput, fieldLabel } from '@/components/birth-details/field-styles';
import type { BirthDetails } from '@/lib/chart/birth-details';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';
import { friendBirthOf } from './friend-birth';
import { SHARE_MESSAGES, shareFriendLink } from './friend-share';

interface FriendInviteProps {
  /** The visitor's own details as the page's form holds them (from the profile, or as typed). */
  person: BirthDetails;
  today: IsoDate;
}

const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-violet-50 hover:bg-white/10';

/**
 * Issue 28 part 4, the sender's side: says what a friend link holds before making it, asks
 * whether the name goes in, then shares or copies the link. The codec loads on the first
 * "Make the link", not with the page.
 */
export function FriendInvite({ person, today }: FriendInviteProps) {
  const panelId = useId();
  const nameBoxId = useId();
  const linkBoxId = useId();
  const [open, setOpen] = useState(false);
  const [includeName, setIncludeName] = useState(false);
  const [made, setMade] = useState<{ url: string; madeFor: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // A link shows only for the details and choice it was made from; a change asks for a new one.
  const madeFor = JSON.stringify([person, includeName]);
  const url = made?.madeFor === madeFor ? made.url : null;
  const name = person.name.trim();

  const makeLink = async () => {
    setStatus('');
    const source = friendBirthOf(birthDetailsToMoment(person, today).moment, includeName);
    if (!source.ok) {
      setProblem(source.message);
      return;
    }
    try {
      const { encodeFriendLink } = await import('@core/profile/friend-link');
      setProblem(null);
      setMade({ url: friendLinkUrl(window.location.href, encodeFriendLink(source.birth)), madeFor });
    } catch (error) {
      console.error('The friend link could not be made:', error);
      setProblem('The link maker could not be loaded. Check your connection and try again.');
    }
  };

  const share = async () => {
    if (url) setStatus(SHARE_MESSAGES[await shareFriendLink(url)]);
  };

  return (
    <section aria-label="Compare with a friend" className="glass-card space-y-4 px-4 py-5 sm:px-6">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={smallButton}
      >
        Compare with a friend
      </button>
      {open ? (
        <div id={panelId} className="space-y-4 text-sm text-violet-100/90">
          <p>
            Make a link that carries your birth date, your birth time (if you gave one) and your birth place
            with its coordinates and time zone, and your name if you tick the box below. Your friend opens it,
            adds their own details, and their phone casts your synastry and composite charts. No account is
            needed.
          </p>
          <p>
            <strong className="text-gold-200">Anyone who has the link can read these details.</strong> They
            sit after the “#” of the address, which browsers never send to a server: making the link and
            opening it send nothing to ours. When your friend asks for the two charts’ readings, their browser
            sends both births to our reading service, as every chart reading on this page does; it does not
            store them.
          </p>
          <div className="flex items-center gap-3">
            <input
              id={nameBoxId}
              type="checkbox"
              checked={includeName}
              onChange={(event) => setIncludeName(event.target.checked)}
              className="h-5 w-5 accent-gold-300"
            />
            <label htmlFor={nameBoxId} className={fieldLabel}>
              Put my name{name ? ` (${name})` : ''} in the link
            </label>
          </div>
          <button type="button" onClick={() => void makeLink()} className="button-primary w-full">
            Make the link
          </button>
          {problem ? (
            <p role="alert" className="text-rose-200">
              {problem}
            </p>
          ) : null}
          {url ? (
            <div className="space-y-3">
              <label htmlFor={linkBoxId} className={fieldLabel}>
                Your friend link
              </label>
              <input
                id={linkBoxId}
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                className={fieldInput}
              />
              <button type="button" onClick={() => void share()} className={smallButton}>
                Share the link
              </button>
            </div>
          ) : null}
          <p role="status" className="min-h-5 text-gold-200">
            {status}
          </p>
        </div>
      ) : null}
    </section>
  );
}
