//! The protocol's options: `uci` lists them, `setoption` sets them (engine settings reach the
//! engine after the running search; the session's own apply to the next `go`), and the level the
//! engine plays at follows `Skill Level`, `UCI_LimitStrength` and `UCI_Elo`.

use super::*;
use ardri_engine::wdl::players::{MODEL_RATINGS, held_rating, held_rating_note};

/// The highest rating `WDLAttackersElo` and `WDLDefendersElo` declare: the strongest the players'
/// model knows. Ratings above it (and from 1 to below the weakest it knows) are held to the model's
/// range, with an `info string` saying so.
pub const MAX_WDL_ELO: i32 = *MODEL_RATINGS.end();

impl<W: Write + Send + 'static> Session<W> {
    pub(super) fn uci(&self) {
        let defaults = EngineOptions::default();
        let rules = Rules::default();
        let lines = [
            format!("id name {ENGINE_NAME}"),
            format!("id author {AUTHOR}"),
            format!(
                "option name Hash type spin default {} min 1 max {MAX_HASH_MIB}",
                defaults.hash_mib
            ),
            format!(
                "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                defaults.threads
            ),
            format!(
                "option name Contempt type spin default {} min -{MAX_CONTEMPT} max {MAX_CONTEMPT}",
                defaults.contempt
            ),
            "option name UCI_AnalyseMode type check default false".to_string(),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            format!("option name Skill Level type spin default {MAX_SKILL} min 1 max {MAX_SKILL}"),
            "option name UCI_LimitStrength type check default false".to_string(),
            {
                let (low, high) = skill::rating_range();
                format!("option name UCI_Elo type spin default {high} min {low} max {high}")
            },
            format!(
                "option name UseNNUE type check default {}",
                defaults.use_nnue
            ),
            "option name EvalFile type string default <built-in>".to_string(),
            "option name UCI_ShowWDL type check default false".to_string(),
            format!("option name WDLAttackersElo type spin default 0 min 0 max {MAX_WDL_ELO}"),
            format!("option name WDLDefendersElo type spin default 0 min 0 max {MAX_WDL_ELO}"),
            "option name SkillSeed type string default <clock>".to_string(),
            format!(
                "option name AttackersMoveFirst type check default {}",
                rules.first_mover == Side::Attackers
            ),
            format!(
                "option name NoMoveLoses type check default {}",
                rules.no_move == NoMoveResult::Loss
            ),
            format!(
                "option name RepetitionDraws type check default {}",
                rules.repetition_draw
            ),
            format!(
                "option name EdgeHostileToKing type check default {}",
                rules.edge_hostile_to_king
            ),
            format!(
                "option name RestrictedSquaresHostile type check default {}",
                rules.restricted_hostile
            ),
            "uciok".to_string(),
        ];
        for line in lines {
            say(&self.out, &line);
        }
    }

    /// `setoption name <N> value <V>`.
    pub(super) fn setoption(&mut self, rest: &str) {
        let Some(after_name) = rest.strip_prefix("name ") else {
            return self.error("expected 'setoption name <name> value <value>'");
        };
        let (name, value) = match after_name.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (after_name.trim(), ""),
        };
        // Engine settings reach the engine after the running search (the handle runs them in
        // order); the session's own (lines, WDL, rules) apply to the next `go`.
        self.apply_option(name, value);
    }

    fn apply_option(&mut self, name: &str, value: &str) {
        let number = || value.parse::<usize>().ok();
        let flag = || match value.to_ascii_lowercase().as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        };
        let mut rules = self.rules;
        match name.to_ascii_lowercase().as_str() {
            "hash" => match number() {
                Some(mib) if (1..=MAX_HASH_MIB).contains(&mib) => self.engine.set_hash_mib(mib),
                _ => self.error(&format!(
                    "Hash takes 1 to {MAX_HASH_MIB} (MiB), not '{value}'"
                )),
            },
            "threads" => match number() {
                Some(n) if (1..=MAX_THREADS).contains(&n) => self.engine.set_threads(n),
                _ => self.error(&format!("Threads takes 1 to {MAX_THREADS}, not '{value}'")),
            },
            "contempt" => match value.parse::<i32>() {
                Ok(c) if (-MAX_CONTEMPT..=MAX_CONTEMPT).contains(&c) => {
                    self.engine.configure(move |e| e.set_contempt(c))
                }
                _ => self.error(&format!(
                    "Contempt takes -{MAX_CONTEMPT} to {MAX_CONTEMPT} (centi-pieces), not '{value}'"
                )),
            },
            "usennue" => match flag() {
                Some(on) => {
                    self.use_nnue = on;
                    self.engine.configure(move |e| e.set_use_nnue(on))
                }
                None => self.error(&format!("UseNNUE takes true or false, not '{value}'")),
            },
            "evalfile" => match ardri_engine::nnue::Network::load(std::path::Path::new(value)) {
                Ok(net) => {
                    let net = Arc::new(net);
                    self.engine.configure(move |e| e.set_network(net));
                }
                Err(e) => self.error(&format!("EvalFile: {e}; the network in use is kept")),
            },
            "skillseed" => match value.parse::<u64>() {
                Ok(seed) => self.engine.configure(move |e| e.set_skill_seed(seed)),
                Err(_) => self.error(&format!("SkillSeed takes a whole number, not '{value}'")),
            },
            "uci_showwdl" => match flag() {
                Some(on) => self.show_wdl = on,
                None => self.error(&format!("UCI_ShowWDL takes true or false, not '{value}'")),
            },
            "wdlattackerselo" | "wdldefenderselo" => match wdl_rating(value) {
                Some(elo) => {
                    let side = usize::from(name.eq_ignore_ascii_case("wdldefenderselo"));
                    // Outside the ratings the model was fitted on it answers nonsense: the rating
                    // is held to them, and the person told.
                    if let Some(note) = (elo != 0).then(|| held_rating_note(elo)).flatten() {
                        say(&self.out, &format!("info string {name} {value}: {note}"));
                    }
                    self.wdl_elo[side] = if elo == 0 { 0 } else { held_rating(elo) };
                }
                None => self.error(&format!(
                    "{name} takes 0 (the engine's own view) or a rating ({} to {} are the ones \
                     the players' model knows; others are held to them), not '{value}'",
                    MODEL_RATINGS.start(),
                    MODEL_RATINGS.end()
                )),
            },
            "skill level" => match number() {
                Some(n) if (1..=usize::from(MAX_SKILL)).contains(&n) => {
                    self.skill_level = n as u8;
                    self.apply_level();
                    self.note_analysis_strength();
                }
                _ => self.error(&format!(
                    "Skill Level takes 1 (weakest) to {MAX_SKILL} (full strength), not '{value}'"
                )),
            },
            "uci_limitstrength" => match flag() {
                Some(on) => {
                    self.limit_strength = on;
                    self.apply_level();
                    self.note_analysis_strength();
                }
                None => self.error(&format!(
                    "UCI_LimitStrength takes true or false, not '{value}'"
                )),
            },
            "uci_elo" => {
                let (low, high) = skill::rating_range();
                match value.parse::<i32>() {
                    Ok(elo) if (low..=high).contains(&elo) => {
                        self.uci_elo = elo;
                        self.apply_level();
                        self.note_analysis_strength();
                    }
                    _ => self.error(&format!("UCI_Elo takes {low} to {high}, not '{value}'")),
                }
            }
            "multipv" => match number() {
                Some(n) if (1..=MAX_MULTIPV).contains(&n) => self.multipv = n,
                _ => self.error(&format!("MultiPV takes 1 to {MAX_MULTIPV}, not '{value}'")),
            },
            "uci_analysemode" => match flag() {
                Some(on) => {
                    self.analyse_mode = on;
                    self.note_analysis_strength();
                }
                None => self.error(&format!(
                    "UCI_AnalyseMode takes true or false, not '{value}'"
                )),
            },
            "attackersmovefirst"
            | "nomoveloses"
            | "repetitiondraws"
            | "edgehostiletoking"
            | "restrictedsquareshostile" => {
                let Some(on) = flag() else {
                    return self.error(&format!("{name} takes true or false, not '{value}'"));
                };
                match name.to_ascii_lowercase().as_str() {
                    "attackersmovefirst" => {
                        rules.first_mover = if on { Side::Attackers } else { Side::Defenders }
                    }
                    "nomoveloses" => {
                        rules.no_move = if on {
                            NoMoveResult::Loss
                        } else {
                            NoMoveResult::Draw
                        }
                    }
                    "repetitiondraws" => rules.repetition_draw = on,
                    "edgehostiletoking" => rules.edge_hostile_to_king = on,
                    _ => rules.restricted_hostile = on,
                }
                self.rules = rules;
                // The rules change the game: replay it under the new rules.
                let moves: Vec<_> = self.game.moves().iter().map(|p| p.mv).collect();
                let mut game = Game::from_position(self.game.start().with_rules(rules));
                let replayed = moves.iter().position(|&m| game.play(m).is_err());
                self.game = match replayed {
                    None => game,
                    Some(ply) => {
                        self.error(&format!(
                            "with {name} {value}, move {} of the position ({}) is not legal; \
                             the position was reset to the start",
                            ply + 1,
                            moves[ply]
                        ));
                        Game::new(rules)
                    }
                };
            }
            _ => self.error(&format!("unknown option '{name}'")),
        }
    }

    /// Analysis (`UCI_AnalyseMode`, `go infinite`) searches at full strength by design: a person
    /// studying a position wants the truth, and a level only weakens the engine's play. Said once
    /// when a weaker level meets analysis mode.
    fn note_analysis_strength(&self) {
        let level = self.effective_level();
        if self.analyse_mode && level < MAX_SKILL {
            say(
                &self.out,
                &format!(
                    "info string analysis searches at full strength; level {level} applies to \
                     searches outside analysis mode"
                ),
            );
        }
    }

    /// The level the engine plays at: the one nearest `UCI_Elo` while `UCI_LimitStrength` is on,
    /// else `Skill Level`.
    pub(super) fn apply_level(&mut self) {
        self.engine.set_skill_level(self.effective_level());
    }

    pub(super) fn effective_level(&self) -> u8 {
        if self.limit_strength {
            skill::nearest_level(self.uci_elo)
        } else {
            self.skill_level
        }
    }
}

/// A `WDLAttackersElo`/`WDLDefendersElo` value: 0 or a positive whole number, a number too large
/// for a rating taken as the largest (2147483648 is held like 3000); `None` for anything else.
fn wdl_rating(value: &str) -> Option<i32> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(value.parse::<i32>().unwrap_or(i32::MAX))
}
