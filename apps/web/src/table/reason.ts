import { AUTOMATON_REASONS, parseReason, type GameEvent, type ReasonCode } from '@senjutsu/engine';
import { nameOfNumber } from '../board/characters';
import type { Key } from '../i18n';
import type { LogContext } from './log';

// Why an automaton moved (issue 12/14), in the reader's language: the event's reason code and
// params through the `reason.<code>` texts (i18n/reasons.ts). Marker values and card numbers are
// translated too. An event stored before the codes (only its English `reason`) is read back into
// its code when the text is one of the table's; any other (a newer server's code) shows the English.

type AutomatonEvent = Extract<GameEvent, { kind: 'automaton' }>;

const BEHAVIOURS: readonly string[] = ['left', 'middle', 'right'];
const STANCES: readonly string[] = ['aggressive', 'defensive'];

const isKnownCode = (code: unknown): code is ReasonCode => typeof code === 'string' && Object.hasOwn(AUTOMATON_REASONS, code);

function paramText(name: string, value: string | number, c: Pick<LogContext, 't' | 'lang' | 'rules'>): string | number {
  const v = String(value);
  if (/behaviour$/i.test(name) && BEHAVIOURS.includes(v)) return c.t(`automata.behaviour.${v}` as Key);
  if (/stance$/i.test(name) && STANCES.includes(v)) return c.t(`automata.stance.${v}` as Key);
  if (name === 'card') return nameOfNumber(c.rules, v, c.lang) ?? v;
  return value;
}

/** The reason of an automaton event in the reader's language (the English text when its code is unknown). */
export function automatonReason(e: AutomatonEvent, c: Pick<LogContext, 't' | 'lang' | 'rules'>): string {
  // Stored games from before the codes carry only `reason`: the types say otherwise, so check.
  const given = e as Partial<Pick<AutomatonEvent, 'code' | 'params'>>;
  const { code, params } = isKnownCode(given.code) ? given : (parseReason(e.reason) ?? {});
  if (!isKnownCode(code)) return e.reason;
  const texts = Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, paramText(name, value, c)]));
  return c.t(`reason.${code}`, texts);
}
