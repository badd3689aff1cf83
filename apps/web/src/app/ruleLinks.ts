// Where a rule ID links (issue 25): the one place that decides it. Every rulebook ID (R-…-n) and
// every ruling (OP-n) opens its entry in the page's rules reference (apps/web/src/reference): the
// address `/#R-MOVE-3` is caught by the top bar's Rules dialog (app/RulesHelp.tsx), which opens
// at that entry without leaving the game; opened in a new tab, the home page opens it there.
// Our own rulings' names (S…, H…) have no entry: they stay plain text.

/** A rule ID in a note (R-SOLO-MOVE-1, OP-30), captured, so `note.split(RULE_ID)` keeps the IDs at odd places. */
export const RULE_ID = /((?:R(?:-[A-Z][A-Z0-9]*)+|OP)-\d+)/;

const WHOLE_ID = new RegExp(`^${RULE_ID.source}$`);

/** The address of a rule's entry in the rules reference (`/#OP-73`), or null for what is no rule ID. */
export function ruleLink(id: string): string | null {
  return WHOLE_ID.test(id) ? `/#${id}` : null;
}

/** A rule note ("OP-21, R-DIAG-6" or "R-SOLO-LOOK-1") as its IDs in order, each with its link. */
export function ruleLinks(note: string): { readonly id: string; readonly href: string | null }[] {
  return [...note.matchAll(new RegExp(RULE_ID, 'g'))].map(([id]) => ({ id, href: ruleLink(id) }));
}
