// Where a rule note links (issue 23 item 19): each ruling OP-n the page cites opens its text on the
// rulings page, a static file the server serves with the client (apps/web/public/rulings.html,
// written from the rules reference's section 27 by scripts/rulings-page.mjs). Rulebook IDs
// (R-…) and our own rulings (S…, H…) have no page a player can open: they stay plain text.

/** The rulings page, served beside index.html. */
export const RULINGS_PAGE = '/rulings.html';

const RULING = /^OP-(\d+)$/;

/** A rule ID in a note (R-SOLO-MOVE-1, OP-30), captured, so `note.split(RULE_ID)` keeps the IDs at odd places. */
export const RULE_ID = /((?:R(?:-[A-Z][A-Z0-9]*)+|OP)-\d+)/;

/** The address of a ruling's text (`/rulings.html#OP-73`), or null for an ID with no page. */
export function ruleLink(id: string): string | null {
  return RULING.test(id) ? `${RULINGS_PAGE}#${id}` : null;
}

/** A rule note ("OP-21, R-DIAG-6" or "R-SOLO-LOOK-1") as its IDs in order, each with its link (null: plain text). */
export function ruleLinks(note: string): { readonly id: string; readonly href: string | null }[] {
  return [...note.matchAll(new RegExp(RULE_ID, 'g'))].map(([id]) => ({ id, href: ruleLink(id) }));
}
