import {
  USER_DATA_CLOSE,
  USER_DATA_INSTRUCTION,
  USER_DATA_OPEN,
  type UserDataField,
  userDataBlock,
} from './user-data';

/** The two messages every provider call sends: the server-written persona and the request. */
export interface ReadingPrompt {
  system: string;
  user: string;
}

export interface ReadingPromptParts {
  /** The server's own instructions; never holds visitor text. */
  system: string;
  /** The request, referring to visitor text only by its <user_data> label. */
  user: string;
  /** Visitor text the request refers to; quoted at the head of the user message. */
  userData?: readonly UserDataField[];
}

/**
 * Assembles a prompt so visitor text and the rule about it always travel together: with user
 * data, the user message opens with the quoted <user_data> block and the system message gains
 * the instruction to treat it as data. Without, the parts pass through unchanged.
 */
export function readingPrompt({ system, user, userData = [] }: ReadingPromptParts): ReadingPrompt {
  // The block's delimiters must be the only ones in the message, or the model could not tell
  // where the quoted data ends.
  if ([system, user].some((text) => text.includes(USER_DATA_OPEN) || text.includes(USER_DATA_CLOSE))) {
    throw new Error(
      `A prompt's own text spells ${USER_DATA_OPEN} or ${USER_DATA_CLOSE}; refer to quoted values by their label instead.`,
    );
  }
  if (userData.length === 0) return { system, user };
  return {
    system: `${system}\n\n${USER_DATA_INSTRUCTION}`,
    user: `The visitor's details, quoted as data:\n${userDataBlock(userData)}\n\n${user}`,
  };
}
