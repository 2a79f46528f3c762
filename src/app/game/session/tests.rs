//! The session's rules, tested without a window.

use ardri_engine::Eval;

use super::*;

fn mv(session: &Session, text: &str) -> Move {
    session.shown_position().parse_move(text).unwrap()
}

fn play_all(session: &mut Session, moves: &[&str]) {
    for text in moves {
        let m = mv(session, text);
        session.play(m).unwrap();
    }
}

/// A move at an earlier position, made the main line: the move starts a variation, promoted (the
/// way a person replaces the rest of the game).
fn replace_from_here(session: &mut Session, text: &str) {
    let m = mv(session, text);
    session.play(m).unwrap();
    let index = session.browsing.expect("the move starts a variation");
    session.promote_variation(index);
}

fn main_line(s: &Session) -> Vec<String> {
    s.game.moves().iter().map(|p| p.mv.to_string()).collect()
}

fn texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn scored(cp: i32) -> Analysis {
    Analysis {
        eval: Eval::Cp(cp),
        depth: 5,
        best: None,
    }
}

#[test]
fn a_new_main_line_from_an_earlier_ply_keeps_the_old_line_as_a_variation() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3", "b3b4"]);
    s.go_to(2);
    replace_from_here(&mut s, "e3e2");
    assert_eq!(s.game.ply_count(), 3);
    assert_eq!(s.view_ply, 3);
    assert_eq!(s.variations.len(), 1);
    assert_eq!(s.variations[0].after_ply, 2);
    assert_eq!(texts(&s.variations[0].moves), ["c2c3", "b3b4"]);
    assert!(s.is_dirty());

    // Promoting swaps the lines back.
    s.promote_variation(0);
    assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3", "b3b4"]);
    assert_eq!(s.variations.len(), 1);
    assert_eq!(s.variations[0].moves[0].to_string(), "e3e2");
}

#[test]
fn replaying_the_next_main_line_move_just_steps_forward() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3"]);
    s.go_to(0);
    let m = mv(&s, "c3c2");
    s.play(m).unwrap();
    assert_eq!(s.view_ply, 1);
    assert_eq!(s.game.ply_count(), 2);
    assert!(s.variations.is_empty());
}

#[test]
fn nested_variations_are_re_rooted_not_lost() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3", "b3b4"]);
    s.go_to(3);
    let m = mv(&s, "a3a2");
    s.play(m).unwrap(); // variation after 3: a3a2
    s.go_to(1);
    replace_from_here(&mut s, "a3a2"); // main line cut after 1: the variation after 3 is re-rooted at 1
    assert_eq!(s.variations.len(), 2);
    for v in &s.variations {
        assert_eq!(v.after_ply, 1);
        assert_eq!(v.analysis.len(), v.moves.len());
        // Every variation replays legally from its branch point.
        let mut g = Game::from_position(*s.game.position_at(v.after_ply).unwrap());
        for &m in &v.moves {
            g.play(m).unwrap();
        }
    }
}

#[test]
fn undo_keeps_the_moves_and_redo_brings_them_back_with_their_analysis() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
    s.record_analysis(2, scored(40));
    assert_eq!(s.take_back(2), 2);
    assert_eq!(main_line(&s), ["c3c2"]);
    assert_eq!(s.analysis.len(), 2);
    assert_eq!(s.variations.len(), 1);
    assert_eq!(texts(&s.variations[0].moves), ["b4b3", "c2c3"]);
    // A second undo does not leave a shorter twin of the same moves.
    assert_eq!(s.take_back(1), 1);
    assert_eq!(s.variations.len(), 1);
    assert_eq!(texts(&s.variations[0].moves), ["c3c2", "b4b3", "c2c3"]);

    assert_eq!(s.redo(1), 1);
    assert_eq!(s.redo(2), 2);
    assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3"]);
    assert_eq!(s.analysis[2], Some(scored(40)));
    assert!(s.variations.is_empty());
    assert_eq!(s.redo(1), 0);
    assert_eq!(s.view_ply, 3);
}

#[test]
fn a_variation_is_browsed_extended_and_deleted_without_touching_the_main_line() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
    s.go_to(1);
    replace_from_here(&mut s, "a3a2"); // the main line is now c3c2 a3a2; b4b3 c2c3 a variation
    s.browse(0, 1);
    assert_eq!(s.view_ply, 2);
    assert_eq!(s.shown_last_move().unwrap().mv.to_string(), "b4b3");
    assert!(!s.at_end());
    // At the variation's end a move extends it.
    s.browse(0, 2);
    play_all(&mut s, &["a3a2"]);
    assert_eq!(texts(&s.variations[0].moves), ["b4b3", "c2c3", "a3a2"]);
    assert_eq!(main_line(&s), ["c3c2", "a3a2"]);
    // In its middle a different move starts another variation.
    s.browse(0, 1);
    play_all(&mut s, &["e3e2"]);
    assert_eq!(s.variations.len(), 2);
    assert_eq!(texts(&s.variations[1].moves), ["b4b3", "e3e2"]);
    assert_eq!(s.browsing, Some(1));
    // Stepping back past the branch point returns to the main line.
    s.step(-2);
    assert_eq!((s.browsing, s.view_ply), (None, 1));
    s.browse(1, 2);
    s.delete_variation(1);
    assert_eq!((s.browsing, s.view_ply), (None, 1));
    assert_eq!(s.variations.len(), 1);
    assert_eq!(main_line(&s), ["c3c2", "a3a2"]);
}

#[test]
fn a_result_in_the_notes_follows_the_new_main_line() {
    let mut s = Session::from_game(
        Game::from_position("3a3/7/7/7/7/1a5/1k5 d".parse().unwrap()),
        Metadata {
            notes: "Defenders win: the king escaped to a corner".into(),
            ..Metadata::default()
        },
    );
    play_all(&mut s, &["b1c1"]);
    let file = s.to_save_file(std::time::Instant::now());
    assert_eq!(file.result, None);
    assert_eq!(file.metadata.notes, "");
    s.metadata.notes = "A fine game".into();
    assert_eq!(
        s.to_save_file(std::time::Instant::now()).metadata.notes,
        "A fine game"
    );
}

#[test]
fn saving_marks_the_revision_not_the_moment() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    assert!(!s.is_dirty());
    play_all(&mut s, &["c3c2"]);
    let written = s.revision;
    play_all(&mut s, &["b4b3"]); // a move made while the save was under way
    s.mark_saved(written, PathBuf::from("x.ron"));
    assert!(s.is_dirty());
    s.mark_saved(s.revision, PathBuf::from("x.ron"));
    assert!(!s.is_dirty());
}

/// A variation that is legal from its branch point alone but runs past a third repetition
/// once the main line's moves are counted (a hand-edited file, say).
fn past_a_draw() -> (Game, Vec<Variation>) {
    let mut game = Game::new(Rules::default());
    for m in ["c5c6", "a5a6", "c6c5", "a6a5", "c5c6", "a5a6"] {
        game.play_text(m).unwrap();
    }
    let mut alone = Game::from_position(*game.position());
    let moves = ["c6c5", "a6a5", "c3c2"]
        .iter()
        .map(|m| alone.play_text(m).unwrap().mv)
        .collect::<Vec<_>>();
    let variation = Variation {
        after_ply: 6,
        analysis: vec![None; moves.len()],
        annotations: Vec::new(),
        moves,
    };
    (game, vec![variation])
}

#[test]
fn a_variation_past_a_repetition_draw_is_refused_and_never_panics() {
    let (game, variations) = past_a_draw();
    let error = check_variations(&game, &variations).unwrap_err();
    assert!(error.contains("variation 1, its move 3"), "{error}");
    assert!(error.contains("already over"), "{error}");
    // Should one get onto the board anyway, browsing past the draw shows the line's last
    // position instead of failing.
    let mut s = Session::from_game(game, Metadata::default());
    s.variations = variations;
    s.browse(0, 3);
    assert_eq!(s.view_ply, 9);
    let shown = s.shown_position();
    assert_eq!(shown, *s.shown_line().position());
}

#[test]
fn a_set_up_position_is_unsaved_work_and_a_finished_review_a_change() {
    let start: Position = "7/4k2/7/7/2a4/ad5/7 a".parse().unwrap();
    let s = Session::set_up(Game::from_position(start), Metadata::default());
    assert!(
        s.is_dirty(),
        "a set-up position with no move yet is work to keep"
    );
    let mut s = Session::new(Rules::default(), Metadata::default());
    s.review_finished();
    assert!(!s.is_dirty(), "nothing to keep in an empty game");
    play_all(&mut s, &["c3c2"]);
    s.mark_saved(s.revision(), PathBuf::from("x.ron"));
    s.record_analysis(1, scored(10));
    assert!(!s.is_dirty());
    s.review_finished();
    assert!(s.is_dirty(), "a review's results are a change");
}

fn commented(text: &str) -> impl FnOnce(&mut Annotation) + '_ {
    move |a: &mut Annotation| a.comment = text.to_string()
}

fn comment_at(s: &Session, variation: Option<usize>, ply: usize) -> String {
    s.annotation(Spot { variation, ply })
        .map_or_else(|| "(none)".into(), |a| a.comment.clone())
}

#[test]
fn an_annotation_is_a_change_and_a_no_op_is_not() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    assert!(!s.is_dirty());
    // A comment on the start position alone is worth saving.
    assert!(s.annotate(s.shown_spot(), commented("Before anything")));
    assert!(s.is_dirty());
    let revision = s.revision();
    assert!(!s.annotate(s.shown_spot(), commented("Before anything")));
    assert_eq!(s.revision(), revision);
    // No position there: nothing happens.
    let nowhere = Spot {
        variation: None,
        ply: 5,
    };
    assert!(!s.annotate(nowhere, commented("x")));
    assert_eq!(s.annotation(nowhere), None);
    let file = s.to_save_file(std::time::Instant::now());
    assert_eq!(file.annotations[&0].comment, "Before anything");
}

#[test]
fn annotations_go_with_their_moves_on_undo_redo_branch_and_promote() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3", "b3b4"]);
    for ply in 1..=4 {
        let spot = Spot {
            variation: None,
            ply,
        };
        s.annotate(spot, commented(["", "one", "two", "three", "four"][ply]));
    }
    // Undo takes move 4 and its comment off the main line, and only those.
    s.take_back(1);
    assert_eq!(comment_at(&s, None, 3), "three");
    assert_eq!(comment_at(&s, None, 4), "(none)");
    assert_eq!(comment_at(&s, Some(0), 4), "four");
    s.redo(1);
    assert_eq!(comment_at(&s, None, 4), "four");
    assert!(s.variations.is_empty());
    // A new main line from ply 2 keeps moves 3 and 4 with their comments as a variation.
    s.go_to(2);
    replace_from_here(&mut s, "e3e2");
    assert_eq!(comment_at(&s, None, 2), "two");
    assert_eq!(comment_at(&s, None, 3), "");
    assert_eq!(comment_at(&s, Some(0), 3), "three");
    assert_eq!(comment_at(&s, Some(0), 4), "four");
    // A comment in the variation, then the variation promoted: every comment follows its move.
    s.annotate(
        Spot {
            variation: Some(0),
            ply: 4,
        },
        commented("four, again"),
    );
    s.annotate(s.shown_spot(), commented("the new move"));
    s.promote_variation(0);
    assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3", "b3b4"]);
    assert_eq!(comment_at(&s, None, 4), "four, again");
    assert_eq!(comment_at(&s, Some(0), 3), "the new move");
    // Saved and opened again, the variation's comment is still there.
    let text = ardri_saves::encode(&s.to_save_file(std::time::Instant::now())).unwrap();
    let opened = Session::opened(ardri_saves::decode(&text).unwrap(), "x.ron".into()).unwrap();
    assert_eq!(comment_at(&opened, None, 1), "one");
    assert_eq!(comment_at(&opened, Some(0), 3), "the new move");
    assert!(!opened.is_dirty());
}

#[test]
fn undoing_twice_keeps_the_newer_comment_of_a_move_already_in_a_variation() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3"]);
    s.take_back(1);
    play_all(&mut s, &["b4b3"]);
    s.annotate(s.shown_spot(), commented("second thoughts"));
    // The variation already holds b4b3: it is kept, with the comment written since.
    s.take_back(1);
    assert_eq!(s.variations.len(), 1);
    assert_eq!(comment_at(&s, Some(0), 2), "second thoughts");
}

#[test]
fn a_move_before_the_main_lines_end_makes_a_variation_and_undo_takes_it_away() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3", "b3b4"]);
    s.go_to(2);
    let m = mv(&s, "e3e2");
    s.play(m).unwrap();
    // The main line is what was played; the new move is a variation, shown.
    assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3", "b3b4"]);
    assert_eq!(s.variations.len(), 1);
    assert_eq!(s.variations[0].after_ply, 2);
    assert_eq!(texts(&s.variations[0].moves), ["e3e2"]);
    assert_eq!((s.browsing, s.view_ply), (Some(0), 3));
    // Played on inside it, the variation grows.
    play_all(&mut s, &["b3b2"]);
    assert_eq!(texts(&s.variations[0].moves), ["e3e2", "b3b2"]);

    // Each change is undone in turn, back to the game as it was, and redone.
    assert!(s.undo_edit());
    assert_eq!(texts(&s.variations[0].moves), ["e3e2"]);
    assert!(s.undo_edit());
    assert!(s.variations.is_empty());
    assert_eq!((s.browsing, s.view_ply), (None, 2));
    assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3", "b3b4"]);
    assert!(!s.undo_edit(), "nothing more to undo this way");
    assert!(s.redo_edit());
    assert!(s.redo_edit());
    assert_eq!(texts(&s.variations[0].moves), ["e3e2", "b3b2"]);
    assert!(!s.redo_edit());
}

#[test]
fn a_resignation_is_undone_and_redone() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3"]);
    let outcome = Outcome {
        winner: Some(Side::Defenders),
        reason: EndReason::Resignation,
    };
    s.declare(outcome).unwrap();
    assert!(s.game.is_over());
    assert!(s.undo_edit());
    assert!(!s.game.is_over());
    assert_eq!(main_line(&s), ["c3c2", "b4b3"]);
    assert!(s.redo_edit());
    assert_eq!(s.game.outcome(), Some(outcome));
}

#[test]
fn undo_keeps_what_the_engine_found_since_on_the_main_line() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
    s.go_to(1);
    play_all(&mut s, &["a3a2"]);
    // A review goes on while the variation is made.
    s.record_analysis(1, scored(25));
    s.record_analysis(3, scored(-10));
    assert!(s.undo_edit());
    assert!(s.variations.is_empty());
    assert_eq!(s.analysis[1], Some(scored(25)));
    assert_eq!(s.analysis[3], Some(scored(-10)));
}

#[test]
fn a_review_finishing_does_not_break_the_undo_of_a_variation() {
    let mut s = Session::new(Rules::default(), Metadata::default());
    play_all(&mut s, &["c3c2", "b4b3", "c2c3"]);
    s.go_to(1);
    play_all(&mut s, &["a3a2"]);
    s.record_analysis(2, scored(5));
    s.review_finished();
    assert!(
        s.undo_edit(),
        "the variation's move is still the last change"
    );
    assert!(s.variations.is_empty());
    assert_eq!(main_line(&s), ["c3c2", "b4b3", "c2c3"]);
    assert_eq!(s.analysis[2], Some(scored(5)));
}

/// A mark and a comment go into the game (a change to save); the start takes no mark.
#[test]
fn a_mark_and_a_comment_go_into_the_game() {
    use super::super::commands::NoteEdit;
    use ardri_saves::Mark;
    let mut session = Session::new(Rules::default(), Default::default());
    play_all(&mut session, &["c3c2", "d2e2"]);
    let at = |ply| Spot {
        variation: None,
        ply,
    };
    assert!(session.edit_note(at(1), NoteEdit::Mark(Some(Mark::Blunder))));
    assert!(session.edit_note(at(2), NoteEdit::Comment("the king walks".into())));
    assert_eq!(session.annotations()[1].mark, Some(Mark::Blunder));
    assert_eq!(session.annotations()[2].comment, "the king walks");
    assert!(session.is_dirty(), "a note is a change to save");
    assert!(!session.edit_note(at(0), NoteEdit::Mark(Some(Mark::Good))));
    assert_eq!(session.annotations()[0].mark, None);
}
