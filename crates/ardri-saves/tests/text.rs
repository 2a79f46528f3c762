//! The plain-text game record: game -> text -> game keeps the moves, the result, the metadata and
//! the annotations; malformed text is refused with its line, column and reason.

use ardri_rules::{EndReason, Game, NoMoveResult, Outcome, Position, Rules, Side, Square};
use ardri_saves::{
    Annotation, LoadedGame, Mark, Metadata, Shape, ShapeColor, TextErrorKind, parse_text,
    write_text,
};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn metadata() -> Metadata {
    Metadata {
        date: "2026-11-21 20:12:00".into(),
        attackers: "Ard Ri \"Engine\" (level 3)".into(),
        defenders: "Human".into(),
        engine_depth: Some(8),
        event: "Casual game".into(),
        notes: "Two lines\nof notes \\ with a backslash".into(),
        attackers_elo: Some(1151),
        defenders_elo: Some(1480),
    }
}

fn opening() -> Game {
    let mut game = Game::new(Rules::default());
    for m in ["c3c2", "b4b3", "c2c3", "b3b4", "e5e6"] {
        game.play_text(m).unwrap();
    }
    game
}

fn notes_for(plies: usize) -> Vec<Annotation> {
    let mut a = vec![Annotation::default(); plies + 1];
    a[0].comment = "The usual start.".into();
    a[0].shapes = vec![Shape::drawn(sq("d4"), sq("d4"), ShapeColor::Yellow)];
    a[1] = Annotation {
        mark: Some(Mark::Interesting),
        comment: "Opens {the} c-file; \\ and [%not a shape] stay text.\nA second line.".into(),
        shapes: vec![
            Shape::drawn(sq("c2"), sq("c1"), ShapeColor::Red),
            Shape::drawn(sq("d4"), sq("d4"), ShapeColor::Green),
            Shape::drawn(sq("b4"), sq("b3"), ShapeColor::Blue),
        ],
    };
    a[2].mark = Some(Mark::Dubious);
    a[3] = Annotation {
        mark: Some(Mark::Brilliant),
        comment: String::new(),
        shapes: vec![Shape::drawn(sq("e5"), sq("e6"), ShapeColor::Green)],
    };
    a[4].comment = "Back again.".into();
    a
}

fn assert_same(loaded: &LoadedGame, game: &Game, metadata: &Metadata, notes: &[Annotation]) {
    assert_eq!(loaded.game.start(), game.start());
    assert_eq!(loaded.game.rules(), game.rules());
    assert_eq!(loaded.game.positions(), game.positions());
    assert_eq!(loaded.game.outcome(), game.outcome());
    assert_eq!(&loaded.metadata, metadata);
    assert_eq!(loaded.annotations, notes);
}

#[test]
fn an_annotated_game_round_trips() {
    let game = opening();
    let notes = notes_for(game.ply_count());
    let text = write_text(&game, &metadata(), &notes);
    let flowing = text.replace('\n', " ");
    // What the format looks like.
    assert!(
        text.starts_with(
            "[Event \"Casual game\"]\n[Date \"2026-11-21 20:12:00\"]\n[Attackers \"Ard Ri \\\"Engine\\\" (level 3)\"]\n"
        ),
        "{text}"
    );
    assert!(text.contains("[Result \"*\"]\n"), "{text}");
    assert!(
        !text.contains("[Start"),
        "the usual start is not named: {text}"
    );
    assert!(
        flowing.contains("{The usual start. [%circle d4 yellow]} 1. c3-c2!?"),
        "{text}"
    );
    assert!(
        flowing.contains("[%arrow c2c1 red] [%circle d4 green] [%arrow b4b3 blue]}"),
        "{text}"
    );
    assert!(
        text.contains("Opens \\{the\\} c-file; \\\\ and \\[%not"),
        "{text}"
    );
    // The reply after a comment carries its number; a mark follows its move.
    assert!(flowing.contains("} 1... b4-b3?! 2. c2-c3!!"), "{text}");
    assert!(flowing.contains("{Back again.} 3. e5-e6"), "{text}");
    let loaded = parse_text(&text).unwrap();
    assert_same(&loaded, &game, &metadata(), &notes);
    assert!(loaded.variations.is_empty());
    assert_eq!(loaded.analysis.len(), game.ply_count() + 1);
}

#[test]
fn a_set_up_position_other_rules_and_a_result_on_the_board_round_trip() {
    let rules = Rules {
        no_move: NoMoveResult::Draw,
        restricted_hostile: true,
        ..Rules::default()
    };
    let start = Position::from_fen("7/7/7/7/7/6a/1k5 d", rules).unwrap();
    let mut game = Game::from_position(start);
    game.play_text("b1a1").unwrap();
    let mut notes = vec![Annotation::default(); 2];
    notes[1].mark = Some(Mark::Good);
    notes[1].comment = "Home.".into();
    let text = write_text(&game, &Metadata::default(), &notes);
    assert!(text.contains("[Start \"7/7/7/7/7/6a/1k5 d\"]"), "{text}");
    assert!(text.contains("[Result \"Defenders win\"]"), "{text}");
    assert!(text.contains("[Termination \"king escaped\"]"), "{text}");
    assert!(text.contains("[Rules \"("), "{text}");
    let loaded = parse_text(&text).unwrap();
    assert_same(&loaded, &game, &Metadata::default(), &notes);
}

#[test]
fn a_resignation_round_trips_and_must_fit_the_moves() {
    let mut game = opening();
    let resigned = Outcome {
        winner: Some(Side::Attackers),
        reason: EndReason::Resignation,
    };
    game.declare(resigned).unwrap();
    let notes = vec![Annotation::default(); game.ply_count() + 1];
    let text = write_text(&game, &metadata(), &notes);
    assert!(text.contains("[Result \"Attackers win\"]\n[Termination \"resignation\"]"));
    let loaded = parse_text(&text).unwrap();
    assert_eq!(loaded.game.outcome(), Some(resigned));
    assert_same(&loaded, &game, &metadata(), &notes);
    // "In progress" for a game the moves ended is refused, as is a win the moves do not give.
    let escaped = "[Result \"*\"]\n\n1. b1a1";
    let escaped = format!("[Start \"7/7/7/7/7/6a/1k5 d\"]\n{escaped}");
    assert_eq!(
        parse_text(&escaped).unwrap_err().to_string(),
        "line 2, column 1: the result says \"the game in progress\", but the moves end with \"Defenders win: the king escaped to a corner\""
    );
    assert_eq!(
        parse_text("[Result \"Defenders win\"]\n1. c3c2")
            .unwrap_err()
            .to_string(),
        "line 1, column 1: the result says \"Defenders win\", but the moves end with \"the game in progress\""
    );
}

#[test]
fn lichess_shapes_pgn_marks_and_hand_written_text_are_read() {
    let text = "; a file written by hand\n{[%cal Gc3c2,Rd4d5] [%csl Yd4]}\n1.c3c2 $5 {[%clk 0:05:00] nice} b4b3 ? *\n";
    let loaded = parse_text(text).unwrap();
    assert_eq!(loaded.game.ply_count(), 2);
    assert_eq!(loaded.annotations[0].comment, "a file written by hand");
    assert_eq!(
        loaded.annotations[0].shapes,
        [
            Shape::drawn(sq("c3"), sq("c2"), ShapeColor::Green),
            Shape::drawn(sq("d4"), sq("d5"), ShapeColor::Red),
            Shape::drawn(sq("d4"), sq("d4"), ShapeColor::Yellow),
        ]
    );
    assert_eq!(loaded.annotations[1].mark, Some(Mark::Interesting));
    assert_eq!(loaded.annotations[1].comment, "nice");
    assert_eq!(loaded.annotations[2].mark, Some(Mark::Mistake));
    assert_eq!(loaded.metadata, Metadata::default());
}

/// The message for malformed text, which must also be refused as a whole.
fn refusal(text: &str) -> String {
    parse_text(text).unwrap_err().to_string()
}

#[test]
fn malformed_text_says_where_and_what() {
    let cases = [
        (
            "[Result \"*\"]\n\n1. c3-c2 b4-b3 2. e3-e4",
            "line 3, column 19: move 2. e3-e4: the square e4 is occupied",
        ),
        (
            "1. c3-c2 {never closed\n1... b4-b3",
            "line 1, column 10: the comment is never closed with }",
        ),
        (
            "1. c3-c2!!! b4-b3",
            "line 1, column 4: unknown mark \"!!!\" (expected !, ?, !!, ??, !?, ?! or $1 to $6)",
        ),
        (
            "1. c3-c2 {ok [%arrow c2c9 red]}",
            "line 1, column 14: a shape cannot be read: 'c9' is not a square (expected a file a-g and a rank 1-7, like d4)",
        ),
        (
            "1. c3-c2 {[%circle d4 purple]}",
            "line 1, column 11: a shape cannot be read: unknown colour 'purple' (expected green, red, blue or yellow)",
        ),
        (
            "[Event Casual]\n1. c3c2",
            "line 1, column 1: a header must look like [Name \"value\"]: the value must be in double quotes",
        ),
        (
            "[Event \"a\"]\n[event \"b\"]",
            "line 2, column 1: the header event is given twice",
        ),
        (
            "1. c3-c2 3. b4-b3",
            "line 1, column 10: the move number 3. does not fit here (the next move is 1...)",
        ),
        (
            "1. c3-c2 (1. e3-e2) b4-b3",
            "line 1, column 10: variations in parentheses are not read (the save file keeps variations)",
        ),
        (
            "[Start \"7/7 d\"]",
            "line 1, column 1: the start position is invalid: expected 7 ranks separated by '/', found 2",
        ),
        (
            "1. c3-c2 [Event \"late\"]",
            "line 1, column 10: a header after the moves",
        ),
        ("!? 1. c3-c2", "line 1, column 1: a mark before any move"),
        (
            "[Result \"White wins\"]",
            "line 1, column 1: unknown result \"White wins\" (expected \"Defenders win\", \"Attackers win\", \"Draw\" or \"*\")",
        ),
        ("1. c3-c2 }", "line 1, column 10: unexpected \"}\""),
    ];
    for (text, message) in cases {
        assert_eq!(refusal(text), message, "{text:?}");
    }
    // The error names the kind too, for callers that act on it.
    let error = parse_text("1. c3-c2 c3-c2").unwrap_err();
    assert!(matches!(error.kind, TextErrorKind::IllegalMove { .. }));
    assert_eq!((error.line, error.column), (1, 10));
    assert_eq!(
        error.to_string(),
        "line 1, column 10: move 1... c3-c2: there is no piece on c3"
    );
}

/// The ratings are written with the scale they are on; a text without it (written before the
/// levels' scale moved up by 800) is read 800 higher, so it names the same strength.
#[test]
fn ratings_name_their_scale_and_old_ones_are_moved() {
    let game = opening();
    let text = write_text(&game, &metadata(), &[]);
    assert!(text.contains("[RatingScale \"2\"]"), "{text}");
    let read = parse_text(&text).unwrap();
    assert_eq!(read.metadata.attackers_elo, Some(1151));
    let old = text.replace("[RatingScale \"2\"]\n", "");
    assert_ne!(old, text);
    let read = parse_text(&old).unwrap();
    assert_eq!(
        (read.metadata.attackers_elo, read.metadata.defenders_elo),
        (Some(1951), Some(2280))
    );
    // No ratings, no scale.
    let text = write_text(&game, &Metadata::default(), &[]);
    assert!(!text.contains("RatingScale"), "{text}");
}
