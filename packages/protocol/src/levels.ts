import { z } from 'zod';

/** Issue 26: how well the computer plays a seat on the server (@senjutsu/ai's levels, docs/ai.md). */
export const COMPUTER_LEVELS = ['easy', 'normal', 'hard'] as const;
export const ComputerLevelSchema = z.enum(COMPUTER_LEVELS);
export type ComputerLevel = z.infer<typeof ComputerLevelSchema>;
