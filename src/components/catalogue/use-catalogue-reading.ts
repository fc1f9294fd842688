import { type ReactNode, useCallback, useState } from 'react';
import type { SignId } from '@core/content/signs';
import type { ReadingRequest } from '@core/features/reading-request';
import { useAlertDialog } from '../alert-dialog/use-alert-dialog';
import { type ReadingOptions, type ReadingState, useReading } from '@/lib/reading/use-reading';

interface CatalogueReadingOptions<Id extends string> extends ReadingOptions {
  sign: SignId | null;
  /** The spec's exact alert for a reading asked for before a sign is chosen (tool spec §5). */
  noSignAlert: string;
  /** The reading for the sign and the item asked about; null when there is nothing to ask. */
  toRequest(sign: SignId, id: Id): ReadingRequest | null;
}

export interface CatalogueReading<Id extends string> {
  /** The item whose reading was asked for last. */
  askedId: Id | null;
  ask(id: Id): void;
  clear(): void;
  reading: ReadingState;
  /** Render once in the page: the in-page alert (ADR 0006). */
  alertDialog: ReactNode;
}

/**
 * Tool spec §4 "Common reading state" for catalogue pages: asking about an item needs a sign
 * (else the spec's alert), then loads the reading for that sign and item. Changing the sign
 * afterwards reads the same item for the new sign.
 */
export function useCatalogueReading<Id extends string>({
  sign,
  noSignAlert,
  toRequest,
  ...readingOptions
}: CatalogueReadingOptions<Id>): CatalogueReading<Id> {
  const [askedId, setAskedId] = useState<Id | null>(null);
  const { showAlert, alertDialog } = useAlertDialog();
  const reading = useReading(sign && askedId ? toRequest(sign, askedId) : null, readingOptions);

  const ask = useCallback(
    (id: Id) => {
      if (!sign) {
        showAlert(noSignAlert);
        return;
      }
      setAskedId(id);
    },
    [sign, noSignAlert, showAlert],
  );
  const clear = useCallback(() => setAskedId(null), []);

  return { askedId, ask, clear, reading, alertDialog };
}
