/**
 * Where a friend link's payload sits in an address: the fragment, `#friend=<payload>`. Kept
 * apart from the codec (core/profile/friend-link.ts), which loads the contract's schemas, so a
 * page can look for a payload without loading them.
 */

export const FRIEND_FRAGMENT_KEY = 'friend';
/** The partner's name when the link leaves it out (the contract wants a name). */
export const UNNAMED_FRIEND = 'Friend';

/** The payload in a location hash (`#friend=…`, maybe beside other keys), or null when there is none. */
export function friendPayloadFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(FRIEND_FRAGMENT_KEY);
  return value === null ? null : value.trim();
}

/** The address of a page with the payload in its fragment, which browsers never send to a server. */
export function friendLinkUrl(pageUrl: string, payload: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = `${FRIEND_FRAGMENT_KEY}=${payload}`;
  return url.toString();
}
