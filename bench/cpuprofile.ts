// Reading a sampled CPU profile (CDP Profiler.stop) for the web benchmarks: which functions ran
// within given windows of time, counted in samples (a measure that holds on a loaded machine,
// unlike the wall-clock duration of the windows).

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
export type CpuProfile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** A window of the page's time, in its performance.now() milliseconds. */
export type Window = { readonly from: number; readonly to: number };

/** What the page ran inside `windows`: samples per function, by its own code (self) and with what it called (total). */
export function samplesIn(profile: CpuProfile, windows: readonly Window[], clockSync: string, syncedAt: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  // The profile counts microseconds on its own clock: a function the page ran at a known
  // performance.now() ties the two together.
  const syncIndex = profile.samples.findIndex((s) => byId.get(s)?.callFrame.functionName === clockSync);
  if (syncIndex < 0) throw new Error(`the profile has no sample of ${clockSync}`);
  const offset = times[syncIndex]! / 1000 - syncedAt;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let count = 0;
  profile.samples.forEach((id, i) => {
    const at = times[i]! / 1000 - offset;
    if (!windows.some((w) => at >= w.from && at <= w.to)) return;
    count++;
    const frame = byId.get(id)!.callFrame;
    const name = frame.functionName || '(anonymous)';
    const where = frame.url === '' ? name : `${name} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + 1);
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const fn = byId.get(x)!.callFrame.functionName || '(anonymous)';
      if (!seen.has(fn)) total.set(fn, (total.get(fn) ?? 0) + 1);
      seen.add(fn);
    }
  });
  return { count, self, total };
}

export const topOf = (counts: ReadonlyMap<string, number>, n: number): [string, number][] => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
