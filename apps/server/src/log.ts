import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout. Tokens never reach a log line (the redaction is a second guard). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'senjutsu-server' },
    redact: { paths: ['token', '*.token', 'req.headers.authorization', 'req.headers.cookie'], censor: '[secret]' },
  });
}
