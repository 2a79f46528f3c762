//! The levels' scale moved up by 800 (version 6): every game rating kept moves with it, once, after
//! a copy of the file as it was; the puzzle ratings stay.

use ardri_record::{
    BackupKind, GameFilter, Page, RATING_SCALE_SHIFT, Record, SCHEMA_VERSION, schema,
};

/// A version-5 record: a rated game lost to level 7 (1015 on the old scale), the rating it left
/// (1000 -> 950), a rating moved over from the old storage before it (no game), one near the top
/// of what the record keeps, and a puzzle rating.
const OLD_RECORD: &str = "
    INSERT INTO rating_history (game_id, at, rating_before, deviation_before, volatility_before,
        rating_after, deviation_after, volatility_after, games_after)
    VALUES (NULL, 1767225000, 1000, 350, 0.06, 1000, 350, 0.06, 0);
    INSERT INTO games (id, started_at, finished_at, moves, plies, result, ended_by, level,
        person_side, attackers_name, defenders_name, attackers_rating_before,
        attackers_rating_after, defenders_rating_before, defenders_rating_after, rated)
    VALUES (7, 1767225000, 1767225600, 'c3c2', 1, 'attackers', 'resignation', 7, 'defenders',
        'Ard Ri Engine (level 7)', 'Human', 1015, 1015, 1000, 950, 1);
    INSERT INTO rating_history (game_id, at, rating_before, deviation_before, volatility_before,
        rating_after, deviation_after, volatility_after, games_after)
    VALUES (7, 1767225600, 1000, 350, 0.06, 950, 300, 0.06, 1);
    INSERT INTO games (id, started_at, finished_at, moves, plies, result, ended_by, level,
        person_side, attackers_name, defenders_name, attackers_rating_before,
        attackers_rating_after, rated)
    VALUES (8, 1767226000, 1767226600, 'c3c2', 1, 'attackers', 'resignation', 13, 'attackers',
        'Human', 'Ard Ri Engine (level 13)', 3500, 3510, 1);
    INSERT INTO puzzle_rating_history (attempt_id, at, rating_before, deviation_before,
        volatility_before, rating_after, deviation_after, volatility_after)
    VALUES (NULL, 1767225000, 1500, 350, 0.06, 1520, 300, 0.06);
";

#[test]
fn ratings_kept_move_to_the_new_scale_once_after_a_copy() {
    assert_eq!(SCHEMA_VERSION, 6);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("record.sqlite");
    schema::build_for_tests(&path, 5, OLD_RECORD);
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty(), "{notices:?}");

    let games = record
        .games(&GameFilter::default(), Page::first(10))
        .unwrap();
    let lost = games.iter().find(|g| g.id.0 == 7).unwrap();
    // The level's rating and the person's, before and after, each moved up by 800.
    assert_eq!(lost.row.attackers.rating_before, Some(1815.0));
    assert_eq!(lost.row.defenders.rating_before, Some(1800.0));
    assert_eq!(lost.row.defenders.rating_after, Some(1750.0));
    let change = lost.rating_change.unwrap();
    assert_eq!(
        (change.before.rating, change.after.rating),
        (1800.0, 1750.0)
    );
    // Nothing above what the record keeps.
    let top = games.iter().find(|g| g.id.0 == 8).unwrap();
    assert_eq!(top.row.attackers.rating_before, Some(4000.0));
    assert_eq!(top.row.defenders.rating_before, None);
    // The rating now is the last one, moved: the same strength, a new number.
    let rating = record.rating().unwrap().unwrap();
    assert_eq!(rating.rating.rating, 950.0 + RATING_SCALE_SHIFT);
    assert_eq!(rating.rating.deviation, 300.0);
    // The puzzle rating is a scale of its own.
    assert_eq!(record.puzzle_rating().unwrap().unwrap().rating, 1520.0);

    // The file as it was is kept, its ratings as they were.
    let listed = record.backups().unwrap();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0].kind, BackupKind::BeforeUpdate { from_version: 5 });
    let old = rusqlite::Connection::open_with_flags(
        &listed[0].path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .unwrap();
    let kept: f64 = old
        .query_row(
            "SELECT rating_after FROM rating_history WHERE game_id = 7",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(kept, 950.0);
    drop(old);

    // Opened again: moved once only.
    drop(record);
    let (record, _) = Record::open(dir.path()).unwrap();
    assert_eq!(record.rating().unwrap().unwrap().rating.rating, 1750.0);
}
