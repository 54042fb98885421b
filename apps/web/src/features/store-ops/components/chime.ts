/**
 * A short two-note chime for a new order, made with Web Audio (no sound file to load). Browsers allow it
 * once the page has been interacted with; before that it stays silent and the card's highlight remains.
 */
export function chime(): void {
  try {
    const context = new AudioContext();
    const notes = [880, 1320];
    notes.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      const start = context.currentTime + index * 0.18;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
    setTimeout(() => void context.close(), 800);
  } catch {
    // No audio here (or not yet allowed): the highlight is the cue.
  }
}
