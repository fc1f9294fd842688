import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { routeList } from '@/app/paths';
import { PHONE_VIEWPORT } from './support/browser';
import { phoneSession } from './support/phone-session';
import { type ScreenFindings, inspectScreen } from './support/screen-checks';

/**
 * The screenshot review (issue 26): every route at 390 px, before and after its main action,
 * captured into .e2e-artifacts/screens/ (kept out of git, with heights.txt) and checked as a
 * person would look at it. Before the first tap no page is taller than four phone screens,
 * except the library, whose book list is the page.
 */
const offlineUrl = inject('offlineUrl');
const session = phoneSession();
const SCREENS = fileURLToPath(new URL('../.e2e-artifacts/screens/', import.meta.url));
const MAX_HEIGHT = 4 * PHONE_VIEWPORT.height;
const TALL_BY_DESIGN = new Set(['/mystical-library']);

function problemsOf(path: string, moment: string, findings: ScreenFindings): string[] {
  const problems: string[] = [];
  if (findings.overflowX > 0) problems.push(`${moment}: scrolls sideways by ${findings.overflowX} px`);
  if (findings.overlaps.length > 0)
    problems.push(`${moment}: text over text: ${findings.overlaps.join('; ')}`);
  if (findings.repeatedHeadings.length > 0)
    problems.push(`${moment}: said twice in one card: ${findings.repeatedHeadings.join('; ')}`);
  if (moment === 'before' && !TALL_BY_DESIGN.has(path) && findings.height > MAX_HEIGHT)
    problems.push(`${moment}: ${findings.height} px tall before the first tap (at most ${MAX_HEIGHT})`);
  return problems;
}

describe('screenshot review at 390 px', () => {
  mkdirSync(SCREENS, { recursive: true });

  it.each(routeList.map((route) => route.path))(
    '%s reads cleanly before and after its main action',
    async (path) => {
      const { page } = await session.open(offlineUrl);
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydration === 'hydrated', null, {
        timeout: 15_000,
      });
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: `${SCREENS}${name}-before.png`, fullPage: true });
      const before = await inspectScreen(page);
      appendFileSync(`${SCREENS}heights.txt`, `${path} ${before.height}\n`);

      // The main action: the first sign (where the page asks for one), then its first primary button.
      const sign = page.getByRole('group', { name: /sign/i }).getByRole('button').first();
      if ((await sign.count()) > 0) await sign.click();
      const action = page.locator('main .button-primary:visible:enabled').first();
      if ((await action.count()) > 0) {
        await action.click();
        // A reading streams in within a second or so; a page that alerts has answered at once.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(600);
      }
      await page.screenshot({ path: `${SCREENS}${name}-after.png`, fullPage: true });
      const after = await inspectScreen(page);
      expect([...problemsOf(path, 'before', before), ...problemsOf(path, 'after', after)]).toEqual([]);
    },
  );
});
