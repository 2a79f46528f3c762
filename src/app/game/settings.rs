//! What the app remembers between runs (through eframe's storage): engine depth, toggles, theme, who
//! plays which side, the folder last used for a game. Games are not kept here; they go to files.
//! This is the app's whole persisted state; everything at run time (engine, files, autosave) lives in
//! [`super::runtime::Runtime`].

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use ardri_engine::skill::{FULL_STRENGTH_DEPTH, FULL_STRENGTH_MOVETIME_MS, MAX_SKILL};
use ardri_rules::Side;

use super::{WORDS, tr};

/// Who moves for each side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Players {
    /// You play the defenders, the engine the attackers.
    YouDefend,
    /// You play the attackers, the engine the defenders.
    YouAttack,
    /// You move for both sides (the engine only analyses).
    BothSides,
    /// The engine plays both sides; you watch.
    EngineBoth,
}

impl Players {
    pub const ALL: [Players; 4] = [
        Players::YouDefend,
        Players::YouAttack,
        Players::BothSides,
        Players::EngineBoth,
    ];

    pub fn label(self) -> std::borrow::Cow<'static, str> {
        match self {
            Players::YouDefend => tr!(WORDS, "game-you-defend"),
            Players::YouAttack => tr!(WORDS, "game-you-attack"),
            Players::BothSides => tr!(WORDS, "game-you-both"),
            Players::EngineBoth => tr!(WORDS, "game-engine-both"),
        }
    }

    pub fn engine_plays(self, side: Side) -> bool {
        match self {
            Players::YouDefend => side == Side::Attackers,
            Players::YouAttack => side == Side::Defenders,
            Players::BothSides => false,
            Players::EngineBoth => true,
        }
    }

    /// The name written into a saved game's metadata for a side.
    pub fn player_name(self, side: Side, depth: u32, level: u8) -> String {
        if !self.engine_plays(side) {
            "Human".to_string()
        } else if level < MAX_SKILL {
            format!("Ard Ri Engine (level {level})")
        } else {
            format!("Ard Ri Engine (depth {depth})")
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The engine's maximum depth for its own moves (analysis runs until stopped).
    pub depth: u32,
    /// The engine's playing strength, 1 (a beginner can win) to `MAX_SKILL` (full strength, the
    /// depth slider).
    pub level: u8,
    /// Which numbering `level` is on: [`LEVEL_SCALE`] now; a file without it was written when
    /// there were nine levels, and its level moves up by the four added below.
    #[serde(default = "nine_levels")]
    pub level_scale: u8,
    /// The time control of new games against the engine: minutes each (0 = no clock) ...
    pub clock_minutes: f32,
    /// ... and seconds added after each move.
    pub clock_increment: f32,
    /// How many lines the analysis shows (Multi-PV).
    pub analysis_lines: usize,
    /// The depth each position is searched to in a whole-game review.
    pub review_depth: u32,
    pub show_graph: bool,
    /// The most time the engine spends on one of its moves, in seconds.
    pub move_time: f32,
    /// Who plays which side (the person, the engine). Stored as `mode` before.
    #[serde(alias = "mode")]
    pub players: Players,
    pub show_eval_bar: bool,
    /// The bar and the analysis lines show the engine's raw score (`A +1.2`) instead of the chance.
    pub raw_score: bool,
    pub show_legal_dots: bool,
    /// View > Learning aids as the person set it; `None`: on for their first games
    /// ([`LEARNING_AIDS_GAMES`]), then off.
    pub learning_aids: Option<bool>,
    pub show_best_arrow: bool,
    pub show_coordinates: bool,
    pub dark_theme: bool,
    /// The language every word is said in (`None` until the first start chose one from the
    /// system's locale).
    pub language: Option<super::super::shell::i18n::Language>,
    /// Rank 7 at the bottom.
    pub flipped: bool,
    /// The folder a game was last opened from or saved to: file choosers start there.
    pub last_folder: Option<PathBuf>,
    /// The game library's folder, when one was chosen (else the saves folder).
    pub library_folder: Option<PathBuf>,
    /// Engine against engine: the least time between two moves, in seconds, so a person can follow.
    pub engine_pace: f32,
    /// Whose chances the review, the bar and the graph show.
    pub judge_as: super::judge::JudgeAs,
    /// In a game against the engine, the bar shows the person's chances against the level.
    pub show_chances_while_playing: bool,
    /// The board's colours (wood, green, or colour-blind safe).
    pub board_colours: super::super::shell::theme::BoardColours,
    /// The games opened or saved last, the newest first (Game > Open recent): at most
    /// [`MAX_RECENT_FILES`], however many the stored settings hold.
    #[serde(deserialize_with = "first_recent_files")]
    pub recent_files: Vec<PathBuf>,
    /// New games against a level are casual (they do not count for the rating); rated is the
    /// default. Chosen before a game (Game > New game), or before the person's first move.
    pub casual: bool,
}

/// How many games Game > Open recent lists.
pub const MAX_RECENT_FILES: usize = 8;

/// The stored recent files, read no further than the first [`MAX_RECENT_FILES`].
fn first_recent_files<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<PathBuf>, D::Error> {
    super::super::shell::bounded::first(d, MAX_RECENT_FILES)
}

impl Settings {
    /// Puts `path` first among the recent files (once), keeping at most [`MAX_RECENT_FILES`].
    pub fn remember_recent(&mut self, path: &std::path::Path) {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent_files.retain(|p| *p != path);
        self.recent_files.insert(0, path);
        self.recent_files.truncate(MAX_RECENT_FILES);
    }
}

pub const MIN_DEPTH: u32 = 1;
pub const MAX_DEPTH: u32 = 30;
pub const MAX_ANALYSIS_LINES: usize = 5;
pub const MIN_REVIEW_DEPTH: u32 = 4;
pub const MAX_REVIEW_DEPTH: u32 = 20;
/// The slowest pace of engine against engine, in seconds a move.
pub const MAX_ENGINE_PACE: f32 = 10.0;
/// The level a first game is played at: the lowest, one a newcomer can beat (the person is told,
/// and can change it).
pub const FIRST_GAME_LEVEL: u8 = 1;

/// The numbering of the levels: 1 when there were nine (the old level 1 is level 5 now, the old
/// full strength, 9, is 13), 2 since four were added below.
pub const LEVEL_SCALE: u8 = 2;
/// How many levels were added below the nine of the first numbering.
pub const LEVELS_ADDED_BELOW: u8 = 4;

fn nine_levels() -> u8 {
    1
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            depth: FULL_STRENGTH_DEPTH,
            level: FIRST_GAME_LEVEL,
            level_scale: LEVEL_SCALE,
            clock_minutes: 0.0,
            clock_increment: 0.0,
            analysis_lines: 3,
            review_depth: 12,
            show_graph: true,
            move_time: FULL_STRENGTH_MOVETIME_MS as f32 / 1000.0,
            players: Players::YouDefend,
            show_eval_bar: true,
            raw_score: false,
            show_legal_dots: true,
            learning_aids: None,
            show_best_arrow: true,
            show_coordinates: true,
            dark_theme: true,
            language: None,
            flipped: false,
            last_folder: None,
            library_folder: None,
            engine_pace: 1.0,
            judge_as: super::judge::JudgeAs::Players,
            show_chances_while_playing: false,
            board_colours: super::super::shell::theme::BoardColours::Wood,
            recent_files: Vec::new(),
            casual: false,
        }
    }
}

/// How many rated games the learning aids stay on for, unless the person turns them off (or on).
pub const LEARNING_AIDS_GAMES: u32 = 5;

impl Settings {
    /// Whether the learning aids are on for a person with `rated_games` rated games.
    pub fn learning_aids_on(&self, rated_games: u32) -> bool {
        self.learning_aids
            .unwrap_or(rated_games < LEARNING_AIDS_GAMES)
    }

    /// Keeps values read from an old or edited settings file in range.
    pub fn sanitized(mut self) -> Settings {
        self.depth = self.depth.clamp(MIN_DEPTH, MAX_DEPTH);
        self.analysis_lines = self.analysis_lines.clamp(1, MAX_ANALYSIS_LINES);
        if self.level_scale < LEVEL_SCALE {
            // The same engine as the person chose it: the old level 1 is level 5 now.
            self.level = self.level.saturating_add(LEVELS_ADDED_BELOW);
            self.level_scale = LEVEL_SCALE;
        }
        self.level = self.level.clamp(1, MAX_SKILL);
        let finite = |x: f32, max: f32| {
            if x.is_finite() {
                x.clamp(0.0, max)
            } else {
                0.0
            }
        };
        self.clock_minutes = finite(self.clock_minutes, 180.0);
        self.clock_increment = finite(self.clock_increment, 60.0);
        self.review_depth = self.review_depth.clamp(MIN_REVIEW_DEPTH, MAX_REVIEW_DEPTH);
        self.engine_pace = if self.engine_pace.is_finite() {
            self.engine_pace.clamp(0.0, MAX_ENGINE_PACE)
        } else {
            Settings::default().engine_pace
        };
        self.move_time = if self.move_time.is_finite() {
            self.move_time.clamp(0.1, 60.0)
        } else {
            Settings::default().move_time
        };
        // Each game once, at most as many as the menu lists.
        let mut seen = std::collections::HashSet::new();
        self.recent_files.retain(|p| seen.insert(p.clone()));
        self.recent_files.truncate(MAX_RECENT_FILES);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_recent_files_are_cut_to_the_menus_length_and_listed_once() {
        let mut settings = Settings {
            recent_files: (0..100_000)
                .map(|i| PathBuf::from(format!("/games/{}.ron", i % 5)))
                .collect(),
            ..Settings::default()
        };
        let text = ron::to_string(&settings).unwrap();
        let read: Settings = ron::from_str(&text).unwrap();
        assert_eq!(read.recent_files.len(), MAX_RECENT_FILES, "cut while read");
        let read = read.sanitized();
        assert_eq!(read.recent_files.len(), 5, "each game once");
        assert_eq!(read.recent_files[0], PathBuf::from("/games/0.ron"));
        settings.recent_files.clear();
        let read: Settings = ron::from_str(&ron::to_string(&settings).unwrap()).unwrap();
        assert!(read.recent_files.is_empty());
        let without: Settings = ron::from_str("(depth: 5)").unwrap();
        assert!(without.recent_files.is_empty(), "missing: none");
    }

    /// A settings file from the nine levels' days keeps the engine the person chose: its level 1
    /// is level 5 now, its full strength (9) is 13; a file of today's numbering is left alone.
    #[test]
    fn a_level_stored_before_the_four_new_levels_keeps_its_engine() {
        for (stored, now) in [(1, 5), (2, 6), (8, 12), (9, MAX_SKILL)] {
            let old: Settings = ron::from_str(&format!("(level: {stored})")).unwrap();
            assert_eq!(old.sanitized().level, now, "old level {stored}");
        }
        let today: Settings = ron::from_str("(level: 2, level_scale: 2)").unwrap();
        assert_eq!(today.sanitized().level, 2);
        // What the app writes reads back the same.
        let written = ron::to_string(&Settings::default()).unwrap();
        let read: Settings = ron::from_str(&written).unwrap();
        assert_eq!(read.sanitized().level, FIRST_GAME_LEVEL);
    }

    /// A settings file written before `mode` was called `players` keeps who plays which side.
    #[test]
    fn who_plays_is_read_from_its_old_name() {
        let old: Settings = ron::from_str("(mode: YouAttack)").unwrap();
        assert_eq!(old.players, Players::YouAttack);
        let now: Settings = ron::from_str("(players: BothSides)").unwrap();
        assert_eq!(now.players, Players::BothSides);
    }
}
