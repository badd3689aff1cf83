// Card text and diagram drawing data (issue #4): the public functions of packages/cards/src/text.
export { NOUNS, STATUS_KINDS, TERMS, type Lang, type Noun, type PluralForms, type StatusKind, type Terms } from './terms';
export {
  initiativeText,
  marksText,
  plainLine,
  renderCard,
  renderEffects,
  renderPoisonCard,
  statusCard,
  statusCards,
  translateKeyword,
  type LineKind,
  type RenderedCard,
  type RenderedLine,
  type RenderedPoisonCard,
  type RenderedSection,
  type StatusCardText,
} from './render';
export { DIAGRAM_SYMBOLS, describeDiagram, hexCentre, type Diagram, type DiagramContext, type DiagramHex, type DiagramSymbol } from './diagram';
