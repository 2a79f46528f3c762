//! Chances for people in the app: the bar while playing against a level, "Judge as" in the
//! review, and "Why" under the move list.

use std::time::Duration;

use ardri_engine::{Eval, Judge};
use ardri_rules::Side;
use ardri_saves::{Analysis, library};
use egui_kittest::kittest::Queryable;

use super::super::game::commands::MoveCommand;
use super::super::game::judge::JudgeAs;
use super::super::game::settings::Players;
use super::{bar_is_empty, blunder_session, defending_against, harness, step_until};

#[test]
fn the_bar_while_playing_shows_the_persons_chances_and_never_the_engines_move() {
    let mut h = defending_against(2, true);
    // The defenders move first: the person's move, so the chances are worked out at once.
    step_until(&mut h, Duration::from_secs(30), |app| {
        app.seen().engine_state().chances.is_some()
    });
    h.run();
    let app = h.state();
    let live = app.seen().engine_state().chances.expect("chances found");
    assert_eq!(live.ply, 0);
    // The person's chances by the players' model, for the record's ratings (theirs, the level's).
    let judge = library::judge_of(&app.seen().game().metadata);
    assert_eq!(
        judge,
        Judge::players(Some(ardri_engine::skill::level_info(2).rating), Some(1000))
    );
    let mine = live.wdl(&judge).chance_for(Side::Defenders);
    let label = format!("you vs Level 2: {:.0}%", (mine * 100.0).round());
    h.get_by_label_contains(&label);
    assert!(!bar_is_empty(&h));
    // Not the engine's own view: perfect play gives the defenders far less at the start.
    let perfect = ardri_engine::WdlModel::default_model()
        .wdl(live.eval, &live.position)
        .chance_for(Side::Defenders);
    assert!(mine > perfect + 0.03, "{mine} vs perfect play's {perfect}");
    // The search gives a number and nothing else: no line, no arrow, and the game still counts.
    let hash = app.seen().game().game.position().hash();
    assert!(app.seen().engine().report_for(hash).is_none());
    h.get_by_label_contains("The engine's lines stay hidden while this game counts");
    h.get_by_label_contains("This game counts for your rating against Level 2");
    // One meaning for every chance: while the person plays, Judge as does not change them (the bar
    // and the line above the board stay the person's chances against the level), and the panel
    // says so.
    let bar_before = bar_label(&h);
    h.state_mut().arrange().settings().judge_as = JudgeAs::Perfect;
    h.run();
    assert_eq!(bar_label(&h), bar_before);
    h.get_by_label_contains(&label);
    h.get_by_label_contains("while you play");
    assert!(!bar_before.contains('#'), "{bar_before}");
    h.state_mut().arrange().settings().judge_as = JudgeAs::Players;
    h.run();

    // Turned off: no chances while the person plays.
    h.state_mut()
        .arrange()
        .settings()
        .show_chances_while_playing = false;
    h.run();
    assert!(bar_is_empty(&h));
    assert!(h.query_by_label_contains("you vs Level 2").is_none());
}

#[test]
fn without_the_setting_no_chances_are_searched_while_playing() {
    let mut h = defending_against(4, false);
    for _ in 0..20 {
        h.step();
    }
    assert!(
        h.state().seen().engine().current().is_none(),
        "nothing searched"
    );
    assert!(h.state().seen().engine_state().chances.is_none());
    assert!(bar_is_empty(&h));
}

/// The defenders let the king be taken (move 1) where the engine had them far behind already: for
/// perfect players little was lost (they were lost anyway), for people it is the game.
fn reviewed_slip() -> super::super::game::session::Session {
    // A quiet first move (the king is safe whatever the defenders play) that gives the attackers
    // a larger edge, which club players and perfect players weigh differently.
    let mut game = ardri_rules::Game::new(ardri_rules::Rules::default());
    let moves = game.position().legal_moves();
    let (played, best) = (moves[0], moves[1]);
    game.play(played).unwrap();
    let metadata = ardri_saves::Metadata {
        attackers: "Alice".into(),
        defenders: "Bob".into(),
        ..ardri_saves::Metadata::default()
    };
    let mut session = super::super::game::session::Session::from_game(game, metadata);
    session.analysis = vec![
        Some(Analysis {
            eval: Eval::Cp(1000),
            depth: 12,
            best: Some(best),
        }),
        Some(Analysis {
            eval: Eval::Cp(2200),
            depth: 12,
            best: None,
        }),
    ];
    session
}

/// What the evaluation bar says ("Evaluation: D 41%").
fn bar_label(h: &egui_kittest::Harness<'_, super::super::ArdRiApp>) -> String {
    use egui_kittest::kittest::NodeT;
    h.get_by_role(egui::Role::Meter)
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string()
}

/// The choice the "Judge as" box shows.
fn judge_as_value(h: &egui_kittest::Harness<'_, super::super::ArdRiApp>) -> String {
    h.get_by(|node| {
        node.role() == egui::accesskit::Role::ComboBox
            && node.label().is_some_and(|l| l.starts_with("Whose chances"))
    })
    .value()
    .unwrap_or_default()
}

#[test]
fn judge_as_decides_the_classes_and_says_whom_it_judges() {
    let mut h = harness(Players::BothSides);
    *h.state_mut().arrange().game() = reviewed_slip();
    h.state_mut().send(MoveCommand::GoTo(1));
    h.run();
    let session = h.state().seen().game();
    let class = |judge: JudgeAs| {
        library::judgements(
            &session.game,
            &session.analysis,
            &judge.judge(&session.metadata),
        )[0]
        .unwrap()
        .class
    };
    let (players, perfect) = (class(JudgeAs::Players), class(JudgeAs::Perfect));
    // Club players lose 12 points of 100 by it (a mistake), perfect play 18 (a blunder).
    assert_eq!(players, ardri_engine::MoveClass::Mistake);
    assert_eq!(perfect, ardri_engine::MoveClass::Blunder);
    // The default is the game's players (club players here: the save rates nobody).
    let club = ardri_engine::wdl::players::unrated_rating();
    h.get_by_label("Judge as");
    assert_eq!(
        judge_as_value(&h),
        format!("Alice (club, {club}) vs Bob (club, {club})")
    );
    let played = super::super::game::notation::move_text(session.game.moves()[0].mv);
    h.get_by_label(&format!("Move 1: {played}{}", players.mark()));
    h.state_mut().arrange().settings().judge_as = JudgeAs::Perfect;
    h.run();
    assert_eq!(judge_as_value(&h), "perfect play");
    h.get_by_label(&format!("Move 1: {played}{}", perfect.mark()));
}

#[test]
fn why_explains_the_shown_error_in_plain_words() {
    let mut h = harness(Players::BothSides);
    let mut session = blunder_session();
    let at = |ply: usize, text: &str| {
        session
            .game
            .position_at(ply)
            .unwrap()
            .parse_move(text)
            .unwrap()
    };
    let win = |moves| Eval::Win {
        side: Side::Attackers,
        moves,
    };
    session.analysis = vec![
        Some(Analysis {
            eval: Eval::Cp(0),
            depth: 12,
            best: Some(at(0, "c5c4")),
        }),
        Some(Analysis {
            eval: win(1),
            depth: 12,
            best: Some(at(1, "c3c4")),
        }),
        Some(Analysis {
            eval: win(0),
            depth: 0,
            best: None,
        }),
    ];
    *h.state_mut().arrange().game() = session;
    h.state_mut().send(MoveCommand::GoTo(1));
    h.run();
    h.get_by_label("Why e1-e2 is a blunder");
    h.get_by_label("This lets the attackers capture the king with c3-c4.");
    h.get_by_label("Better was c5-c4, keeping the king from being captured.");
    // The capture itself is the engine's move: nothing to explain.
    h.state_mut().send(MoveCommand::GoTo(2));
    h.run();
    assert!(h.query_by_label_contains("Why ").is_none());
}
