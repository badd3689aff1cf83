// Section 20: the automaton's brain, as pure functions the flow calls (docs/solo.md says which and when).
export * from './types';
export { soloBoard, figureOf, opponentsOf, isFreeFor, pendingThreats, type Figure, type SoloBoard } from './board';
export { reachablePoses, type MoveEffect, type Reach } from './moves';
export { preferredDistance, behaviourHex, chooseTarget, type TargetChoice } from './target';
export { soloMove, meleeMove, rangedMove, type MoveGoal } from './movement';
export { soloAttack, type AttackChoice, type AttackGoal, type Threat } from './attack';
export { blockInitiative, soloCounter, type BlockChoice, type CounterResult, type IncomingAttack } from './block';
export {
  newAutomaton, rebuildDeck, drawForRound, receiveStun, receiveWounds, receiveWeakness, effectiveInitiative,
  focusOnAutomaton, applySoloTerm, mistOfConfusion, stunningToxin, discardStep, lookAtHand, type NewAutomaton, type SoloStep,
} from './round';
export { soloResolutionOrder, type RevealedCard, type SoloOrder, type TieGroup } from './order';
export { decideTurn, type TurnContext, type TurnPlan } from './turn';
export { startingMarkers, type Marker, type MarkerMethod } from './setup';
