//! Sounds: a move, a capture, the king in danger, the end of a game and low time, with a switch and a
//! volume (View > Sounds). [`watch`] decides from what changed on the board and the clock which sounds
//! a frame calls for, [`synth`] makes them and [`speaker`] plays them on a thread of its own.

pub mod speaker;
// The sounds are made only where they can be played (and in tests).
#[cfg(any(feature = "sound", test))]
pub mod synth;
pub mod watch;

use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::game::feature::{Context, Feature, Menu, PanelContext};
use super::game::session::Session;
use super::game::settings::Settings;
use super::shell::aside;
use super::shell::i18n::{Words, percent, tr, words};
use speaker::{Output, Speaker};

/// The sounds' words, in each language (`i18n/`).
pub static WORDS: Words = words!("sound");

/// Its name, as the root's list says it.
pub const NAME: &str = "sound";

/// The key of eframe's storage the sounds' own settings are kept under.
pub const STORAGE_KEY: &str = "ardri-sounds";

/// The sounds' commands: their switch and volume (View > Sounds). What they play follows the board
/// and the clock.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Play(bool),
    /// 0 to 1.
    Volume(f32),
}

/// The sounds' own settings, kept between runs under [`STORAGE_KEY`].
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    pub on: bool,
    /// 0 to 1.
    pub volume: f32,
}

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            on: true,
            volume: 0.6,
        }
    }
}

impl SoundSettings {
    /// A volume out of range (or not a number, from a hand-edited file) is brought back in.
    fn sanitized(self) -> SoundSettings {
        SoundSettings {
            volume: if self.volume.is_finite() {
                self.volume.clamp(0.0, 1.0)
            } else {
                SoundSettings::default().volume
            },
            ..self
        }
    }
}

/// Where the app's shared settings kept the switch and the volume before the sounds kept their
/// own: read once, when nothing is stored under [`STORAGE_KEY`] yet.
#[derive(Deserialize)]
#[serde(default)]
struct OldSettings {
    sounds: bool,
    volume: f32,
}

impl Default for OldSettings {
    fn default() -> OldSettings {
        let fresh = SoundSettings::default();
        OldSettings {
            sounds: fresh.on,
            volume: fresh.volume,
        }
    }
}

impl From<OldSettings> for SoundSettings {
    fn from(old: OldSettings) -> SoundSettings {
        SoundSettings {
            on: old.sounds,
            volume: old.volume,
        }
    }
}

/// Something worth a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Move,
    Capture,
    /// The attackers can capture the king with their next move.
    KingThreatened,
    GameOver,
    /// The person's clock fell below the low-time mark.
    LowTime,
}

impl Cue {
    #[cfg(any(feature = "sound", test))]
    pub const ALL: [Cue; 5] = [
        Cue::Move,
        Cue::Capture,
        Cue::KingThreatened,
        Cue::GameOver,
        Cue::LowTime,
    ];
}

/// The sounds' state while the app runs, with their own settings.
pub struct Sounds {
    watch: watch::Watch,
    speaker: Speaker,
    pub settings: aside::OwnSettings<SoundSettings>,
}

impl Sounds {
    pub fn new(speaker: Speaker) -> Sounds {
        Sounds {
            watch: watch::Watch::default(),
            speaker,
            settings: aside::OwnSettings::default(),
        }
    }

    /// Plays what this frame calls for (called once a frame, after the commands are applied). The
    /// board and clock are followed with sounds off too, so turning them on plays nothing stale.
    pub fn follow(&mut self, session: &Session, settings: &Settings, now: Instant) {
        self.speaker.poll();
        let mut cues = self.watch.board(session);
        let person_plays = |side| !settings.players.engine_plays(side);
        cues.extend(self.watch.clock(session.clock.as_ref(), person_plays, now));
        let SoundSettings { on, volume } = self.settings.value;
        if on && volume > 0.0 {
            for cue in cues {
                self.speaker.play(cue, volume);
            }
        }
    }

    pub fn output(&self) -> &Output {
        self.speaker.output()
    }

    #[cfg(test)]
    pub fn speaker(&self) -> &Speaker {
        &self.speaker
    }
}

impl Feature for Sounds {
    type Command = Command;
    const NAME: &'static str = NAME;

    fn handle(&mut self, command: Command, _cx: &mut Context<'_>) {
        match command {
            Command::Play(on) => self.settings.value.on = on,
            Command::Volume(volume) => {
                self.settings.value = SoundSettings {
                    volume,
                    ..self.settings.value
                }
                .sanitized();
            }
        }
    }

    fn load_settings(
        &mut self,
        storage: Option<&dyn eframe::Storage>,
        aside: Option<&std::path::Path>,
    ) -> Option<String> {
        let what = tr!(WORDS, "sound-stored");
        let fresh = tr!(WORDS, "sound-stored-then");
        let problem = self.settings.load::<OldSettings>(
            storage,
            (STORAGE_KEY, eframe::APP_KEY),
            aside,
            (&*what, &*fresh),
        );
        self.settings.value = self.settings.value.sanitized();
        problem
    }

    fn save_settings(&self, storage: &mut dyn eframe::Storage) {
        self.settings.save(storage, STORAGE_KEY);
    }

    fn after_commands(&mut self, cx: &mut Context<'_>) {
        self.follow(cx.session(), cx.settings(), cx.clock.instant());
    }

    fn menu_ui(&self, menu: Menu, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if menu != Menu::View {
            return;
        }
        let mut settings = self.settings.value;
        sounds_menu(ui, &mut settings, self.output());
        if settings.on != self.settings.value.on {
            cx.commands.push(Command::Play(settings.on));
        }
        if settings.volume != self.settings.value.volume {
            cx.commands.push(Command::Volume(settings.volume));
        }
    }
}

/// View > Sounds: the switch, the volume, and a word when no sound can be played.
fn sounds_menu(ui: &mut egui::Ui, settings: &mut SoundSettings, output: &Output) {
    ui.menu_button(tr!(WORDS, "sound-menu"), |ui| {
        ui.checkbox(&mut settings.on, tr!(WORDS, "sound-play"));
        ui.add_enabled(
            settings.on,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0)
                .text(tr!(WORDS, "sound-volume"))
                .custom_formatter(|v, _| percent(v * 100.0, 0)),
        );
        if let Output::Unavailable(why) = output {
            ui.weak(tr!(WORDS, "sound-unavailable", reason = why.reason()));
        }
    });
}
