import type { ReadingStreamEvent } from '@core/contract/reading';
import { describe, expect, it, vi } from 'vitest';
import { SharedGeneration } from './shared-generation';

async function drain(events: AsyncIterable<ReadingStreamEvent>): Promise<ReadingStreamEvent[]> {
  const collected: ReadingStreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

describe('SharedGeneration', () => {
  it('replays earlier pieces to a late listener, then streams live ones', async () => {
    const generation = new SharedGeneration();
    generation.push('one ');
    const early = drain(generation.listen(new AbortController().signal));
    generation.push('two ');
    const late = drain(generation.listen(new AbortController().signal));
    generation.push('three');
    generation.finish({ source: 'ai' });
    const expected = [
      { type: 'text-delta', text: 'one ' },
      { type: 'text-delta', text: 'two ' },
      { type: 'text-delta', text: 'three' },
      { type: 'text-end', source: 'ai' },
    ];
    expect(await early).toEqual(expected);
    expect(await late).toEqual(expected);
    expect(await drain(generation.listen(new AbortController().signal))).toEqual(expected);
  });

  it('aborts a personal generation only when the last listener leaves before the end', async () => {
    const onAbandoned = vi.fn();
    const generation = new SharedGeneration(onAbandoned);
    const first = new AbortController();
    const second = new AbortController();
    const listening = [drain(generation.listen(first.signal)), drain(generation.listen(second.signal))];
    generation.push('partial');
    await new Promise((resolve) => setTimeout(resolve, 0));
    first.abort();
    await listening[0];
    expect(generation.signal.aborted).toBe(false);
    second.abort();
    await listening[1];
    expect(generation.signal.aborted).toBe(true);
    expect(onAbandoned).toHaveBeenCalledOnce();
  });

  it('outlives its listeners when told to: a shared reading is finished for the cache', async () => {
    const onAbandoned = vi.fn();
    const generation = new SharedGeneration(onAbandoned, { outlivesListeners: true });
    const visitor = new AbortController();
    const listening = drain(generation.listen(visitor.signal));
    generation.push('partial');
    await new Promise((resolve) => setTimeout(resolve, 0));
    visitor.abort();
    await listening;
    expect(generation.signal.aborted).toBe(false);
    expect(onAbandoned).not.toHaveBeenCalled();
    generation.push(' and the rest');
    generation.finish({ source: 'ai' });
    expect(await drain(generation.listen(new AbortController().signal))).toEqual([
      { type: 'text-delta', text: 'partial' },
      { type: 'text-delta', text: ' and the rest' },
      { type: 'text-end', source: 'ai' },
    ]);
  });

  it('is not aborted when listeners leave after it finished', async () => {
    const generation = new SharedGeneration();
    generation.push('done');
    generation.finish({ source: 'ai' });
    await drain(generation.listen(new AbortController().signal));
    expect(generation.signal.aborted).toBe(false);
  });
});
