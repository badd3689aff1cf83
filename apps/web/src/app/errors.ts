import type { T } from '../i18n';
import type { ShownError } from '../store/match';

/** The translated message of a refusal, with the rule it names. */
export function errorText(t: T, error: ShownError): string {
  const text = t(`error.${error.code}`);
  return error.rule === undefined ? text : `${text} (${t('online.rule', { rule: error.rule })})`;
}
