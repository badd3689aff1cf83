import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

// Vitest starts files in the order its cache of earlier durations gives; a fresh clone (CI) has no
// cache and starts them in path order, so a long file found last keeps one worker busy while the
// others have nothing left. This sequencer starts the files known to be long first (the list is by
// measured duration, longest first); the rest follow in Vitest's own order.
// Plain JavaScript (types in slow-first.d.mts): Vite loads the configs that import it natively.

/** A sequencer class for `sequence.sequencer` that runs `slowest` (paths from the root, longest first) before the rest. */
export function slowFirst(slowest) {
  const rank = new Map(slowest.map((path, i) => [path, i]));
  return class SlowFirst extends BaseSequencer {
    async sort(files) {
      const sorted = await super.sort(files);
      const rankOf = (spec) => rank.get(relative(this.ctx.config.root, spec.moduleId).replaceAll('\\', '/')) ?? slowest.length;
      // Array.prototype.sort is stable: files not listed keep Vitest's order.
      return sorted.sort((a, b) => rankOf(a) - rankOf(b));
    }
  };
}
