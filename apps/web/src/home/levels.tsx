import type { ComputerLevel } from '@senjutsu/protocol';
import type { T } from '../i18n';

// The computer's levels as the home page offers them (issue 26): "Duel the computer" in the page
// (computer/ComputerBox.tsx) and an online room's computer (ComputerSeatFields.tsx) list the same.

/** The protocol's levels (COMPUTER_LEVELS), written here so the home page's script does not load the protocol's schemas. */
export const COMPUTER_LEVELS = ['easy', 'normal', 'hard'] as const satisfies readonly ComputerLevel[];

/** The level a select's value names, or null (a person, or anything else). */
export const levelOf = (value: string): ComputerLevel | null => COMPUTER_LEVELS.find((l) => l === value) ?? null;

/** One option per level, named in the page's language (`prefix`: words before the level's name). */
export const levelOptions = (t: T, prefix = '') =>
  COMPUTER_LEVELS.map((level) => (
    <option key={level} value={level}>
      {prefix}
      {t(`home.computer.level.${level}`)}
    </option>
  ));
