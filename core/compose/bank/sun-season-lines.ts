import type { SignId } from '../../content/signs';

/** The season the Sun's sign sets for everyone. Slots: {sunSign}, {sign}. */
export const sunSeasonLines = {
  aries: [
    'Meanwhile the Sun in {sunSign} fills the season with astrological-new-year energy, the zodiac’s own spring cleaning of ambition and nerve.',
    'It is {sunSign} season, when the Sun rewards initiative, so a plan you have circled for weeks deserves its first concrete step.',
    'The Sun’s passage through {sunSign} turns up the collective tempo; everyone seems a little braver and a little less patient.',
  ],
  taurus: [
    'Meanwhile the Sun in {sunSign} slows the collective pace, favouring what is built to last over what is merely exciting.',
    'It is {sunSign} season, a stretch of the year that rewards patience, craftsmanship and appreciation of the senses.',
    'With the Sun in {sunSign}, value is the theme: what you cherish, where you spend your energy and what truly feeds you.',
  ],
  gemini: [
    'Meanwhile the Sun in {sunSign} keeps everyone talking, learning and trading ideas, so stay curious and keep notes.',
    'It is {sunSign} season, a lively time for short trips, quick studies and conversations that change your mind.',
    'With the Sun in {sunSign}, variety is nourishing: try the other route, the other recipe, the other point of view.',
  ],
  cancer: [
    'Meanwhile the Sun in {sunSign} turns attention toward home, family and the people who feel like home.',
    'It is {sunSign} season, a time of year that honours care, roots and the small rituals that make a place feel safe.',
    'With the Sun in {sunSign}, emotional honesty is a strength, and tending your private life repays the effort quietly.',
  ],
  leo: [
    'Meanwhile the Sun shines in its own sign, {sunSign}, a season of warmth, play and unapologetic self-expression.',
    'It is {sunSign} season, when the Sun invites everyone to create, perform and celebrate what makes them glow.',
    'With the Sun in {sunSign}, generosity is magnetic, and encouraging someone else’s light takes nothing from your own.',
  ],
  virgo: [
    'Meanwhile the Sun in {sunSign} brings a back-to-basics mood, ideal for refining habits and organising what matters.',
    'It is {sunSign} season, a practical stretch of the year that rewards useful work and honest self-care.',
    'With the Sun in {sunSign}, details matter, and so does kindness toward yourself when the details are imperfect.',
  ],
  libra: [
    'Meanwhile the Sun in {sunSign} tips the year toward balance, beauty and the art of relating well.',
    'It is {sunSign} season, when the Sun asks everyone to consider fairness: in love, in work, in how time is shared.',
    'With the Sun in {sunSign}, cooperation opens more doors than competition, and good manners are quietly powerful.',
  ],
  scorpio: [
    'Meanwhile the Sun in {sunSign} deepens the collective mood, favouring real talk, research and emotional honesty.',
    'It is {sunSign} season, a time of year for letting go of what is spent so that something truer can grow.',
    'With the Sun in {sunSign}, intensity is in the air; use it to focus rather than to fixate.',
  ],
  sagittarius: [
    'Meanwhile the Sun in {sunSign} widens everyone’s horizons, inviting travel, study and generous optimism.',
    'It is {sunSign} season, when the Sun rewards big questions and the courage to follow where they lead.',
    'With the Sun in {sunSign}, laughter and candour lift the mood; aim high, but keep one eye on the path.',
  ],
  capricorn: [
    'Meanwhile the Sun in {sunSign} brings the year’s most structured energy, good for goals, foundations and patient effort.',
    'It is {sunSign} season, a time that honours responsibility, perseverance and the dignity of a job done well.',
    'With the Sun in {sunSign}, long-term thinking pays off, and one disciplined hour can outlast a week of good intentions.',
  ],
  aquarius: [
    'Meanwhile the Sun in {sunSign} favours originality and community, so ideas that seemed too odd last month may find an audience.',
    'It is {sunSign} season, when the Sun invites everyone to think ahead and to include people who are usually left out.',
    'With the Sun in {sunSign}, friendship and independence are not opposites; you can belong and still be entirely yourself.',
  ],
  pisces: [
    'Meanwhile the Sun in {sunSign} softens the year’s edges, favouring imagination, compassion and gentle endings before the zodiac begins again.',
    'It is {sunSign} season, the closing chapter of the zodiac, when forgiveness and reflection clear the way for renewal.',
    'With the Sun in {sunSign}, intuition speaks clearly to anyone who makes a little room for quiet.',
  ],
} as const satisfies Record<SignId, readonly string[]>;

/** Used instead when the Sun is in the reader's own sign. Slot: {sign}. */
export const birthdaySeasonLines = [
  'And the Sun is in {sign} itself: this is your birthday season, the start of your personal year and a fine time to set one wish in motion.',
  'With the Sun shining in your own sign, {sign}, the whole season is a solar spotlight on who you are becoming.',
  'It is {sign} season, your season, and the Sun’s return to your sign lends vitality, visibility and a little extra luck to anything you start yourself.',
  'Happy solar season, {sign}: with the Sun in your sign, people notice you more easily, so show them what you care about.',
] as const;
