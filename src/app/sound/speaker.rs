//! Where the sounds go: the system's default output, opened on a thread of its own the first time a
//! sound is wanted (so a person who keeps sounds off never opens it), or, in tests, a list. A machine
//! without an audio device (or a build without the `sound` feature) stays silent: the menu says so,
//! and nothing is written to the terminal or the status bar.

use std::borrow::Cow;
use std::fmt;

use crossbeam_channel::{Sender, TrySendError, bounded};

use super::super::shell::i18n::tr;
use super::super::shell::tasks::{Task, Update};
use super::{Cue, WORDS};

/// What became of the audio output.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// Not opened yet: no sound was wanted so far.
    NotOpened,
    Opening,
    #[cfg_attr(not(any(feature = "sound", test)), allow(dead_code))]
    Ready,
    /// No sound can be played; why.
    Unavailable(Silence),
}

/// Why no sound can be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Silence {
    /// The system has no sound device.
    #[cfg_attr(not(feature = "sound"), allow(dead_code))]
    NoDevice,
    /// There is one, but it could not be opened.
    #[cfg_attr(not(feature = "sound"), allow(dead_code))]
    DeviceFailed,
    /// This copy was built without the `sound` feature.
    #[cfg_attr(feature = "sound", allow(dead_code))]
    BuiltWithout,
}

impl Silence {
    /// Why, in plain words, in the language now ("no sound device was found").
    pub fn reason(self) -> Cow<'static, str> {
        match self {
            Silence::NoDevice => tr!(WORDS, "sound-no-device"),
            Silence::DeviceFailed => tr!(WORDS, "sound-device-failed"),
            Silence::BuiltWithout => tr!(WORDS, "sound-built-without"),
        }
    }
}

impl fmt::Display for Silence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason())
    }
}

/// The sound thread's reports.
type SoundTask = Task<Output, ()>;

pub enum Speaker {
    /// The system's default output.
    Device {
        output: Output,
        /// Open while the device thread runs: sounds to play and at what volume.
        queue: Option<Sender<(Cue, f32)>>,
        task: Option<SoundTask>,
        wake: egui::Context,
    },
    /// Tests: what would have been played, at what volume.
    #[cfg(test)]
    Recording(Vec<(Cue, f32)>),
}

/// How many sounds may wait for the device thread; more are dropped rather than block a frame.
const QUEUE: usize = 16;

impl Speaker {
    pub fn device(wake: egui::Context) -> Speaker {
        Speaker::Device {
            output: Output::NotOpened,
            queue: None,
            task: None,
            wake,
        }
    }

    pub fn output(&self) -> &Output {
        #[cfg(test)]
        static RECORDING: Output = Output::Ready;
        match self {
            Speaker::Device { output, .. } => output,
            #[cfg(test)]
            Speaker::Recording(_) => &RECORDING,
        }
    }

    /// Plays `cue` at `volume` (0 to 1) without waiting for it.
    pub fn play(&mut self, cue: Cue, volume: f32) {
        match self {
            #[cfg(test)]
            Speaker::Recording(played) => played.push((cue, volume)),
            Speaker::Device {
                output,
                queue,
                task,
                wake,
            } => {
                if *output == Output::NotOpened {
                    let (tx, rx) = bounded(QUEUE);
                    *task = Some(Task::spawn("sound", wake.clone(), move |cx| {
                        device::run(cx, rx)
                    }));
                    *queue = Some(tx);
                    *output = Output::Opening;
                }
                if let Some(tx) = queue {
                    match tx.try_send((cue, volume)) {
                        Ok(()) | Err(TrySendError::Full(_)) => {}
                        // The thread ended (no device): nothing plays.
                        Err(TrySendError::Disconnected(_)) => *queue = None,
                    }
                }
            }
        }
    }

    /// Takes in what the device thread said (called each frame).
    pub fn poll(&mut self) {
        if let Speaker::Device {
            output,
            task: Some(task),
            queue,
            ..
        } = self
        {
            for update in task.poll() {
                match update {
                    Update::Report(said) => *output = said,
                    Update::Done(()) => *queue = None,
                    Update::Progress(..) => {}
                }
            }
        }
    }

    /// Tests: the sounds played so far.
    #[cfg(test)]
    pub fn played(&self) -> &[(Cue, f32)] {
        match self {
            Speaker::Recording(played) => played,
            Speaker::Device { .. } => &[],
        }
    }
}

#[cfg(feature = "sound")]
mod device {
    use std::num::NonZero;

    use crossbeam_channel::Receiver;
    use rodio::Source;

    use super::super::super::shell::tasks::TaskContext;
    use super::super::Cue;
    use super::super::synth::{SAMPLE_RATE, samples};
    use super::{Output, Silence};

    /// Opens the default output and plays what comes, until the app drops its end of the queue.
    pub fn run(cx: &TaskContext<Output, ()>, queue: Receiver<(Cue, f32)>) {
        // ALSA writes its complaints (no card, no such device) to standard error from inside the
        // library; on this thread they go to a buffer instead, which is dropped.
        #[cfg(target_os = "linux")]
        let _alsa_messages = alsa::Output::local_error_handler();
        let opened = rodio::DeviceSinkBuilder::from_default_device().and_then(|builder| {
            builder
                // A stream error (the device unplugged) is not worth a line on the terminal.
                .with_error_callback(|_| {})
                .open_sink_or_fallback()
        });
        let mut sink = match opened {
            Ok(sink) => sink,
            Err(e) => {
                cx.report(Output::Unavailable(plain(&e)));
                return;
            }
        };
        sink.log_on_drop(false);
        cx.report(Output::Ready);
        let mono = NonZero::new(1).expect("one channel");
        let rate = NonZero::new(SAMPLE_RATE).expect("a rate");
        while let Ok((cue, volume)) = queue.recv() {
            if cx.stopped() {
                break;
            }
            let sound = rodio::buffer::SamplesBuffer::new(mono, rate, samples(cue).to_vec());
            sink.mixer().add(sound.amplify(volume.clamp(0.0, 1.0)));
        }
    }

    fn plain(e: &rodio::DeviceSinkError) -> Silence {
        match e {
            rodio::DeviceSinkError::NoDevice => Silence::NoDevice,
            // The library's own words name its internals (configs, streams): the person needs less.
            _ => Silence::DeviceFailed,
        }
    }
}

#[cfg(not(feature = "sound"))]
mod device {
    use crossbeam_channel::Receiver;

    use super::super::super::shell::tasks::TaskContext;
    use super::super::Cue;
    use super::{Output, Silence};

    pub fn run(cx: &TaskContext<Output, ()>, _queue: Receiver<(Cue, f32)>) {
        cx.report(Output::Unavailable(Silence::BuiltWithout));
    }
}
