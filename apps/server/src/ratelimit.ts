// A token bucket: `ratePerSecond` tokens flow in, at most `burst` are kept. Time comes from the
// caller, so the limiter is a pure value and its tests need no clock.

export type Bucket = { tokens: number; at: number };

export type RateLimit = { readonly ratePerSecond: number; readonly burst: number };

export const newBucket = (limit: RateLimit, now: number): Bucket => ({ tokens: limit.burst, at: now });

/** Take one token if there is one. Mutates the bucket it was given (it belongs to one connection). */
export function take(bucket: Bucket, limit: RateLimit, now: number, cost = 1): boolean {
  const refill = ((now - bucket.at) / 1000) * limit.ratePerSecond;
  bucket.tokens = Math.min(limit.burst, bucket.tokens + refill);
  bucket.at = now;
  if (bucket.tokens < cost) return false;
  bucket.tokens -= cost;
  return true;
}

/** Buckets keyed by a string (an IP address), forgotten once full again so the map stays small. */
export function keyedLimiter(limit: RateLimit, now: () => number) {
  const buckets = new Map<string, Bucket>();
  let sweptAt = now();
  return (key: string, cost = 1): boolean => {
    const t = now();
    if (t - sweptAt > 60_000) {
      for (const [k, b] of buckets) if (b.tokens + ((t - b.at) / 1000) * limit.ratePerSecond >= limit.burst) buckets.delete(k);
      sweptAt = t;
    }
    let bucket = buckets.get(key);
    if (bucket === undefined) {
      bucket = newBucket(limit, t);
      buckets.set(key, bucket);
    }
    return take(bucket, limit, t, cost);
  };
}
