import type { SitePage } from '@/lib/navigation/site-pages';

/** The pages that are not tools: the front door and this page itself. */
const NOT_TOOLS: ReadonlySet<string> = new Set(['/', '/about']);

/** The tools of this build: every registered page but Home and About, in the route table's order. */
export const toolsOf = (pages: readonly SitePage[]): SitePage[] =>
  pages.filter((page) => !NOT_TOOLS.has(page.path));
