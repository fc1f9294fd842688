import type { ApiError } from '@core/contract/reading';
import type { Context } from 'hono';
import * as z from 'zod/mini';

export type Issues = NonNullable<ApiError['issues']>;
export type Validated<Data> = { success: true; data: Data } | { success: false; issues: Issues };

/**
 * The one way a route checks its input against a contract schema (classic zod or zod/mini
 * alike), with field errors in the contract's shape: an unknown field is reported under its own
 * name, and a bad discriminator lists the values it accepts.
 */
export function validate<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): Validated<z.infer<Schema>> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, issues: issuesOf(parsed.error) };
}

/** How zod's English locale words an unknown discriminator when the schema gives no message. */
const DEFAULT_DISCRIMINATOR_MESSAGE = 'Invalid discriminator value';

function issuesOf(error: z.core.$ZodError): Issues {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...issue.path, key].map(String).join('.'),
        message: 'is not an accepted field',
      }));
    }
    if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options.join(', ') : '';
      // A schema's own words for the case (the angelic service's 'Unknown request type') lead.
      const own = issue.message.startsWith(DEFAULT_DISCRIMINATOR_MESSAGE) ? '' : `${issue.message}: `;
      return [
        { path: path || '(body)', message: options ? `${own}must be one of: ${options}` : issue.message },
      ];
    }
    return [{ path: path || '(body)', message: issue.message }];
  });
}

/** A 400 whose summary names what was asked and the first problem, with every field error attached. */
export function rejectInvalid(context: Context, what: string, issues: Issues): Response {
  return context.json<ApiError>(
    { error: `${what} is not valid: ${issues[0]?.message ?? 'bad input'}.`, issues },
    400,
  );
}
