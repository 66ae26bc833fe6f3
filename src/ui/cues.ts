import { settings } from '../platform/settings';

/*
 * Table cues: a tone made with Web Audio (no audio files), speech and
 * vibration, each only when its setting is on. Call `unlockCues` from the tap
 * that starts a game: browsers only allow sound after a user gesture.
 */

let audio: AudioContext | null = null;

export function unlockCues(): void {
  if (!settings.value.sound || audio || typeof AudioContext === 'undefined') return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

export function beep(frequency = 660, ms = 150): void {
  if (!settings.value.sound) return;
  unlockCues();
  if (!audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = frequency;
  gain.gain.value = 0.2;
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + ms / 1000);
}

function speak(text: string): void {
  if (!settings.value.voice || typeof speechSynthesis === 'undefined') return;
  speechSynthesis.cancel();
  speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

function vibrate(pattern: number | number[] = 80): void {
  if (!settings.value.vibration || typeof navigator.vibrate !== 'function') return;
  // Before any tap on the page (a reload mid-count) the browser refuses to buzz, and says so as an error.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  navigator.vibrate(pattern);
}

/** One moment that matters: tone, buzz and (if enabled) the words. */
export function cue(words: string, strong = false): void {
  beep(strong ? 880 : 660, strong ? 300 : 150);
  vibrate(strong ? [120, 60, 120] : 80);
  speak(words);
}
