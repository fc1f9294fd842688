import { type PhysicalBodyId } from '../body-ids';
import { physicalBodyPosition } from '../positions';
import { type SkyFrame, skyFrame } from '../sky-frame';
import type { Motion } from './sampled-path';

/**
 * Sky frames of one scan, one per instant. Every body's grid is anchored at the same instant
 * with steps that divide one another, so the Sun, the planets and the Moon sampled at the same
 * instant share one frame (the frame is most of the cost of a position).
 */
export class FrameCache {
  private readonly frames = new Map<number, SkyFrame>();

  at(ms: number): SkyFrame {
    let frame = this.frames.get(ms);
    if (!frame) {
      frame = skyFrame(new Date(ms));
      this.frames.set(ms, frame);
    }
    return frame;
  }

  /** How one body moves, read through this cache. */
  motionOf(body: PhysicalBodyId): (ms: number) => Motion {
    return (ms) => physicalBodyPosition(this.at(ms), body);
  }
}
