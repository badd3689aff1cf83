// Why an automaton did what it did: one code per reason, with its English wording as a template.
// Every automaton event carries its code and params (the client translates them, issue 12/14)
// beside the English text rendered from this table. `{name}` in a template is a param; params
// named like `behaviour`/`stance` hold marker values, `card` a solo card number, `decision` a
// decision kind, so a client can translate those values too.

export const AUTOMATON_REASONS = {
  // Setup (R-SOLO-SETUP-4, R-SOLO-SETUP-5/6, OP-25)
  'setup.placed': 'its figure goes on a free hex of its start area, picked at random',
  'setup.markers': 'starts with behaviour {behaviour}, stance {stance}',
  // A hand effect on an automaton, which has no hand (OP-79)
  'hand.stunBeside': 'it has no hand: the top card of its deck, a stun card, goes beside its deck and the next card is discarded (OP-78, OP-79)',
  'hand.discardTop': 'it has no hand: it discards the top card of its deck face up (OP-79)',
  // The round (R-SOLO-ROUND-1..3, OP-78, R-SOLO-BLEED-2, OP-23, OP-30)
  'round.drawn': 'it takes its top card face down',
  'round.faceUp': 'its card is turned face up',
  'round.resolves': 'its card resolves at initiative {initiative}',
  'round.stunnedSkip': 'stunned: it takes no action this round',
  'round.bleedDiscard': 'bleeding: its top card is discarded face down',
  'round.deckRebuilt': 'its deck is empty: the discard pile is shuffled into a new deck',
  'round.noCardToDraw': 'no card to draw: it takes no action',
  'round.stunDrawn': 'a stun card on top of its deck goes beside it; it takes the next card',
  // The turn (R-SOLO-WOUND-1, R-SOLO-STUN-3, R-SOLO-TARGET-1)
  'turn.defeated': 'defeated',
  'turn.noCard': 'no card this round: no action',
  'turn.noTarget': 'no character to target',
  // Target (R-SOLO-TARGET-1..3)
  'target.nearest': 'nearest character, {distance} hexes away',
  'target.behaviour': 'equally near; its position best matches the {behaviour} behaviour',
  'order.harm': 'tied with other automata: it resolves first, in the order that harms you most',
  'target.advantage': 'equally near and equally placed; the one higher on the advantage track',
  'target.leftmost': 'equally near and equally placed; the leftmost from its facing',
  // Attack (R-SOLO-ATK-*)
  'attack.rangedShoots': 'line of sight and range: it shoots',
  'attack.rangedNoSight': 'no line of sight or not in range: it resolves the movement part',
  'attack.meleeCannotReach': 'the attack cannot reach the target: step 5, the movement part',
  'attack.meleeBehind': 'step 1: it can attack from behind',
  'attack.meleeStays': 'step 2: it attacks from where it stands',
  'attack.meleeMustMove': 'it must move to attack: the hex nearest its behaviour',
  'attack.meleeAltBlocked': 'step 3A (its attack would be blocked): it attacks from an alternative hex',
  'attack.meleeAltHitBack': 'step 3B (it would be hit by your attack): it attacks from an alternative hex',
  'attack.meleeAltHitsAutomaton': 'step 3C (it would hit another automaton): it attacks from an alternative hex',
  'attack.meleeDefensive': 'step 4, defensive: it would be hit or hit an automaton, so it resolves the movement part',
  'attack.meleeAggressive': 'step 4, aggressive: it attacks anyway',
  'attack.allBlocked': 'every attack would be blocked: it attacks all the same',
  'attack.target': 'it attacks its target',
  // Movement (R-SOLO-MOVE-*)
  'move.meleeClearPath': 'clear path to its {behaviour} side, {distance} hex(es) from the target',
  'move.meleeShortest': 'no clear path to its {behaviour} side: the shortest route to {distance} hex(es) from the target',
  'move.rangedStays': 'in sight at {distance} hexes: it does not move',
  'move.rangedIntoRange': 'in sight but out of range: it closes until in range, never nearer than {distance} hexes',
  'move.rangedAway': 'closer than {distance} hexes: it moves away on its {behaviour} side',
  'move.rangedSeekSight': 'no line of sight: it moves on its {behaviour} side until it sees the target',
  'move.rangedAnySight': 'no line of sight on its side: any way that gains sight at its distance',
  'move.rangedOnward': 'no line of sight anywhere in reach: it moves on toward its {behaviour} side',
  'move.step': 'it steps as planned',
  'move.turn': 'it turns as planned',
  'move.done': 'its planned movement is done',
  // Block and counter (R-SOLO-BLOCK-2/3, R-SOLO-GOLDEN-1, R-SOLO-COUNTER-2/3, OP-30)
  'block.noMatch': 'no attack at {min}-{max}: it blocks at the highest value, {value}',
  'block.nearest': 'no value equals your attack at {initiative}: it blocks at the nearest, {value}',
  'block.yourAttack': 'it blocks at {initiative}: the initiative of your attack',
  'block.moreWounds': 'it blocks at {initiative}: the attack that would cause more wounds',
  'block.faster': 'it blocks at {initiative}: the faster of the attacks',
  'counter.none': 'no counter at this initiative',
  'counter.noCard': 'counter: no card left to turn up',
  'counter.stun': 'counter: a stun card turns up, no attack',
  'counter.wound': 'counter: {card} shows an attack, 1 wound to you',
  'counter.miss': 'counter: {card} shows no attack',
  // The golden rule on the automaton's own decisions (R-SOLO-GOLDEN-1)
  'worst.oneOption': 'its {decision} decision has one option',
  'worst.payFee': 'it pays the fee: the extra effect is worse for you',
  'worst.worst': 'of its {decision} options, the one worst for you (harm, hurting terrain, automata next to you, their preferred distance, your back toward them)',
  // What happens to it (R-SOLO-STUN-*, R-SOLO-WOUND-*, R-SOLO-BLEED-1, R-EXEC-1, R-SOLO-FOCUS-1, R-SOLO-POISON-*)
  'stun.shuffled': 'stunned: the stun card is shuffled into its deck',
  'stun.beside': 'stunned: the stun card goes beside its deck',
  'defeat.stuns': 'defeated: {stuns} stuns, limit {limit}',
  'defeat.wounds': 'defeated: {wounds} wounds, limit {limit}',
  'defeat.executed': 'executed',
  'wounds.taken': '{wounds} wound(s)',
  'focus.none': 'automata have no focus: no effect',
  'poison.draw': 'it shuffles its poison deck and draws a poison card',
  'toxin.behaviour': 'Stunning Toxin: its behaviour cannot change',
  'toxin.stance': 'Stunning Toxin: its stance cannot change',
  // Card terms (R-SOLO-BEHAV-CHANGE-1, OP-26, R-SOLO-REFRESH-1/2, R-FRAG-13, R-SOLO-LOOK-2/3)
  'behaviour.changed': 'behaviour {fromBehaviour} → {toBehaviour}',
  'stance.changed': 'stance {fromStance} → {toStance}',
  'refresh.pending': 'its deck is refreshed after the discard',
  'refresh.done': 'refresh: all its cards, the one played too, are shuffled into a new deck',
  'discard.returned': '{count} discarded card(s) shuffled back into its deck',
  'look.rebuilt': 'its deck holds 0 or 1 cards: rebuilt from its discard pile first',
  'look.returned': 'the two cards are shuffled back on top',
  // Expansion automata (R-SOLO-EXP-5/10/12/18)
  'special.desperationLeft': 'Desperation: {wounds} wound(s) left before defeat',
  'special.desperationBonus': 'Desperation: its card\'s bonus is added',
  'special.stealthBonus': 'stealthed: its card\'s bonus is added',
  'contract.firstBlood': 'contract fulfilled: first-blood ({done} of {total})',
  'contract.counter': 'contract fulfilled: counter ({done} of {total})',
  'contract.toolsOfTheTrade': 'contract fulfilled: tools-of-the-trade ({done} of {total})',
  'contract.all': 'every contract fulfilled: it wins at once',
  // Horde mode (R-HORDE-8/10)
  'horde.noStartHex': 'no free start hex: it does not enter this wave',
  'horde.enters': 'enters at start hex {letter}: behaviour {behaviour}, aggressive stance (R-HORDE-9), wound limit {limit}',
} as const;

export type ReasonCode = keyof typeof AUTOMATON_REASONS;
/** Every code, for schemas and for the client's dictionary test. */
export const REASON_CODES = Object.keys(AUTOMATON_REASONS) as [ReasonCode, ...ReasonCode[]];

/** The `{names}` of a template, as a type. */
type ParamNames<S extends string> = S extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
export type ReasonParamValue = string | number;
export type ReasonParams = Readonly<Record<string, ReasonParamValue>>;
/** Exactly the params a code's template names (none for a code without placeholders). */
export type ParamsOf<C extends ReasonCode> = { readonly [N in ParamNames<(typeof AUTOMATON_REASONS)[C]>]: ReasonParamValue };

/** Every decision the procedures make comes with the rule that made it and a coded reason for the log. */
export type Because = { readonly rule: string; readonly code: ReasonCode; readonly params: ReasonParams; readonly reason: string };

/** Fill a template's `{names}` (unknown names stay visible). */
export const fillReason = (template: string, params: ReasonParams): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The one way to build a reason: a code of the table, its params, and its English text. */
export function because<C extends ReasonCode>(rule: string, code: C, ...params: keyof ParamsOf<C> extends never ? [] : [ParamsOf<C>]): Because {
  const p: ReasonParams = params[0] ?? {};
  return { rule, code, params: p, reason: fillReason(AUTOMATON_REASONS[code], p) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each template as a pattern over its English text, its params as named groups. */
const PATTERNS = REASON_CODES.map((code) => {
  const template = AUTOMATON_REASONS[code];
  const source = template.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part))).join('');
  return { code, pattern: new RegExp(`^${source}$`) };
});

/**
 * The code and params of an English reason text, or null: for events stored before the codes
 * (they carry only `reason`), so a client can still translate them. Numeric params come back as numbers.
 */
export function parseReason(text: string): { code: ReasonCode; params: ReasonParams } | null {
  for (const { code, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, /^-?\d+$/.test(value) ? Number(value) : value]));
    return { code, params };
  }
  return null;
}
