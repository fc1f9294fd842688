import type { FriendBirth } from '@core/profile/friend-link';
import type { IsoDate } from '@core/time/calendar-date';
import type { BirthDetails } from '@/lib/chart/birth-details';
import { FriendArrivalNotice } from './friend-arrival';
import { FriendInvite } from './friend-invite';
import { useFriendArrival } from './use-friend-arrival';

interface FriendLinkPanelProps {
  person: BirthDetails;
  today: IsoDate;
  /** A friend link was read: the page makes its birth the partner's. */
  onFriendArrived: (birth: FriendBirth) => void;
}

/** The page's one mount point for issue 28 part 4: a link that came in, and making one to send. */
export function FriendLinkPanel({ person, today, onFriendArrived }: FriendLinkPanelProps) {
  const arrival = useFriendArrival(onFriendArrived);
  return (
    <>
      <FriendArrivalNotice arrival={arrival} />
      <FriendInvite person={person} today={today} />
    </>
  );
}
