//! Rows the schema once let in that the reader cannot use: a rating count past 2^32, a name that
//! is not UTF-8, moves that are not legal. Written as an older version of the app could (the file
//! built at version 3 by hand), then opened: the migration brings what it can into line, the
//! triggers keep new ones out, and every reader leaves out the rows it cannot use, naming them,
//! instead of failing whole.

mod common;

use std::path::Path;

use ardri_record::{
    FILE_NAME, GameFilter, GameId, Page, Rating, RatingChange, Record, RecordError, SCHEMA_VERSION,
};
use common::{day, resigned};

/// A game row in SQL: id, finished at `day(0, id)`, with these names and moves.
fn game_sql(id: i64, attackers: &str, moves: &str) -> String {
    format!(
        "INSERT INTO games (id, started_at, finished_at, moves, plies, result, ended_by, level,
            person_side, attackers_name, defenders_name, rated)
         VALUES ({id}, {at}, {at}, {moves}, 1, 'attackers', 'resignation', 7, 'defenders',
            {attackers}, 'Human', 1);",
        at = day(0, id)
    )
}

/// A record at version 3 holding `sql`'s rows.
fn version_3_with(folder: &Path, sql: &str) {
    ardri_record::schema::build_for_tests(&folder.join(FILE_NAME), 3, sql);
}

/// Five games: 1, 2 and 5 sound, 3 with a name that is not UTF-8, 4 with a move that is not
/// legal (the reader keeps moves as text: only a replay finds it); the rating's last row counts
/// five billion games.
fn bad_rows() -> String {
    [
        game_sql(1, "'Ard Ri Engine (level 7)'", "'c3c2'"),
        game_sql(2, "'Ard Ri Engine (level 7)'", "'c3c2'"),
        game_sql(3, "CAST(x'41ff42' AS TEXT)", "'c3c2'"),
        game_sql(4, "'Ard Ri Engine (level 7)'", "'a1a1'"),
        game_sql(5, "'Ard Ri Engine (level 7)'", "'c3c2'"),
        "INSERT INTO rating_history (game_id, at, rating_before, deviation_before,
            volatility_before, rating_after, deviation_after, volatility_after, games_after)
         VALUES (5, 1767225605, 1000, 350, 0.06, 990, 300, 0.06, 5000000000);"
            .to_string(),
    ]
    .join("\n")
}

#[test]
fn rows_the_reader_cannot_use_are_left_out_and_named() {
    let dir = tempfile::tempdir().unwrap();
    version_3_with(dir.path(), &bad_rows());
    let (mut record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(record.summary().unwrap().schema_version, SCHEMA_VERSION);

    // The count past what the reader holds is brought down to its largest: the rating reads
    // (moved up to the levels' new scale, version 6).
    let rating = record.rating().unwrap().unwrap();
    assert_eq!((rating.rating.rating, rating.games), (1790.0, u32::MAX));
    let history = record.rating_history(Page::first(10)).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].games_after, u32::MAX);

    // The game with the broken name is left out of every page and named, the rest read.
    let page = record
        .read_games(&GameFilter::default(), Page::first(10))
        .unwrap();
    let ids: Vec<i64> = page.rows.iter().map(|g| g.id.0).collect();
    assert_eq!(ids, [5, 4, 2, 1]);
    assert_eq!(page.skipped.len(), 1, "{:?}", page.skipped);
    assert_eq!(page.skipped[0].id, 3);
    let said = page.skipped[0].to_string();
    assert_eq!(
        said,
        "game 3 cannot be read: its attackers_name is not valid UTF-8 text"
    );
    // Read all at once, the same.
    let mut each = Vec::new();
    record
        .each_game(&GameFilter::default(), |game| {
            each.push(game.map(|g| g.id.0).map_err(|s| s.id));
            Ok::<(), RecordError>(())
        })
        .unwrap();
    assert_eq!(each, [Ok(5), Ok(4), Err(3), Ok(2), Ok(1)]);
    // The plain list reads the same games.
    let plain: Vec<i64> = record
        .games(&GameFilter::default(), Page::first(10))
        .unwrap()
        .iter()
        .map(|g| g.id.0)
        .collect();
    assert_eq!(plain, ids);
    // One game by its id: a plain error naming it.
    let error = record.game(GameId(3)).unwrap_err();
    assert!(matches!(error, RecordError::Unreadable(_)), "{error:?}");
    assert_eq!(error.to_string(), said);
    assert_eq!(record.game(GameId(2)).unwrap().unwrap().id, GameId(2));
    // Every game kept still counts.
    assert_eq!(record.count_games(&GameFilter::default()).unwrap(), 5);
    assert_eq!(record.summary().unwrap().games_recorded, 5);

    // And the next game is kept, its rating changed from the one read (the count stays at its
    // largest).
    let after = Rating {
        rating: 1000.0,
        ..rating.rating
    };
    record
        .finish_game(
            &resigned(ardri_rules::Side::Defenders, day(1, 0)),
            Some(RatingChange {
                before: rating.rating,
                after,
            }),
        )
        .unwrap();
    let now = record.rating().unwrap().unwrap();
    assert_eq!((now.rating, now.games), (after, u32::MAX));
}

#[test]
fn new_rows_the_reader_could_not_use_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    drop(Record::open(dir.path()).unwrap());
    let conn = rusqlite::Connection::open(dir.path().join(FILE_NAME)).unwrap();
    let refused = |sql: &str| {
        let error = conn.execute_batch(sql).unwrap_err();
        assert_eq!(
            error.sqlite_error_code(),
            Some(rusqlite::ErrorCode::ConstraintViolation),
            "{sql}: {error}"
        );
        error.to_string()
    };
    conn.execute_batch(&game_sql(1, "'Ard Rí'", "'c3c2'"))
        .unwrap();
    let why = refused(&game_sql(2, "CAST(x'41ff42' AS TEXT)", "'c3c2'"));
    assert!(why.contains("not valid UTF-8"), "{why}");
    for bad in ["x'c0af'", "x'eda080'", "x'f4908080'", "x'c3'", "x'80'"] {
        refused(&game_sql(2, &format!("CAST({bad} AS TEXT)"), "'c3c2'"));
    }
    refused(&game_sql(2, "'Human'", "CAST(x'6333e9' AS TEXT)"));
    refused("UPDATE games SET defenders_name = CAST(x'ff' AS TEXT) WHERE id = 1");
    refused("UPDATE games SET saved_to = CAST(x'ff' AS TEXT) WHERE id = 1");
    let history = |games_after: i64| {
        format!(
            "INSERT INTO rating_history (game_id, at, rating_before, deviation_before,
                volatility_before, rating_after, deviation_after, volatility_after, games_after)
             VALUES (1, 1767225605, 1000, 350, 0.06, 990, 300, 0.06, {games_after});"
        )
    };
    let why = refused(&history(5_000_000_000));
    assert!(why.contains("4294967295"), "{why}");
    conn.execute_batch(&history(4_294_967_295)).unwrap();
    refused("UPDATE rating_history SET games_after = 4294967296");
}

#[test]
fn puzzles_and_lessons_that_cannot_be_read_are_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let attempt = |id: i64, puzzle: &str| {
        format!(
            "INSERT INTO puzzle_attempts (id, puzzle_id, at, solved, with_help, mine, imported,
                streak_after) VALUES ({id}, {puzzle}, 1767225600, 1, 0, 1, 0, 1);
             INSERT INTO my_puzzles_progress (puzzle_id, attempts, solved, first_played_at,
                last_played_at) VALUES ({puzzle}, 1, 1, 1767225600, 1767225600);
             INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, updated_at)
                VALUES ({puzzle}, 1500, 200, 0.06, 1767225600);"
        )
    };
    let lesson = |stage: &str| {
        format!(
            "INSERT INTO lesson_progress (stage, exercise, stars, attempts)
             VALUES ({stage}, 1, 3, 1);"
        )
    };
    let sql = [
        attempt(1, "'mine-1'"),
        attempt(2, "CAST(x'6dff' AS TEXT)"),
        lesson("'moving'"),
        lesson("CAST(x'6dff' AS TEXT)"),
    ]
    .join("\n");
    version_3_with(dir.path(), &sql);
    let (record, _) = Record::open(dir.path()).unwrap();
    let page = Page::first(10);
    let attempts = record.puzzle_attempts(page).unwrap();
    assert_eq!(attempts.len(), 1);
    assert_eq!(attempts[0].attempt.puzzle_id, "mine-1");
    let mine = record.my_puzzles_progress(page).unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].puzzle_id, "mine-1");
    let own = record.puzzle_own_ratings(page).unwrap();
    assert_eq!(own.len(), 1);
    assert_eq!(own[0].0, "mine-1");
    let lessons = record.lesson_progress(page).unwrap();
    assert_eq!(lessons.len(), 1);
    assert_eq!(lessons[0].stage, "moving");
}
