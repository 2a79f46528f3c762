//! The app's sounds, made from a few decaying tones when first needed, so no sound file ships and
//! nothing is decoded: a wooden click for a move, a heavier knock for a capture, two rising notes when
//! the king can be captured next move, a chord at the end of a game and two ticks when time runs low.

use std::sync::OnceLock;

use super::Cue;

/// Samples a second; every output device rodio opens resamples from it.
pub const SAMPLE_RATE: u32 = 44_100;

/// The loudest a sound may reach before the volume: a little below full scale, so sounds that
/// overlap (a capture and the king's warning) do not clip.
const PEAK: f32 = 0.7;

/// A sine partial that starts at `start` seconds and dies away with time constant `decay`.
struct Partial {
    hz: f32,
    start: f32,
    gain: f32,
    decay: f32,
}

const fn partial(hz: f32, start: f32, gain: f32, decay: f32) -> Partial {
    Partial {
        hz,
        start,
        gain,
        decay,
    }
}

/// What each sound is made of: its partials, a short burst of noise at the start (the knock of
/// wood), and its length in seconds.
fn recipe(cue: Cue) -> (&'static [Partial], f32, f32) {
    const MOVE: [Partial; 2] = [
        partial(740.0, 0.0, 1.0, 0.018),
        partial(1480.0, 0.0, 0.35, 0.010),
    ];
    const CAPTURE: [Partial; 4] = [
        partial(196.0, 0.0, 1.0, 0.060),
        partial(392.0, 0.0, 0.5, 0.040),
        partial(740.0, 0.055, 0.6, 0.018),
        partial(1480.0, 0.055, 0.2, 0.010),
    ];
    const KING_THREATENED: [Partial; 2] = [
        partial(660.0, 0.0, 0.8, 0.070),
        partial(880.0, 0.11, 0.9, 0.090),
    ];
    const GAME_OVER: [Partial; 4] = [
        partial(523.25, 0.0, 0.6, 0.30),
        partial(659.25, 0.09, 0.55, 0.30),
        partial(783.99, 0.18, 0.55, 0.35),
        partial(1046.5, 0.27, 0.4, 0.40),
    ];
    const LOW_TIME: [Partial; 2] = [
        partial(1200.0, 0.0, 0.7, 0.012),
        partial(1200.0, 0.14, 0.7, 0.012),
    ];
    match cue {
        Cue::Move => (&MOVE, 0.25, 0.09),
        Cue::Capture => (&CAPTURE, 0.35, 0.25),
        Cue::KingThreatened => (&KING_THREATENED, 0.0, 0.45),
        Cue::GameOver => (&GAME_OVER, 0.0, 1.3),
        Cue::LowTime => (&LOW_TIME, 0.1, 0.22),
    }
}

/// The samples of `cue`, mono at [`SAMPLE_RATE`], each within -1..=1.
fn render(cue: Cue) -> Vec<f32> {
    let (partials, noise, seconds) = recipe(cue);
    let len = (seconds * SAMPLE_RATE as f32) as usize;
    // A fixed linear congruential sequence: the same noise every run, no random number crate.
    let mut seed: u32 = 0x2545_f491;
    let mut samples: Vec<f32> = (0..len)
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            let mut x = 0.0;
            for p in partials {
                let local = t - p.start;
                if local >= 0.0 {
                    // A 2 ms rise, so no sound starts with a click of its own.
                    let attack = (local / 0.002).min(1.0);
                    x += p.gain
                        * attack
                        * (-local / p.decay).exp()
                        * (std::f32::consts::TAU * p.hz * local).sin();
                }
            }
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let white = (seed >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0;
            x + noise * white * (-t / 0.004).exp()
        })
        .collect();
    // The last 10 ms fade to silence, so a cut tail makes no click either.
    let fade = (SAMPLE_RATE / 100) as usize;
    for (k, s) in samples.iter_mut().rev().take(fade).enumerate() {
        *s *= k as f32 / fade as f32;
    }
    let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for s in &mut samples {
            *s *= PEAK / loudest;
        }
    }
    samples
}

/// Every sound, made once for the whole run.
pub fn samples(cue: Cue) -> &'static [f32] {
    static TABLE: OnceLock<Vec<Vec<f32>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| Cue::ALL.iter().map(|&c| render(c)).collect());
    &table[cue as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_short_within_range_and_fades_out() {
        for cue in Cue::ALL {
            let s = samples(cue);
            assert!(
                s.len() > SAMPLE_RATE as usize / 20,
                "{cue:?} is too short to hear"
            );
            assert!(s.len() < 2 * SAMPLE_RATE as usize, "{cue:?} is too long");
            let loudest = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!((loudest - PEAK).abs() < 1e-3, "{cue:?} peaks at {loudest}");
            assert_eq!(*s.last().unwrap(), 0.0, "{cue:?} ends with a click");
            assert!(s[0].abs() < 0.2, "{cue:?} starts with a click");
        }
    }

    #[test]
    fn the_sounds_can_be_told_apart() {
        for a in Cue::ALL {
            for b in Cue::ALL {
                if a != b {
                    assert_ne!(samples(a), samples(b), "{a:?} sounds like {b:?}");
                }
            }
        }
        // Where the energy sits: the capture's knock is lower than the move's click.
        let crossings =
            |s: &[f32]| s.windows(2).filter(|w| w[0] * w[1] < 0.0).count() as f32 / s.len() as f32;
        assert!(crossings(samples(Cue::Capture)) < crossings(samples(Cue::Move)));
    }
}
