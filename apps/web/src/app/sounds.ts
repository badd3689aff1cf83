// Short cues made for the project with the Web Audio API (no audio files to license or load): a
// reveal, a step, a hit, a block, a defeat and your turn. Played only when the player has turned sounds on (settings); the audio context is
// made on that click, as browsers let a page make sound only after a gesture.

export type Cue = 'reveal' | 'step' | 'hit' | 'block' | 'defeat' | 'turn';

/** Each cue: notes (Hz) one after the other, the wave, and each note's length in seconds. */
const CUES: Readonly<Record<Cue, { readonly notes: readonly number[]; readonly wave: OscillatorType; readonly length: number; readonly volume: number }>> = {
  reveal: { notes: [523, 784], wave: 'triangle', length: 0.09, volume: 0.18 },
  // A soft low tap: a foot on the ground.
  step: { notes: [196], wave: 'sine', length: 0.06, volume: 0.14 },
  hit: { notes: [130, 82], wave: 'square', length: 0.08, volume: 0.12 },
  // Two bright short notes: steel on steel.
  block: { notes: [1568, 1397], wave: 'triangle', length: 0.05, volume: 0.12 },
  // A falling minor third, slow.
  defeat: { notes: [294, 247, 196], wave: 'sawtooth', length: 0.22, volume: 0.08 },
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

/** Plays the cue now, or `delay` ms from now (scheduled on the audio clock: no timers). */
export function playCue(cue: Cue, delay = 0): void {
  const ctx = unlockAudio();
  if (ctx === null) return;
  // What was last played, for the browser tests (nothing else reads it).
  document.documentElement.dataset.cue = `${cue} ${++played}`;
  const { notes, wave, length, volume } = CUES[cue];
  let at = ctx.currentTime + delay / 1000;
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
