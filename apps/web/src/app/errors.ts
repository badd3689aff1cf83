import type { T } from '../i18n';
import type { ShownError } from '../store/match';

/** The translated message of a refusal; the rule it names goes beside it (RuleNote), not into the sentence (issue 22 item 10). */
export const errorText = (t: T, error: ShownError): string => t(`error.${error.code}`);
