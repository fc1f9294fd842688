/**
 * Fills the array with random 32-bit words, like `crypto.getRandomValues` (which the draws use
 * unless a test or a quality sample supplies a seeded source). Any return value is ignored.
 */
export type RandomWords = (words: Uint32Array) => void;
