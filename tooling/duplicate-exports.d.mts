export interface DuplicateName {
  name: string;
  paths: string[];
}

export declare function classifyDuplicates(
  homes: ReadonlyMap<string, readonly string[]>,
  conventions: ReadonlyMap<string, string> | ReadonlySet<string>,
): {
  allowed: DuplicateName[];
  offending: DuplicateName[];
};
