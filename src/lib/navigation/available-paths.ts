import { createContext, useContext } from 'react';

/**
 * The paths whose pages exist in this build. The app shell provides it so a feature can link
 * to another page (a shortcut tile, say) only when that page is really there, without
 * importing the app's route table.
 */
export const AvailablePathsContext = createContext<ReadonlySet<string>>(new Set());

export const useAvailablePaths = (): ReadonlySet<string> => useContext(AvailablePathsContext);
