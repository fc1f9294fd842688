import { type PersonaId, isPersonaId } from '@core/content/personas';
import type { Profile } from '@core/profile/profile';

/**
 * The guide a saved conversation belongs to, kept with it in the profile (spec §3
 * favoriteAstrologer, validated with the rest of the stored profile by its schema): a reload in
 * the middle of a conversation goes on with the same guide. Nothing when there is no saved
 * conversation, or when the stored value is not one of our guides (old or hand-edited storage):
 * the visit's own pick applies then.
 */
export function conversationPersona(
  profile: Pick<Profile, 'chatHistory' | 'favoriteAstrologer'>,
): PersonaId | null {
  if (profile.chatHistory.length === 0) return null;
  return isPersonaId(profile.favoriteAstrologer) ? profile.favoriteAstrologer : null;
}
