import { parseArgs } from 'node:util';

export interface SoakOptions {
  phases: number[];
  runs: number;
  /** Another checkout of the project whose server to measure instead of this one. */
  root?: string;
}

export const USAGE = 'Usage: npm run soak -- [--phases 1,2,3,4,5,6,7,8,9] [--runs 1-5] [--root <checkout>]';

/** Reads the soak's flags; a malformed one throws with the usage line. */
export function parseSoakOptions(args: string[], phaseIds: readonly number[]): SoakOptions {
  const { values } = parseArgs({
    args,
    options: {
      phases: { type: 'string' },
      runs: { type: 'string', default: '1' },
      root: { type: 'string' },
    },
  });
  const phases = values.phases === undefined ? [...phaseIds] : values.phases.split(',').map(Number);
  const unknown = phases.filter((phase) => !phaseIds.includes(phase));
  if (phases.length === 0 || unknown.length > 0)
    throw new Error(`--phases takes ids among ${phaseIds.join(',')}.\n${USAGE}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 5) throw new Error(`--runs takes 1 to 5.\n${USAGE}`);
  return { phases, runs, ...(values.root === undefined ? {} : { root: values.root }) };
}
