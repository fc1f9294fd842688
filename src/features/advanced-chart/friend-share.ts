export type FriendLinkShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What the live region says after each outcome, so a screen reader hears what happened. */
export const SHARE_MESSAGES = {
  shared: 'The link is on its way to your friend.',
  copied: 'The link is on your clipboard: paste it into a message to your friend.',
  cancelled: 'Nothing was shared. The link is still in the box above.',
  failed: 'This browser would not copy the link: select it in the box above and copy it yourself.',
} as const satisfies Record<FriendLinkShareOutcome, string>;

type ShareTarget = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * The phone's share sheet where there is one (a message app is where a friend link goes),
 * else the clipboard. Closing the share sheet is the visitor's choice, not a failure.
 */
export async function shareFriendLink(
  url: string,
  target: ShareTarget = navigator,
): Promise<FriendLinkShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share({ title: 'Compare our charts', text: 'Our synastry and composite charts', url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.info('The share sheet failed; copying the friend link instead.', error);
    }
  }
  try {
    if (!target.clipboard) return 'failed';
    await target.clipboard.writeText(url);
    return 'copied';
  } catch (error) {
    console.error('The friend link could not be copied:', error);
    return 'failed';
  }
}
