/**
 * The district clash banner's music: our own loop, synthesised with Web Audio at play time (a
 * square-wave bass and a triangle arpeggio, 16 steps at 132 bpm), so it weighs nothing to download.
 * It plays at the seed's volume (0.05) through one gain, which the mute sets to zero. Browsers let
 * audio start only after a gesture, and so do we: `start` is called from a tap.
 */
import { BANNER_MUSIC_VOLUME } from '../../../../domain/mining/banners/music';

export interface BannerMusic {
  /** Starts the loop (call it from a gesture); false when the page has no audio. */
  start(): boolean;
  stop(): void;
  setMuted(muted: boolean): void;
}

const STEP_S = 60 / 132 / 2;
const LOOKAHEAD_S = 0.3;
/** Semitones from A2: the bass line and the arpeggio above it. */
const BASS = [0, 0, 12, 0, 3, 3, 15, 3, 5, 5, 17, 5, 7, 7, 19, 10];
const LEAD = [24, 27, 31, 27, 24, 27, 31, 34, 29, 32, 36, 32, 31, 34, 38, 36];
const A2_HZ = 110;

const hz = (semitones: number): number => A2_HZ * 2 ** (semitones / 12);

type AudioContextClass = typeof AudioContext;

export function createBannerMusic(muted: boolean, AudioContextClass: AudioContextClass | undefined = globalThis.AudioContext): BannerMusic {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let isMuted = muted;

  function note(at: number, frequency: number, type: OscillatorType, level: number): void {
    if (!context || !master) return;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    envelope.gain.setValueAtTime(level, at);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + STEP_S * 0.9);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(at + STEP_S);
  }

  return {
    start() {
      if (context) return true;
      if (!AudioContextClass) return false;
      context = new AudioContextClass();
      master = context.createGain();
      master.gain.value = isMuted ? 0 : BANNER_MUSIC_VOLUME;
      master.connect(context.destination);
      void context.resume();
      let step = 0;
      let next = context.currentTime + 0.05;
      const schedule = () => {
        if (!context) return;
        while (next < context.currentTime + LOOKAHEAD_S) {
          const index = step % BASS.length;
          note(next, hz(BASS[index] ?? 0), 'square', 0.5);
          note(next, hz(LEAD[index] ?? 24), 'triangle', 0.35);
          next += STEP_S;
          step += 1;
        }
      };
      schedule();
      timer = setInterval(schedule, 100);
      return true;
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      void context?.close();
      context = null;
      master = null;
    },
    setMuted(next) {
      isMuted = next;
      if (master) master.gain.value = next ? 0 : BANNER_MUSIC_VOLUME;
    },
  };
}
