// Types for scripts/slow-first.mjs.
import type { TestSequencerConstructor } from 'vitest/node';

/** A sequencer class for `sequence.sequencer` that runs `slowest` (paths from the root, longest first) before the rest. */
export function slowFirst(slowest: readonly string[]): TestSequencerConstructor;
