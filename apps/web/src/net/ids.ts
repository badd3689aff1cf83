// Client-made message ids ([A-Za-z0-9_.:-]{1,64}). crypto.getRandomValues works on plain HTTP too
// (a LAN host), unlike crypto.randomUUID.
export function messageId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}
