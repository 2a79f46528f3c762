//! The database's tables, versioned with `PRAGMA user_version`: [`MIGRATIONS`] in order, each
//! applied in a transaction of its own. Version 0 is an empty file; a file whose version is above
//! [`SCHEMA_VERSION`] was made by a newer Ard Ri and is refused untouched.
//!
//! A change to the schema is a new migration at the end of the list, never an edit of one that
//! has shipped. docs/formats.md ("The person's record") describes every table and column.

use rusqlite::{Connection, TransactionBehavior};

/// The SQL that brings the record from version `n` to `n + 1` is `MIGRATIONS[n]`.
pub const MIGRATIONS: &[&str] = &[V1, V2, V3, V4, V5, V6];

/// The version this code writes and reads.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Version 1: the games, the game rating's history, the puzzles (attempts, the puzzle rating's
/// history, the puzzles' own ratings) and the meta table.
const V1: &str = r#"
CREATE TABLE meta (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    started_at INTEGER NOT NULL CHECK (started_at BETWEEN 0 AND 253402300799),
    finished_at INTEGER NOT NULL CHECK (finished_at BETWEEN started_at AND 253402300799),
    start_position TEXT CHECK (start_position IS NULL OR length(start_position) BETWEEN 1 AND 100),
    moves TEXT NOT NULL CHECK (length(moves) <= 100000),
    plies INTEGER NOT NULL CHECK (plies BETWEEN 0 AND 10000),
    result TEXT NOT NULL CHECK (result IN ('attackers', 'defenders', 'draw', 'unfinished')),
    ended_by TEXT NOT NULL CHECK (ended_by IN ('king_escaped', 'king_captured', 'no_legal_move',
        'repetition', 'resignation', 'timeout', 'abandoned')),
    level INTEGER CHECK (level IS NULL OR level BETWEEN 0 AND 30),
    person_side TEXT CHECK (person_side IS NULL OR person_side IN ('attackers', 'defenders')),
    attackers_name TEXT NOT NULL CHECK (length(attackers_name) BETWEEN 1 AND 500),
    defenders_name TEXT NOT NULL CHECK (length(defenders_name) BETWEEN 1 AND 500),
    attackers_rating_before REAL CHECK (attackers_rating_before BETWEEN 0 AND 4000),
    attackers_rating_after REAL CHECK (attackers_rating_after BETWEEN 0 AND 4000),
    defenders_rating_before REAL CHECK (defenders_rating_before BETWEEN 0 AND 4000),
    defenders_rating_after REAL CHECK (defenders_rating_after BETWEEN 0 AND 4000),
    rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
    not_rated_because TEXT CHECK (not_rated_because IS NULL
        OR (rated = 0 AND length(not_rated_because) BETWEEN 1 AND 500)),
    clock_initial_ms INTEGER CHECK (clock_initial_ms BETWEEN 0 AND 86400000),
    clock_increment_ms INTEGER CHECK (clock_increment_ms BETWEEN 0 AND 3600000),
    attackers_left_ms INTEGER CHECK (attackers_left_ms >= 0),
    defenders_left_ms INTEGER CHECK (defenders_left_ms >= 0),
    saved_to TEXT CHECK (saved_to IS NULL OR length(saved_to) >= 1),
    reviewed_at INTEGER CHECK (reviewed_at BETWEEN 0 AND 253402300799),
    attackers_accuracy REAL CHECK (attackers_accuracy BETWEEN 0 AND 100),
    defenders_accuracy REAL CHECK (defenders_accuracy BETWEEN 0 AND 100),
    CHECK ((result = 'unfinished') = (ended_by = 'abandoned')),
    CHECK ((clock_initial_ms IS NULL) = (clock_increment_ms IS NULL)),
    CHECK (rated = 1 OR not_rated_because IS NOT NULL),
    CHECK (reviewed_at IS NOT NULL OR (attackers_accuracy IS NULL AND defenders_accuracy IS NULL))
) STRICT;

CREATE TABLE rating_history (
    id INTEGER PRIMARY KEY,
    game_id INTEGER UNIQUE REFERENCES games (id),
    at INTEGER NOT NULL CHECK (at BETWEEN 0 AND 253402300799),
    rating_before REAL NOT NULL CHECK (rating_before BETWEEN 0 AND 4000),
    deviation_before REAL NOT NULL CHECK (deviation_before > 0 AND deviation_before <= 1000),
    volatility_before REAL NOT NULL CHECK (volatility_before > 0 AND volatility_before <= 1),
    rating_after REAL NOT NULL CHECK (rating_after BETWEEN 0 AND 4000),
    deviation_after REAL NOT NULL CHECK (deviation_after > 0 AND deviation_after <= 1000),
    volatility_after REAL NOT NULL CHECK (volatility_after > 0 AND volatility_after <= 1),
    games_after INTEGER NOT NULL CHECK (games_after >= 0)
) STRICT;

CREATE TABLE puzzle_attempts (
    id INTEGER PRIMARY KEY,
    puzzle_id TEXT NOT NULL CHECK (length(puzzle_id) BETWEEN 1 AND 500),
    at INTEGER NOT NULL CHECK (at BETWEEN 0 AND 253402300799),
    solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
    with_help INTEGER NOT NULL CHECK (with_help IN (0, 1)),
    seconds REAL CHECK (seconds BETWEEN 0 AND 604800),
    mine INTEGER NOT NULL CHECK (mine IN (0, 1)),
    imported INTEGER NOT NULL CHECK (imported IN (0, 1)),
    streak_after INTEGER NOT NULL CHECK (streak_after >= 0)
) STRICT;

CREATE TABLE puzzle_rating_history (
    id INTEGER PRIMARY KEY,
    attempt_id INTEGER UNIQUE REFERENCES puzzle_attempts (id),
    at INTEGER NOT NULL CHECK (at BETWEEN 0 AND 253402300799),
    rating_before REAL NOT NULL CHECK (rating_before BETWEEN 0 AND 4000),
    deviation_before REAL NOT NULL CHECK (deviation_before > 0 AND deviation_before <= 1000),
    volatility_before REAL NOT NULL CHECK (volatility_before > 0 AND volatility_before <= 1),
    rating_after REAL NOT NULL CHECK (rating_after BETWEEN 0 AND 4000),
    deviation_after REAL NOT NULL CHECK (deviation_after > 0 AND deviation_after <= 1000),
    volatility_after REAL NOT NULL CHECK (volatility_after > 0 AND volatility_after <= 1)
) STRICT;

CREATE TABLE puzzle_ratings (
    puzzle_id TEXT PRIMARY KEY NOT NULL CHECK (length(puzzle_id) BETWEEN 1 AND 500),
    rating REAL NOT NULL CHECK (rating BETWEEN 0 AND 4000),
    deviation REAL NOT NULL CHECK (deviation > 0 AND deviation <= 1000),
    volatility REAL NOT NULL CHECK (volatility > 0 AND volatility <= 1),
    updated_at INTEGER NOT NULL CHECK (updated_at BETWEEN 0 AND 253402300799)
) STRICT;
"#;

/// Version 2: My puzzles' progress, the lessons' progress, and the indexes the Progress page's
/// queries use.
const V2: &str = r#"
CREATE TABLE my_puzzles_progress (
    puzzle_id TEXT PRIMARY KEY NOT NULL CHECK (length(puzzle_id) BETWEEN 1 AND 500),
    attempts INTEGER NOT NULL CHECK (attempts >= 1),
    solved INTEGER NOT NULL CHECK (solved BETWEEN 0 AND attempts),
    first_played_at INTEGER NOT NULL CHECK (first_played_at BETWEEN 0 AND 253402300799),
    last_played_at INTEGER NOT NULL CHECK (last_played_at BETWEEN first_played_at AND 253402300799),
    first_solved_at INTEGER CHECK (first_solved_at BETWEEN 0 AND 253402300799)
) STRICT;

CREATE TABLE lesson_progress (
    stage TEXT NOT NULL CHECK (length(stage) BETWEEN 1 AND 500),
    exercise INTEGER NOT NULL CHECK (exercise BETWEEN 1 AND 1000),
    stars INTEGER NOT NULL CHECK (stars BETWEEN 0 AND 3),
    attempts INTEGER NOT NULL CHECK (attempts >= 1),
    completed_at INTEGER CHECK (completed_at BETWEEN 0 AND 253402300799),
    PRIMARY KEY (stage, exercise)
) STRICT;

CREATE INDEX games_newest ON games (finished_at, id);
CREATE INDEX games_by_level ON games (level, person_side, result);
CREATE INDEX games_reviewed ON games (finished_at, id) WHERE reviewed_at IS NOT NULL;
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (puzzle_id);
"#;

/// Version 3: four levels were added below the nine the record was first written with, so a
/// game's level moves up by four (the old level 1 is level 5, the old full strength 9 is 13), and
/// the engine's name with it ("Ard Ri Engine (level 3)" becomes "(level 7)"). The ratings kept
/// with each game do not change: they were measured, whatever the level's number.
const V3: &str = r#"
UPDATE games SET level = level + 4 WHERE level BETWEEN 1 AND 9;
UPDATE games SET attackers_name = 'Ard Ri Engine (level ' || level || ')'
    WHERE level IS NOT NULL AND attackers_name GLOB 'Ard Ri Engine (level [1-9])';
UPDATE games SET defenders_name = 'Ard Ri Engine (level ' || level || ')'
    WHERE level IS NOT NULL AND defenders_name GLOB 'Ard Ri Engine (level [1-9])';
"#;

/// Whether the text `$text` (an SQL expression; `NULL` reads as empty) is valid UTF-8, in SQL: its
/// bytes walked one character at a time (the lead byte, then the continuation bytes it calls for,
/// with UTF-8's own limits: no overlong form, no surrogate, nothing past U+10FFFF); valid when the
/// walk reaches the end. SQLite keeps whatever bytes it is given as text (`CAST(x'ff' AS TEXT)`)
/// and has no function of its own for this.
macro_rules! utf8_sql {
    ($text:literal) => {
        concat!(
            "(WITH RECURSIVE w(p, s) AS (
                SELECT 1, CAST(coalesce(", $text, ", '') AS BLOB)
                UNION ALL
                SELECT p + CASE
                    WHEN substr(s, p, 1) < x'80' THEN 1
                    WHEN substr(s, p, 1) BETWEEN x'C2' AND x'DF'
                        AND substr(s, p + 1, 1) BETWEEN x'80' AND x'BF' THEN 2
                    WHEN substr(s, p, 1) = x'E0' AND substr(s, p + 1, 1) BETWEEN x'A0' AND x'BF'
                        AND substr(s, p + 2, 1) BETWEEN x'80' AND x'BF' THEN 3
                    WHEN (substr(s, p, 1) BETWEEN x'E1' AND x'EC' OR substr(s, p, 1) IN (x'EE', x'EF'))
                        AND substr(s, p + 1, 1) BETWEEN x'80' AND x'BF'
                        AND substr(s, p + 2, 1) BETWEEN x'80' AND x'BF' THEN 3
                    WHEN substr(s, p, 1) = x'ED' AND substr(s, p + 1, 1) BETWEEN x'80' AND x'9F'
                        AND substr(s, p + 2, 1) BETWEEN x'80' AND x'BF' THEN 3
                    WHEN substr(s, p, 1) = x'F0' AND substr(s, p + 1, 1) BETWEEN x'90' AND x'BF'
                        AND substr(s, p + 2, 1) BETWEEN x'80' AND x'BF'
                        AND substr(s, p + 3, 1) BETWEEN x'80' AND x'BF' THEN 4
                    WHEN substr(s, p, 1) BETWEEN x'F1' AND x'F3'
                        AND substr(s, p + 1, 1) BETWEEN x'80' AND x'BF'
                        AND substr(s, p + 2, 1) BETWEEN x'80' AND x'BF'
                        AND substr(s, p + 3, 1) BETWEEN x'80' AND x'BF' THEN 4
                    WHEN substr(s, p, 1) = x'F4' AND substr(s, p + 1, 1) BETWEEN x'80' AND x'8F'
                        AND substr(s, p + 2, 1) BETWEEN x'80' AND x'BF'
                        AND substr(s, p + 3, 1) BETWEEN x'80' AND x'BF' THEN 4
                    END, s
                FROM w WHERE p <= length(s))
            SELECT max(p) = length(s) + 1 FROM w)"
        )
    };
}

/// Two triggers, `<name>_insert` and `<name>_update` (on `$columns`), that refuse a row of
/// `$table` when `$bad` holds, with `$message`.
macro_rules! refuse_sql {
    ($name:literal, $table:literal, $columns:literal, $bad:expr, $message:literal) => {
        concat!(
            "CREATE TRIGGER ",
            $name,
            "_insert BEFORE INSERT ON ",
            $table,
            " WHEN ",
            $bad,
            " BEGIN SELECT RAISE(ABORT, '",
            $message,
            "'); END;\n",
            "CREATE TRIGGER ",
            $name,
            "_update BEFORE UPDATE OF ",
            $columns,
            " ON ",
            $table,
            " WHEN ",
            $bad,
            " BEGIN SELECT RAISE(ABORT, '",
            $message,
            "'); END;\n"
        )
    };
}

/// Version 4: the schema lets in only what the reader reads. Counts the reader holds in 32 bits
/// (`rating_history.games_after`, `puzzle_attempts.streak_after`, My puzzles' and the lessons'
/// `attempts` and `solved`) are at most 4294967295, and every text it reads is valid UTF-8 (a
/// game's names, start, moves (plain ASCII, as canonical notation is), why it was not rated and
/// the file it was saved to; the puzzles' ids, the lessons' stages, the meta table). SQLite
/// cannot add a `CHECK` to a table that exists, so these are triggers that refuse such a row
/// (`RAISE(ABORT)`, a constraint error like a `CHECK`'s).
///
/// Rows already kept: a count above the limit is brought down to it (4294967295: the rating and
/// the streaks read again, and no count that large was ever reached by playing); text that is not
/// UTF-8 is left as it is (nothing of the person's is rewritten) and the readers leave such a row
/// out, naming it.
const V4: &str = concat!(
    "UPDATE rating_history SET games_after = 4294967295 WHERE games_after > 4294967295;
    UPDATE puzzle_attempts SET streak_after = 4294967295 WHERE streak_after > 4294967295;
    UPDATE my_puzzles_progress SET attempts = min(attempts, 4294967295),
        solved = min(solved, 4294967295) WHERE attempts > 4294967295;
    UPDATE lesson_progress SET attempts = 4294967295 WHERE attempts > 4294967295;
    ",
    refuse_sql!(
        "rating_history_games_after",
        "rating_history",
        "games_after",
        "NEW.games_after > 4294967295",
        "games_after is more than 4294967295"
    ),
    refuse_sql!(
        "puzzle_attempts_streak_after",
        "puzzle_attempts",
        "streak_after",
        "NEW.streak_after > 4294967295",
        "streak_after is more than 4294967295"
    ),
    refuse_sql!(
        "my_puzzles_progress_attempts",
        "my_puzzles_progress",
        "attempts",
        "NEW.attempts > 4294967295",
        "attempts is more than 4294967295"
    ),
    refuse_sql!(
        "lesson_progress_attempts",
        "lesson_progress",
        "attempts",
        "NEW.attempts > 4294967295",
        "attempts is more than 4294967295"
    ),
    refuse_sql!(
        "games_text",
        "games",
        "start_position, moves, attackers_name, defenders_name, not_rated_because, saved_to",
        concat!(
            "NEW.moves GLOB '*[^ -~]*' OR NOT ",
            utf8_sql!(
                "coalesce(NEW.start_position, '') || char(10) || NEW.attackers_name || char(10)
                    || NEW.defenders_name || char(10) || coalesce(NEW.not_rated_because, '')
                    || char(10) || coalesce(NEW.saved_to, '')"
            )
        ),
        "a text of the game is not valid UTF-8"
    ),
    refuse_sql!(
        "puzzle_attempts_text",
        "puzzle_attempts",
        "puzzle_id",
        concat!("NOT ", utf8_sql!("NEW.puzzle_id")),
        "the puzzle id is not valid UTF-8"
    ),
    refuse_sql!(
        "puzzle_ratings_text",
        "puzzle_ratings",
        "puzzle_id",
        concat!("NOT ", utf8_sql!("NEW.puzzle_id")),
        "the puzzle id is not valid UTF-8"
    ),
    refuse_sql!(
        "my_puzzles_progress_text",
        "my_puzzles_progress",
        "puzzle_id",
        concat!("NOT ", utf8_sql!("NEW.puzzle_id")),
        "the puzzle id is not valid UTF-8"
    ),
    refuse_sql!(
        "lesson_progress_text",
        "lesson_progress",
        "stage",
        concat!("NOT ", utf8_sql!("NEW.stage")),
        "the stage is not valid UTF-8"
    ),
    refuse_sql!(
        "meta_text",
        "meta",
        "key, value",
        concat!("NOT ", utf8_sql!("NEW.key || char(10) || NEW.value")),
        "a note of the record is not valid UTF-8"
    ),
);

/// Version 5: indexes that hold what the Progress page counts over every game, so that it reads
/// them instead of every game's row (moves and names included): the results by level and side,
/// rated and casual apart, and the count of games (`games_by_rated_level`); the winning streaks
/// over the rated games in the order they finished (`games_rated_in_order`). At 100,000 games the
/// page's first opening had taken about half a second, most of it reading the games' rows.
const V5: &str = r#"
CREATE INDEX games_by_rated_level ON games (rated, level, person_side, result, finished_at);
CREATE INDEX games_rated_in_order ON games (rated, finished_at, id, person_side, result);
"#;

/// Version 6: the levels' scale moved up by 800 ([`crate::RATING_SCALE_SHIFT`]) so that no level
/// reads 0 (level 1 was 0 and is 800; the seed-style baseline was 1000 and is 1800). Every game
/// rating kept is moved with it, the person's and the levels' beside each game, so a rating means
/// the same strength as before and the chart goes on without a jump: each game's ratings before and
/// after, and the game rating's history (the value moved from the old storage included). The
/// puzzle ratings are a scale of their own and stay. The record keeps ratings up to 4000, so a
/// rating above 3200 stops there. The file is copied aside before (as before every update).
const V6: &str = r#"
UPDATE games SET
    attackers_rating_before = min(attackers_rating_before + 800, 4000),
    attackers_rating_after = min(attackers_rating_after + 800, 4000),
    defenders_rating_before = min(defenders_rating_before + 800, 4000),
    defenders_rating_after = min(defenders_rating_after + 800, 4000)
    WHERE coalesce(attackers_rating_before, attackers_rating_after, defenders_rating_before,
        defenders_rating_after) IS NOT NULL;
UPDATE rating_history SET
    rating_before = min(rating_before + 800, 4000),
    rating_after = min(rating_after + 800, 4000);
"#;

/// The file's version (0: a new, empty file).
pub(crate) fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.pragma_query_value(None, "user_version", |row| row.get(0))
}

/// Brings the file from its version up to `target`, one migration per transaction. Another copy of
/// the app may migrate at the same moment: each step reads the version again inside its
/// transaction (which takes the write lock first) and skips what is done.
pub(crate) fn migrate(conn: &mut Connection, target: i64) -> rusqlite::Result<()> {
    loop {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let now = version(&tx)?;
        if now >= target {
            return tx.commit();
        }
        let step = usize::try_from(now).unwrap_or(0);
        tx.execute_batch(MIGRATIONS[step])?;
        tx.pragma_update(None, "user_version", now + 1)?;
        tx.commit()?;
    }
}

/// For tests (the record's and `ardri-engine history`'s): makes a record at `path` as version
/// `version` of the app left it, its migrations up to there applied, then runs `sql` in it as is
/// (rows an older version let in, that today's triggers would refuse). Panics on any failure.
#[doc(hidden)]
pub fn build_for_tests(path: &std::path::Path, version: usize, sql: &str) {
    let conn = Connection::open(path).expect("the test's record opens");
    for (n, step) in MIGRATIONS[..version].iter().enumerate() {
        conn.execute_batch(step).expect("the migration runs");
        conn.pragma_update(None, "user_version", n as i64 + 1)
            .expect("the version is set");
    }
    conn.execute_batch(sql)
        .expect("the test's rows are written");
}
