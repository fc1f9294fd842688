/**
 * Phrases that promise or imply a lottery win. No lucky-number or numerology text may contain
 * one (issue 8: "No text anywhere may promise or imply a win"); the tests scan the content, the
 * composed readings, the fallbacks and the page with this list.
 */
export const WIN_PROMISE_PATTERNS: readonly RegExp[] = [
  /\b(will|shall|going to|bound to|sure to|certain to|destined to|set to|about to) win\b/i,
  /\bguarantee/i,
  /\bwinning (numbers?|tickets?|lines?|combinations?|picks?)\b/i,
  /\b(increase|improve|boost|raise|better|multiply)(s|d|ing)? (your |the )?(odds|chances?)\b/i,
  /\b(better|higher|improved) (odds|chances?)\b/i,
  /\b(hit|land|scoop|claim) the jackpot\b/i,
  /\bjackpot (is|will be) (yours|coming)\b/i,
  /\bwindfall\b/i,
  /\bstrike it rich\b/i,
  /\blucky (break|streak)\b/i,
  /\bmoney is (coming|on its way)\b/i,
  /\bcan(no|')t lose\b/i,
  /\bsure (thing|bet)\b/i,
  /\bmore likely to (win|come up|be drawn)\b/i,
  /\bfavou?red to win\b/i,
];

/** The phrases of `text` that promise a win (empty when it makes none). */
export const winPromisesIn = (text: string): string[] =>
  WIN_PROMISE_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0]] : [];
  });
