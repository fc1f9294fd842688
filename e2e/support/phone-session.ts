import { afterAll, afterEach, expect } from 'vitest';
import { type PhonePage, closeBrowser, openPhonePage } from './browser';

/**
 * One spec file's phone pages: each test opens what it needs, and after it the page's context is
 * closed and (unless a spec checks errors itself) any page error or CSP violation fails the test.
 */
export function phoneSession({ failOnPageErrors = true } = {}) {
  let opened: PhonePage[] = [];
  afterEach(async () => {
    const pages = opened;
    opened = [];
    try {
      if (failOnPageErrors) expect(pages.flatMap((phone) => phone.errors)).toEqual([]);
    } finally {
      await Promise.all(pages.map((phone) => phone.context.close()));
    }
  });
  afterAll(closeBrowser);

  return {
    async open(...args: Parameters<typeof openPhonePage>): Promise<PhonePage> {
      const phone = await openPhonePage(...args);
      opened.push(phone);
      return phone;
    },
  };
}
