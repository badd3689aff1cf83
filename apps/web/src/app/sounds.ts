// Short cues made with the Web Audio API (no audio files to license or load): a reveal, a hit and
// your turn. Played only when the player has turned sounds on (settings); the audio context is
// made on that click, as browsers let a page make sound only after a gesture.

export type Cue = 'reveal' | 'hit' | 'turn';

/** Each cue: notes (Hz) one after the other, the wave, and each note's length in seconds. */
const CUES: Readonly<Record<Cue, { readonly notes: readonly number[]; readonly wave: OscillatorType; readonly length: number; readonly volume: number }>> = {
  reveal: { notes: [523, 784], wave: 'triangle', length: 0.09, volume: 0.18 },
  hit: { notes: [130, 82], wave: 'square', length: 0.08, volume: 0.12 },
  turn: { notes: [880, 1175], wave: 'sine', length: 0.14, volume: 0.2 },
};

let context: AudioContext | null = null;

/** The page's audio context, made (or resumed) on a player's gesture; null where the browser has none. */
export function unlockAudio(): AudioContext | null {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null; // no Web Audio: the cues stay silent
  }
}

let played = 0;

export function playCue(cue: Cue): void {
  const ctx = unlockAudio();
  if (ctx === null) return;
  // What was last played, for the browser tests (nothing else reads it).
  document.documentElement.dataset.cue = `${cue} ${++played}`;
  const { notes, wave, length, volume } = CUES[cue];
  let at = ctx.currentTime;
  for (const frequency of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    // A quick attack and an exponential fade: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + length + 0.02);
    at += length;
  }
}
