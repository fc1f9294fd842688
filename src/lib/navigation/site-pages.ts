import { createContext, useContext } from 'react';

/** One page of this build as the app's route table describes it. */
export interface SitePage {
  path: string;
  title: string;
  description: string;
  emoji: string;
}

/**
 * Every page that exists in this build, in the route table's order, with its title and one-line
 * description. The app shell provides it, so a feature (the About page's list of tools) can show
 * the real pages without importing the app's route table.
 */
export const SitePagesContext = createContext<readonly SitePage[]>([]);

export const useSitePages = (): readonly SitePage[] => useContext(SitePagesContext);
