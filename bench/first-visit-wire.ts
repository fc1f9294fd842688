import { closeBrowser, openPhonePage } from '../e2e/support/browser';

/** One response of the first visit, as it travelled over HTTP. */
export interface WireFile {
  path: string;
  kind: 'html' | 'js' | 'css';
  /** The Content-Encoding the server chose ('identity' when none). */
  encoding: string;
  /** Body bytes as sent, i.e. after compression. */
  bodyBytes: number;
  /** Status line and headers, up to and including the blank line. */
  headerBytes: number;
  /** Body bytes after the browser decoded them, to show what compression saved. */
  decodedBytes: number;
}

export interface FirstVisitWire {
  /** The Accept-Encoding the browser sent for the page, so a figure can be read in context. */
  acceptEncoding: string;
  files: WireFile[];
  /** Bodies and headers of every file below, in bytes. */
  totalBytes: number;
  jsBytes: number;
  cssBytes: number;
}

const kindOf = (path: string, isDocument: boolean): WireFile['kind'] | undefined => {
  if (isDocument) return 'html';
  if (/\.m?js$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  return undefined;
};

/**
 * What a first visit to `/` really costs on the wire: the document and every script and
 * stylesheet real Chromium loads until the network is idle (entry, modulepreloads and the home
 * page's lazy chunk), counted from Chromium's own byte counts for each response, so the figure
 * includes whatever compression the server negotiated with the browser's usual Accept-Encoding.
 */
export async function measureFirstVisitWire(baseUrl: string): Promise<FirstVisitWire> {
  const origin = new URL(baseUrl).origin;
  const { page, context } = await openPhonePage(baseUrl);
  const measured: Promise<WireFile | undefined>[] = [];
  let acceptEncoding = '';
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const kind = kindOf(url.pathname, request.isNavigationRequest());
    if (url.origin !== origin || !kind) return;
    measured.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [sizes, headers, body, sent] = await Promise.all([
          request.sizes(),
          response.allHeaders(),
          response.body(),
          request.allHeaders(),
        ]);
        if (kind === 'html') acceptEncoding = sent['accept-encoding'] ?? '';
        return {
          path: url.pathname,
          kind,
          encoding: headers['content-encoding'] ?? 'identity',
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          decodedBytes: body.length,
        };
      })(),
    );
  });
  try {
    await page.goto('/', { waitUntil: 'networkidle' });
    const files = (await Promise.all(measured)).filter((file) => file !== undefined);
    const sum = (kind?: WireFile['kind']) =>
      files
        .filter((file) => !kind || file.kind === kind)
        .reduce((total, file) => total + file.bodyBytes + file.headerBytes, 0);
    return { acceptEncoding, files, totalBytes: sum(), jsBytes: sum('js'), cssBytes: sum('css') };
  } finally {
    await context.close();
    await closeBrowser();
  }
}
