/** Experiment knobs (temporary). */
export const TUNING = { expand: 'none' as 'policy' | 'random' | 'none', widen: 2, opponentPrior: 'scores' as 'scores' | 'squared', gamma: 0.15, mixWithin: 0.01, avoid: true, kamae: true };
