//! Sounds: which sound each change on the board and the clock calls for, the switch and the volume
//! (kept between runs), and a machine without an audio device, where the app goes on silently.

use eframe::App as _;
use eframe::Storage as _;
use egui_kittest::kittest::Queryable;

use super::super::game::clock::GameClock;
use super::super::game::settings::Settings;
use super::super::sound::speaker::{Output, Speaker};
use super::super::sound::{Cue, SoundSettings};
use super::*;
use ardri_rules::{EndReason, Outcome, Side};
use ardri_saves::SavedClock;

fn played(h: &Harness<'_, ArdRiApp>) -> Vec<Cue> {
    h.state()
        .seen()
        .sounds()
        .speaker()
        .played()
        .iter()
        .map(|&(cue, _)| cue)
        .collect()
}

/// Two players on `fen`, with what the first frames played forgotten.
fn on_position(fen: &str) -> Harness<'static, ArdRiApp> {
    let mut h = harness(Players::BothSides);
    let game = Game::from_position(fen.parse().unwrap());
    *h.state_mut().arrange().game() = Session::from_game(game, Metadata::default());
    h.run();
    assert!(played(&h).is_empty(), "a position put on the board sounded");
    h
}

#[test]
fn a_move_and_a_capture_each_have_their_sound_and_stepping_back_is_silent() {
    // The attacker a3-a4 takes the defender on b4 against the attacker on c4.
    let mut h = on_position("3k3/7/7/1da4/a6/7/7 d");
    play(&mut h, &["d7e7"]);
    assert_eq!(played(&h), [Cue::Move]);
    play(&mut h, &["a3a4"]);
    assert_eq!(played(&h), [Cue::Move, Cue::Capture]);
    // Back one move: silent. Forward again through the game: the capture sounds again, as it shows.
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(played(&h).len(), 2, "stepping back sounded");
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(played(&h), [Cue::Move, Cue::Capture, Cue::Capture]);
    // A new game jumps to the start: silent.
    *h.state_mut().arrange().game() = Session::new(Rules::default(), Metadata::default());
    h.run();
    assert_eq!(played(&h).len(), 3, "a new game sounded");
}

#[test]
fn the_king_in_danger_and_the_end_of_the_game_sound_after_the_move() {
    // The king on c5 is enclosed on three sides; e1-e2 leaves c4 open to the attacker on c3.
    let mut h = on_position("7/2a4/1aka3/7/2a4/7/4d2 d");
    play(&mut h, &["e1e2"]);
    assert_eq!(played(&h), [Cue::Move, Cue::KingThreatened]);
    play(&mut h, &["c3c4"]);
    assert!(h.state().seen().game().game.is_over());
    assert_eq!(
        played(&h),
        [Cue::Move, Cue::KingThreatened, Cue::Capture, Cue::GameOver]
    );
}

#[test]
fn a_game_that_ends_without_a_move_sounds_its_end() {
    let mut h = harness(Players::BothSides);
    play(&mut h, &["c3c2"]);
    let resigned = Outcome {
        winner: Some(Side::Attackers),
        reason: EndReason::Resignation,
    };
    h.state_mut().arrange().game().declare(resigned).unwrap();
    h.run();
    assert_eq!(played(&h), [Cue::Move, Cue::GameOver]);
}

#[test]
fn low_time_is_told_once_while_the_persons_own_clock_runs() {
    let mut h = harness(Players::BothSides);
    // A one-minute game: the mark is 10 seconds; the defenders, to move, have 9.
    h.state_mut().arrange().game().clock = Some(GameClock::from_saved(SavedClock {
        initial_ms: 60_000,
        increment_ms: 0,
        attackers_ms: 60_000,
        defenders_ms: 9_000,
    }));
    h.run();
    assert_eq!(played(&h), [Cue::LowTime]);
    // The attackers' clock runs (well above the mark), then the defenders' again: told once only.
    play(&mut h, &["c3c2", "d2e2"]);
    assert_eq!(played(&h), [Cue::LowTime, Cue::Move, Cue::Move]);
}

#[test]
fn no_low_time_for_the_engines_clock() {
    // The engine plays the attackers, on 9 seconds, and thinks once the person has moved.
    let mut h = harness(Players::YouDefend);
    h.state_mut().arrange().game().clock = Some(GameClock::from_saved(SavedClock {
        initial_ms: 60_000,
        increment_ms: 0,
        attackers_ms: 9_000,
        defenders_ms: 60_000,
    }));
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(20), |app| {
        app.seen().game().game.ply_count() == 2
    });
    assert_eq!(played(&h), [Cue::Move, Cue::Move]);
}

#[test]
fn sounds_can_be_turned_off_and_the_volume_is_kept_between_runs() {
    let mut h = harness(Players::BothSides);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Sounds").click();
    h.run();
    h.get_by_label("Play sounds").click();
    h.run();
    assert!(!h.state().seen().sounds().settings.value.on);
    h.key_press(Key::Escape);
    h.run();
    play(&mut h, &["c3c2"]);
    assert!(played(&h).is_empty(), "a move sounded with sounds off");
    // On again, at a lower volume: the next move plays at it.
    h.state_mut().arrange().features().sound.settings.value = SoundSettings {
        on: true,
        volume: 0.25,
    };
    play(&mut h, &["d2e2"]);
    let heard = h.state().seen().sounds().speaker().played().to_vec();
    assert_eq!(heard, [(Cue::Move, 0.25)]);
    let mut storage = MemoryStorage::default();
    h.state_mut().save(&mut storage);
    let h = app_from_storage(&storage, None, None);
    assert!(h.state().seen().sounds().settings.value.on);
    assert_eq!(h.state().seen().sounds().settings.value.volume, 0.25);
}

/// The switch and the volume were kept in the app's shared settings before the sounds kept their
/// own (and the explorer's choice of games too): read from there once, then kept under their own
/// keys, which the shared settings no longer hold.
#[test]
fn the_old_shared_settings_are_read_once_into_each_features_own() {
    let mut storage = MemoryStorage::default();
    eframe::set_value(&mut storage, eframe::APP_KEY, &Settings::default());
    let shared = eframe::get_value::<Settings>(&storage, eframe::APP_KEY).unwrap();
    let old = ron::to_string(&shared).unwrap();
    let old = format!(
        "{}, sounds: false, volume: 0.3, explorer_source: Mine)",
        old.trim_end_matches(')')
    );
    storage.set_string(eframe::APP_KEY, old);
    let mut h = app_from_storage(&storage, None, None);
    let sounds = h.state().seen().sounds().settings.value;
    assert_eq!((sounds.on, sounds.volume), (false, 0.3));
    assert_eq!(
        h.state().seen().features().explorer.settings.value.source,
        super::super::explorer::Source::Mine
    );
    let mut saved = MemoryStorage::default();
    h.state_mut().save(&mut saved);
    let shared = saved.get_string(eframe::APP_KEY).unwrap();
    assert!(!shared.contains("volume"), "{shared}");
    assert!(
        saved
            .get_string(super::super::sound::STORAGE_KEY)
            .is_some_and(|own| own.contains("0.3")),
        "{:?}",
        saved.get_string(super::super::sound::STORAGE_KEY)
    );
    // Once the own key is there, a changed old field is not read again.
    saved.set_string(
        eframe::APP_KEY,
        format!("{}, volume: 0.9)", shared.trim_end_matches(')')),
    );
    let h = app_from_storage(&saved, None, None);
    assert_eq!(h.state().seen().sounds().settings.value.volume, 0.3);
}

/// The real output, on a machine that may have no audio device (CI, the build machines): a move opens
/// it on its own thread; without a device the app says so in the Sounds menu, puts no error in the
/// status bar, and plays on.
#[test]
fn without_an_audio_device_the_app_goes_on_silently() {
    let settings = settings_for(Players::BothSides);
    let mut h = build_from(move |ctx| Parts {
        speaker: Speaker::device(ctx.clone()),
        ..parts_with(settings)
    });
    // Quiet, should this run where a device exists.
    h.state_mut()
        .arrange()
        .features()
        .sound
        .settings
        .value
        .volume = 0.05;
    h.run();
    assert_eq!(
        *h.state().seen().sounds().output(),
        Output::NotOpened,
        "the device was opened before a sound was wanted"
    );
    play(&mut h, &["c3c2"]);
    step_until(&mut h, Duration::from_secs(10), |app| {
        !matches!(
            app.seen().sounds().output(),
            Output::NotOpened | Output::Opening
        )
    });
    let output = h.state().seen().sounds().output().clone();
    assert!(
        matches!(output, Output::Ready | Output::Unavailable(_)),
        "{output:?}"
    );
    let notice = h.state().seen().notice();
    assert!(
        notice.as_ref().is_none_or(|n| !n.error),
        "the status bar shows {:?}",
        notice.as_ref().map(|n| &n.text)
    );
    if let Output::Unavailable(why) = &output {
        h.get_by_label("View").click();
        h.run();
        h.get_by_label("Sounds").click();
        h.run();
        h.get_by_label(&format!("No sound plays: {why}."));
        h.key_press(Key::Escape);
        h.run();
    }
    play(&mut h, &["d2e2", "c2b2"]);
    assert_eq!(moves(&h), ["c3c2", "d2e2", "c2b2"]);
}
