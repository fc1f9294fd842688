import { z } from '../../contract/zod-mini';

/**
 * The request fields both dream pages validate alike (each feature's request schema uses them):
 * one id from a list, and a list of ids each at most once (the pages' toggles never add one
 * twice), with the same messages.
 */
export const oneOfIds = <const Ids extends readonly [string, ...string[]]>(ids: Ids) =>
  z.enum(ids, { message: `must be one of: ${ids.join(', ')}` });

export const distinctIds = <const Ids extends readonly [string, ...string[]]>(ids: Ids) =>
  z.array(oneOfIds(ids)).check(
    z.maxLength(ids.length, `must hold at most ${ids.length} entries`),
    z.refine((list) => new Set(list).size === list.length, { message: 'must not repeat an entry' }),
  );
