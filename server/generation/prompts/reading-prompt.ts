/** The two messages every provider call sends: the server-written persona and the request. */
export interface ReadingPrompt {
  system: string;
  user: string;
}
