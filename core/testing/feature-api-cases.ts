import type { BirthMoment, BirthPlace } from '@core/contract/birth-moment';
import type { FeatureId } from '@core/features/feature-ids';
import type { RequestFor } from '@core/features/reading-request';
import type { IsoDate } from '@core/time/calendar-date';

/**
 * What the API suite (`server/routes/readings-*.test.ts`) expects of one feature, as plain data:
 * each feature writes its cases in `core/features/<id>/<id>.api-cases.ts`, the registry
 * `core/features/api-cases.ts` lists them one line each, and the server's table-driven tests read
 * only that registry. Bodies are `unknown`: invalid ones are the point, and valid ones are
 * checked by the API itself.
 */

/** The few draws the fuzzer's seeded random offers (server/fuzz/seeded-random.ts). */
export interface SampleRandom {
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** The fuzzer's valid births and places, for the features that read a chart. */
export interface SampleWorld {
  /** A birth, before noon UTC of `before` when given (a chart that counts forward from birth). */
  birth(name: string, before?: IsoDate): BirthMoment;
  place(): BirthPlace;
}

/** A provider fault the fake provider can play (server/testing/fake-openai.ts). */
export type ProviderFault =
  | 'http-401'
  | 'http-429'
  | 'http-500'
  | 'http-503'
  | 'empty'
  | 'hang'
  | 'reset-before-text'
  | 'failed-before-text';

/** Checks on a text: what it must hold and what it must not. */
export interface TextExpectations {
  contains?: readonly string[];
  excludes?: readonly string[];
  matches?: readonly RegExp[];
  excludesMatch?: readonly RegExp[];
}

/** A reading written by the offline composer (no key). */
export interface OfflineCase extends TextExpectations {
  name: string;
  request: unknown;
  /** The exact text, from the feature's own composer. */
  text?: () => string;
  minWords?: number;
}

/** Where a reading is sent and what its prompt carries. */
export interface RoutingCase {
  name: string;
  request: unknown;
  api: 'responses' | 'chat-completions';
  model: string;
  /** The Responses API's `reasoning` field. */
  reasoning?: unknown;
  maxTokens?: number;
  temperature?: number;
  /** The roles of the messages, in order; `['system', 'user']` unless told. */
  roles?: readonly string[];
  user?: TextExpectations;
  system?: TextExpectations;
  /** Also ask for the reading as a stream and expect the same text. */
  streams?: boolean;
}

/** What the API answers when the provider fails. */
export interface FallbackCase extends TextExpectations {
  name: string;
  request: unknown;
  faults: readonly ProviderFault[];
  /** The exact fallback text. */
  text?: () => string;
  /** How the fallback text begins. */
  startsWith?: string;
  /** A text the fallback must not be (the generic line, for a feature with its own). */
  not?: string;
  /** Also ask for it as a stream. */
  streams?: boolean;
  /** The next request, with the provider well again, gets the provider's reading: no fallback was cached. */
  notCached?: boolean;
  /** The error line logged once, with its details. */
  log?: { message: string; details: unknown };
  /**
   * The provider calls one request makes before falling back, for a feature with a fixed retry
   * schedule; the pauses between them grow by one step each (the step is the suite's).
   */
  linearRetries?: number;
}

/** An issue the API names in its 400 body. */
export interface ExpectedIssue {
  path: string;
  /** The exact message, or a pattern it matches; any message when absent. */
  message?: string | RegExp;
}

/** A body the API refuses with 400, before any provider call. */
export interface InvalidCase {
  name: string;
  body: unknown;
  /** The path of the first issue. */
  firstPath?: string;
  /** Issues the answer lists (among others). */
  issues?: readonly ExpectedIssue[];
  /** The whole list of issues. */
  onlyIssues?: readonly ExpectedIssue[];
  /** Some issue's path starts with this. */
  pathPrefix?: string;
  /** The `error` sentence holds this text or matches this pattern. */
  error?: string | RegExp;
}

/** A body at an edge of the contract that the API still accepts. */
export interface AcceptedCase {
  name: string;
  body: unknown;
}

/** How identical requests share provider calls. */
export type CacheCase =
  | {
      name: string;
      /** A shared reading: `concurrent` copies at once make one call, then it is served from cache. */
      shared: unknown;
      concurrent?: number;
      /** Other requests that share its key (no new call). */
      sameKey?: readonly unknown[];
      /** Requests that each need a call of their own. */
      newKeys?: readonly unknown[];
    }
  | {
      name: string;
      /** A personal reading: asked twice, it costs two calls. */
      personal: unknown;
    };

/** Visitor text in the prompt: quoted once, as data, in the `<user_data>` block. */
export interface UserTextCase {
  name: string;
  request: unknown;
  /** `none`: the request carries no visitor text, so no block and no data rule. */
  quoted: readonly string[] | 'none';
  /** The block holds exactly the quoted lines, in order. */
  exactBlock?: boolean;
  /** Texts that stand only inside the block: never outside it, never in the system message. */
  onlyQuoted?: readonly string[];
  /** Texts that appear exactly once in the user message. */
  once?: readonly string[];
  outside?: TextExpectations;
  system?: TextExpectations;
}

/** A feature with a status endpoint: the message it gives when well and when not. */
export interface StatusCheckCase {
  onlineMessage: string;
  degradedMessage: string;
}

export interface FeatureApiCases<Feature extends FeatureId> {
  feature: Feature;
  /** The server clock for this feature's cases (an ISO instant): their dates are "today". */
  now: string;
  /**
   * A valid request for the fuzzer, on `date`, with random ids; births and places come from the
   * fuzzer (anywhere in the supported years, edge places included).
   */
  sample(random: SampleRandom, date: IsoDate, world: SampleWorld): RequestFor<Feature>;
  offline: readonly OfflineCase[];
  routing: readonly RoutingCase[];
  fallbacks: readonly FallbackCase[];
  invalid: readonly InvalidCase[];
  accepted?: readonly AcceptedCase[];
  cache: readonly CacheCase[];
  userText?: readonly UserTextCase[];
  statusCheck?: StatusCheckCase;
}

/** Word count as the API tests read it. */
export const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
