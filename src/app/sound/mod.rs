//! Sounds: a move, a capture, the king in danger, the end of a game and low time, with a switch and a
//! volume (View > Sounds). [`watch`] decides from what changed on the board and the clock which sounds
//! a frame calls for, [`synth`] makes them and [`speaker`] plays them on a thread of its own.

pub mod speaker;
// The sounds are made only where they can be played (and in tests).
#[cfg(any(feature = "sound", test))]
pub mod synth;
pub mod watch;

use std::time::Instant;

use super::game::commands::ViewCommand;
use super::game::feature::{Context, Feature, Menu, PanelContext};
use super::game::session::Session;
use super::game::settings::Settings;
use speaker::{Output, Speaker};

/// Its name, as the root's list says it.
pub const NAME: &str = "sound";

/// The sounds take no commands: they follow the board and the clock, and their switch and volume
/// are settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {}

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

/// The sounds' state while the app runs (their switch and volume are in [`Settings`]).
pub struct Sounds {
    watch: watch::Watch,
    speaker: Speaker,
}

impl Sounds {
    pub fn new(speaker: Speaker) -> Sounds {
        Sounds {
            watch: watch::Watch::default(),
            speaker,
        }
    }

    /// Plays what this frame calls for (called once a frame, after the commands are applied). The
    /// board and clock are followed with sounds off too, so turning them on plays nothing stale.
    pub fn follow(&mut self, session: &Session, settings: &Settings, now: Instant) {
        self.speaker.poll();
        let mut cues = self.watch.board(session);
        let person_plays = |side| !settings.players.engine_plays(side);
        cues.extend(self.watch.clock(session.clock.as_ref(), person_plays, now));
        if settings.sounds && settings.volume > 0.0 {
            for cue in cues {
                self.speaker.play(cue, settings.volume);
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
        match command {}
    }

    fn after_commands(&mut self, cx: &mut Context<'_>) {
        self.follow(cx.session, cx.settings, cx.clock.instant());
    }

    fn menu_ui(&self, menu: Menu, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if menu != Menu::View {
            return;
        }
        let mut settings = cx.settings.clone();
        sounds_menu(ui, &mut settings, self.output());
        if settings != *cx.settings {
            cx.commands.push(ViewCommand::Settings(Box::new(settings)));
        }
    }
}

/// View > Sounds: the switch, the volume, and a word when no sound can be played.
fn sounds_menu(ui: &mut egui::Ui, settings: &mut Settings, output: &Output) {
    ui.menu_button("Sounds", |ui| {
        ui.checkbox(&mut settings.sounds, "Play sounds");
        ui.add_enabled(
            settings.sounds,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0)
                .text("Volume")
                .custom_formatter(|v, _| format!("{:.0}%", v * 100.0)),
        );
        if let Output::Unavailable(why) = output {
            ui.weak(format!("No sound plays: {why}."));
        }
    });
}
