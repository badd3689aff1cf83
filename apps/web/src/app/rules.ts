import { BUILT_IN_RULESET, createRuleset, type Ruleset } from '@senjutsu/engine';

// The room's ruleset on the client (issue 11): views name cards by number, and the join names the
// ruleset. Loaded with the online game only (the catalogue is large, the home page is not).

/**
 * The ruleset a join names: the bundled built-in one, or the one derived from the definitions the
 * room adds, checked against the hash the server gave (a client with other content cannot play).
 */
/** What a join says of the room's ruleset (protocol `RulesetInfo`, as the socket delivers it). */
export type NamedRuleset = { readonly id: string; readonly hash: string; readonly definitions: Parameters<typeof createRuleset>[0] | null };

export function rulesetOfJoin(info: NamedRuleset): { ok: true; value: Ruleset } | { ok: false; message: string } {
  if (info.definitions === null) {
    return info.hash === BUILT_IN_RULESET.hash ? { ok: true, value: BUILT_IN_RULESET } : { ok: false, message: `the server plays ruleset ${info.id} (${info.hash}); this client bundles ${BUILT_IN_RULESET.hash}` };
  }
  const derived = createRuleset(info.definitions);
  if (!derived.ok) return { ok: false, message: derived.error.message };
  if (derived.value.hash !== info.hash) return { ok: false, message: `the room's definitions hash to ${derived.value.hash}, not ${info.hash}` };
  return { ok: true, value: derived.value };
}
