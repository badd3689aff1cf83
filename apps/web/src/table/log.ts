import { TERMS, type Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameEvent, GameView } from '@senjutsu/engine';
import { nameOfNumber, numberOfCard, poisonNameIn, STUN_CARD, terrainName } from '../board/characters';
import { hordeLine } from '../horde/names';
import { seatNameOf } from '../board/seatName';
import type { T } from '../i18n';
import { automatonReason } from './reason';

// The log: one readable line per event in the chosen language. Cards are named once the events
// or the view show them face up (events carry card ids; numbers come with the reveal).

export type LogContext = { readonly view: GameView; readonly rules: Definitions; readonly t: T; readonly lang: Lang; readonly numbers: ReadonlyMap<CardId, string> };

/** Every card id the events name with its number (reveals, replacements, discards …). */
export function cardNumbers(events: readonly GameEvent[]): Map<CardId, string> {
  const out = new Map<CardId, string>();
  for (const e of events) {
    if (e.kind === 'revealed') for (const c of e.cards) out.set(c.card, c.number);
    if (e.kind === 'replaced') out.set(e.by, e.number);
    // An automaton's card is named only when it resolves (its reveal is an automaton event, by number).
    if (e.kind === 'resolving' && e.number) out.set(e.card, e.number);
    if ((e.kind === 'recovered' || e.kind === 'extraPlayed') && e.number) out.set(e.card, e.number);
    if (e.kind === 'discarded' && e.card !== null && e.number !== null) out.set(e.card, e.number);
  }
  return out;
}

export const seatName = (c: Pick<LogContext, 'view' | 'lang' | 't'>, seat: number): string => seatNameOf(c.view, seat, c.lang, c.t);

const byNumber = (c: LogContext, number: string): string => nameOfNumber(c.rules, number, c.lang) ?? number;

export const cardTitle = (c: LogContext, card: CardId): string => {
  const number = c.numbers.get(card) ?? numberOfCard(c.view, card);
  return number === undefined ? '?' : byNumber(c, number);
};

/**
 * OP-73: the looker's copy of the event carries the cards it saw (its line names them); everyone
 * else's carries none (the engine's `eventsFor`), so their line says only that the look happened.
 */
function lookLine(e: Extract<GameEvent, { kind: 'handLooked' }>, c: LogContext): string {
  const names = { seat: seatName(c, e.seat), target: seatName(c, e.target) };
  if (e.cards === null) return c.t(e.from === 'hand' ? 'look.hand' : 'look.deck', names);
  const cards = e.cards.length === 0 ? c.t('look.emptyHand') : e.cards.map((n) => (n === STUN_CARD ? c.t('board.stunCard') : byNumber(c, n))).join(', ');
  return c.t(e.from === 'hand' ? 'look.sawHand' : 'look.sawDeck', { ...names, cards });
}

/**
 * The rule an event's line follows, for the "rules" disclosure beside the line: rule codes are for
 * those who look them up, not part of the sentence (issue 22 item 10).
 */
export const ruleOf = (e: GameEvent): string | null => (e.kind === 'automaton' || e.kind === 'horde' ? e.rule : null);

export function describeEvent(e: GameEvent, c: LogContext): string {
  const { t } = c;
  const seat = 'seat' in e ? seatName(c, e.seat) : '';
  switch (e.kind) {
    case 'terrainPlaced': return t('log.terrainPlaced', { seat, terrain: terrainName(e.terrain, c.lang) });
    case 'figurePlaced': return t('log.figurePlaced', { seat });
    // The automaton's reason from its code, in the reader's language; its rule goes beside the line (ruleOf).
    case 'automaton': return t('words.automatonLine', { seat, reason: automatonReason(e, c) });
    case 'prepared': return t('log.prepared', { seat, n: e.count });
    case 'deckShuffled': return t('log.deckShuffled', { seat });
    case 'searched': return t('log.searched', { seat, n: e.count });
    case 'recovered': return t('log.recovered', { seat, card: byNumber(c, e.number) });
    case 'stealthChanged': return t(e.stealthed ? 'log.stealthOn' : 'log.stealthOff', { seat });
    case 'pushed': return t('log.pushed', { seat, by: seatName(c, e.by) });
    case 'poisoned': return t('log.poisoned', { seat, by: seatName(c, e.by), poison: poisonNameIn(e.poison, c.lang) });
    case 'extraPlayed': return t('log.extraPlayed', { seat, card: byNumber(c, e.number) });
    case 'terrainRemoved': return t('log.terrainRemoved', { terrain: terrainName(e.terrain, c.lang) });
    case 'targetDeclared': return t('log.targetDeclared', { seat, target: seatName(c, e.target), card: cardTitle(c, e.card) });
    case 'horde': return hordeLine(e, t);
    case 'handLooked': return lookLine(e, c);
    case 'roundStarted': return t('log.roundStarted', { n: e.round });
    case 'bled': return t('log.bled', { seat });
    case 'drew': return t('log.drew', { seat, n: e.count });
    case 'wounded': return t(e.bleeding ? 'log.woundedBleeding' : 'log.wounded', { seat, n: e.wounds });
    case 'selected': return t('log.selected', { seat });
    case 'revealed': return t('log.revealed', { cards: e.cards.map((x) => `${seatName(c, x.seat)}: ${byNumber(c, x.number)}`).join(' · ') });
    case 'focusPaid': return t('log.focusPaid', { seat, n: e.amount });
    case 'focusRefunded': return t('log.focusRefunded', { seat, n: e.amount });
    case 'focusGained': return t('log.focusGained', { seat, n: e.amount });
    case 'focusLost': return t('log.focusLost', { seat, n: e.amount });
    case 'replaced': return t('log.replaced', { seat, card: byNumber(c, e.number) });
    case 'initiativeSet': return t('log.initiativeSet', { seat, n: e.initiative });
    case 'resolving': return t('log.resolving', { seat, card: e.number ? byNumber(c, e.number) : cardTitle(c, e.card), n: e.initiative });
    case 'stepped': return t('log.stepped', { seat });
    case 'turned': return t('log.turned', { seat });
    case 'moveUndone': return t('undo.log.moveUndone', { seat });
    case 'kamaeChanged': return t('log.kamaeChanged', { seat, to: (TERMS[c.lang].kamae as Record<string, string>)[e.to] ?? e.to });
    case 'collision':
      return e.with === 'edge' ? t('log.collisionEdge', { seat })
        : e.with === 'terrain' ? t('log.collisionTerrain', { seat })
        : t('log.collisionCharacter', { seat, other: e.other === undefined ? '?' : seatName(c, e.other) });
    case 'entered': return t('log.entered', { seat, terrain: terrainName(e.terrain, c.lang) });
    case 'turnEnded': return t('log.turnEnded', { seat });
    case 'stunned': return t('log.stunned', { seat });
    case 'weakened': return t('log.weakened', { seat });
    case 'weaknessRotated': return t('log.weaknessRotated', { seat });
    case 'discarded': return e.faceDown || e.number === null ? t('log.discardedFaceDown', { seat }) : t('log.discarded', { seat, card: byNumber(c, e.number) });
    case 'cardReturned': return t('log.cardReturned', { seat });
    case 'advantageGained': return t('log.advantageGained', { seat });
    case 'attack': {
      const card = cardTitle(c, e.card);
      if (e.results.length === 0) return t('log.attackNobody', { seat, card });
      const results = e.results.map((r) => t(r.hit ? 'log.resultHit' : 'log.resultBlocked', { target: seatName(c, r.target) })).join(', ');
      return t('log.attack', { seat, card, results });
    }
    case 'defeated': return t('log.defeated', { seat });
    case 'gameOver': return t('log.gameOver');
    default: {
      const never: never = e;
      throw new Error(`unknown event ${JSON.stringify(never)}`);
    }
  }
}
