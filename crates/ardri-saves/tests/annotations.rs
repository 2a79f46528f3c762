//! Format version 4: the person's annotations (comments, marks, shapes) saved with the moves of the
//! main line and of variations; unannotated games write nothing more; older files still load.

use ardri_engine::Eval;
use ardri_rules::{Game, Rules, Square};
use ardri_saves::{
    Annotation, FORMAT_VERSION, Mark, Metadata, Shape, ShapeColor, Variation, decode, encode,
    save_annotations, to_save_file,
};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn game() -> Game {
    let mut game = Game::new(Rules::default());
    for m in ["c3c2", "b4b3", "c2c3", "b3b4"] {
        game.play_text(m).unwrap();
    }
    game
}

/// The start commented, move 1 marked with an arrow and a circle, move 3 marked only.
fn annotations() -> Vec<Annotation> {
    let mut a = vec![Annotation::default(); 5];
    a[0].comment = "The usual start.".into();
    a[1] = Annotation {
        mark: Some(Mark::Interesting),
        comment: "Opens the c-file. {Braces} and \\ survive".into(),
        shapes: vec![
            Shape::drawn(sq("c2"), sq("c1"), ShapeColor::Red),
            Shape::drawn(sq("d4"), sq("d4"), ShapeColor::Green),
        ],
    };
    a[3].mark = Some(Mark::Blunder);
    a
}

#[test]
fn annotations_round_trip_in_the_main_line_and_in_variations() {
    let game = game();
    let branch = game.position_at(2).unwrap();
    let mut line_note = Annotation::default();
    line_note.toggle_shape(Shape::drawn(sq("e3"), sq("e2"), ShapeColor::Yellow));
    line_note.mark = Some(Mark::Good);
    let variations = vec![Variation {
        after_ply: 2,
        moves: vec![branch.parse_move("e3e2").unwrap()],
        analysis: vec![None],
        annotations: vec![line_note.clone()],
    }];
    let mut file = to_save_file(&game, Metadata::default(), &[], &variations);
    file.annotations = save_annotations(&annotations(), 0);
    let text = encode(&file).unwrap();
    assert!(text.contains(&format!("format_version: {FORMAT_VERSION}")));
    assert_eq!(FORMAT_VERSION, 5);
    // Only the annotated positions are written, each with only what it has.
    assert!(
        text.contains("0: (comment: \"The usual start.\"),"),
        "{text}"
    );
    assert!(text.contains("1: (mark: Some(\"!?\"), comment: "), "{text}");
    assert!(text.contains("3: (mark: Some(\"??\")),"), "{text}");
    assert!(!text.contains("2: ("), "{text}");
    assert!(
        text.contains("Arrow(from: \"c2\", to: \"c1\", color: Red)"),
        "{text}"
    );
    let loaded = decode(&text).unwrap();
    assert_eq!(loaded.annotations, annotations());
    assert_eq!(loaded.variations, variations);
    assert_eq!(loaded.variations[0].annotations[0], line_note);
}

#[test]
fn unannotated_games_write_no_annotations() {
    let text = encode(&to_save_file(&game(), Metadata::default(), &[], &[])).unwrap();
    assert!(!text.contains("annotations"), "{text}");
    let mut file = to_save_file(&game(), Metadata::default(), &[], &[]);
    // White space alone is no comment.
    let mut blank = vec![Annotation::default(); 5];
    blank[2].comment = "  \n ".into();
    file.annotations = save_annotations(&blank, 0);
    assert!(!encode(&file).unwrap().contains("annotations"));
}

/// A file as version 3 wrote it, by hand: analysis, a variation, a clock, no annotations.
const VERSION_3: &str = r#"(
    format_version: 3,
    rules: (first_mover: Defenders, no_move: Loss, repetition_draw: true, edge_hostile_to_king: true, restricted_hostile: false),
    start: "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
    moves: ["c3c2", "b4b3", "c2c3"],
    result: None,
    metadata: (date: "2026-01-02 03:04:05", attackers: "Engine", defenders: "Human", engine_depth: Some(8), event: "Casual game", notes: ""),
    analysis: [Some((eval: Cp(-35), depth: 12, best: Some("c3c2"))), None, Some((eval: Cp(10), depth: 9, best: None))],
    variations: [(after_ply: 1, moves: ["d2e2"], analysis: [Some((eval: Cp(5), depth: 7, best: None))])],
    clock: Some((initial_ms: 300000, increment_ms: 3000, attackers_ms: 290000, defenders_ms: 295000)),
)"#;

#[test]
fn a_version_3_file_still_loads() {
    let loaded = decode(VERSION_3).unwrap();
    assert_eq!(loaded.game.ply_count(), 3);
    assert_eq!(loaded.metadata.attackers, "Engine");
    assert_eq!(loaded.analysis[0].unwrap().eval, Eval::Cp(-35));
    assert_eq!(loaded.variations.len(), 1);
    assert_eq!(loaded.variations[0].moves[0].to_string(), "d2e2");
    assert_eq!(loaded.clock.unwrap().attackers_ms, 290000);
    assert_eq!(loaded.annotations.len(), 4);
    assert!(loaded.annotations.iter().all(Annotation::is_empty));
    assert!(
        loaded.variations[0]
            .annotations
            .iter()
            .all(Annotation::is_empty)
    );
}

fn refusal(text: &str) -> String {
    decode(text).unwrap_err().to_string()
}

#[test]
fn bad_annotations_are_refused_with_the_reason() {
    let with = |annotations: &str| {
        VERSION_3.replace(
            "format_version: 3,",
            &format!("format_version: 4, annotations: {annotations},"),
        )
    };
    assert_eq!(
        refusal(&with("{2: (mark: Some(\"!!!\"))}")),
        "the annotation of move 2: unknown mark '!!!' (expected !, ?, !!, ??, !? or ?!)"
    );
    assert_eq!(
        refusal(&with("{0: (comment: \"x\"), 4: (comment: \"y\")}")),
        "the annotation of move 4: the game has only 3 moves"
    );
    assert_eq!(
        refusal(&with(
            "{1: (shapes: [Arrow(from: \"c3\", to: \"c3\", color: Blue)])}"
        )),
        "the annotation of move 1: an arrow from c3 to itself"
    );
    assert!(
        refusal(&with(
            "{0: (shapes: [Circle(square: \"h9\", color: Blue)])}"
        ))
        .starts_with("the annotation of the start position: 'h9' is not a square"),
    );
    let bad_line = VERSION_3.replace(
        "analysis: [Some((eval: Cp(5), depth: 7, best: None))])",
        "analysis: [], annotations: {2: (comment: \"x\")})",
    );
    assert_eq!(
        refusal(&bad_line),
        "variation 1: an annotation of its move 2, but it has 1 move"
    );
}
