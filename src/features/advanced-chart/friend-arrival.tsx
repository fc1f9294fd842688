import { useId } from 'react';
import type { FriendBirth } from '@core/profile/friend-link';
import { friendBirthLines } from './friend-birth';
import type { FriendArrival } from './use-friend-arrival';

/** The heading that greets a friend link; "A friend's" when the sender left the name out. */
export const arrivalHeading = (birth: FriendBirth) =>
  `${birth.name ? `${birth.name}’s` : 'A friend’s'} birth details came in a link`;

/** Issue 28 part 4, the friend's side: whose details arrived and what to do next, or why the link cannot be used. */
export function FriendArrivalNotice({ arrival }: { arrival: FriendArrival }) {
  const headingId = useId();
  if (arrival.status === 'none' || arrival.status === 'reading') return null;

  if (arrival.status === 'refused') {
    return (
      <section
        role="alert"
        aria-labelledby={headingId}
        className="glass-card border-rose-300/50 px-5 py-4 text-rose-100"
      >
        <h2 id={headingId} className="font-display text-xl font-semibold">
          This friend link cannot be used
        </h2>
        <p className="mt-2">{arrival.message}</p>
        <p className="mt-2 text-sm">
          You can still type both people’s details yourself: choose Synastry below.
        </p>
      </section>
    );
  }

  const { birth } = arrival;
  return (
    <section aria-labelledby={headingId} className="glass-card space-y-3 px-5 py-5">
      <h2 id={headingId} className="font-display text-xl font-semibold text-gold-200">
        {arrivalHeading(birth)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {friendBirthLines(birth).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-violet-100">{label}</dt>
            <dd className="text-violet-100/90">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-violet-100/90">
        They came in the address after the “#”, which your browser never sent to our server, and they are now
        the partner below. Add your own details as “Your birth details”, then cast Synastry; the Composite
        card then casts the chart of the two of you together.
      </p>
    </section>
  );
}
