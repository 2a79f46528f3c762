//! What the Progress page needs when it opens, on records of 10,000 and of 100,000 games (four in
//! five rated, one in five reviewed) and 3,000 puzzles: the summary (ratings, counts, streaks),
//! the first page of games with the count for the pager, the game rating over every rated game
//! thinned for the chart, the results by level and side, the reviewed games' accuracy, the whole
//! puzzle rating history. It must take under 100 ms at 10,000 games and under 500 ms at 100,000
//! (issues 38 and 44); a first timed run checks that before criterion measures it.
//!
//! `cargo bench -p ardri-record --bench progress`

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::{Duration, Instant};

use ardri_record::{Accuracy, GameFilter, Page, Rated, Record, Utc};
use ardri_rules::Side;
use common::{Seeded, change, day, random_game, row};
use criterion::{Criterion, criterion_group, criterion_main};

const PUZZLES: i64 = 3_000;
/// The points the chart is thinned to (about a point per pixel of a wide side panel).
const CHART_POINTS: usize = 800;

/// A record of `games` games and [`PUZZLES`] puzzles in a temporary folder.
fn generated(games_kept: usize) -> (tempfile::TempDir, Record) {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    let mut rng = Seeded::new(10_000);
    let mut rating = 1000.0;
    let mut games = Vec::with_capacity(games_kept);
    for i in 0..games_kept {
        let (moves, outcome) = random_game(&mut rng, 60);
        let level = 1 + rng.below(9) as u8;
        let side = if i % 2 == 0 {
            Side::Attackers
        } else {
            Side::Defenders
        };
        let mut game = row(moves, outcome, level, side, day(0, 1_000 * i as i64));
        let rated = if i % 5 != 4 {
            let delta = rng.below(41) as f64 - 20.0;
            // Kept within the scale however many games.
            let delta = if rating + delta < 200.0 || rating + delta > 3800.0 {
                -delta
            } else {
                delta
            };
            let c = change(rating, delta);
            rating += delta;
            Some(c)
        } else {
            game.rated = Rated::No {
                why: "casual".into(),
            };
            None
        };
        games.push((game, rated));
    }
    let ids = record.finish_games(&games).unwrap();
    for (i, id) in ids.iter().enumerate().filter(|(i, _)| i % 5 == 0) {
        let accuracy = Accuracy {
            attackers: Some(70.0),
            defenders: Some((i % 100) as f64),
        };
        record
            .set_review(*id, Utc(day(200, i as i64)), accuracy)
            .unwrap();
    }
    drop(record);
    // The puzzles written directly, in one transaction (the API's one at a time would be 3,000
    // synced commits, only slower to set up).
    let conn = rusqlite::Connection::open(dir.path().join(ardri_record::FILE_NAME)).unwrap();
    conn.execute_batch("BEGIN").unwrap();
    let mut puzzle = 1500.0;
    for i in 0..PUZZLES {
        let solved = i % 3 != 0;
        conn.execute(
            "INSERT INTO puzzle_attempts (puzzle_id, at, solved, with_help, seconds, mine, imported,
                streak_after) VALUES (?1, ?2, ?3, 0, 20.0, 0, 0, ?4)",
            rusqlite::params![format!("p{i}"), day(0, 3_000 * i), solved, if solved { 1 + i % 3 } else { 0 }],
        )
        .unwrap();
        let after: f64 = puzzle + if solved { 5.0 } else { -8.0 };
        conn.execute(
            "INSERT INTO puzzle_rating_history (attempt_id, at, rating_before, deviation_before,
                volatility_before, rating_after, deviation_after, volatility_after)
             VALUES (last_insert_rowid(), ?1, ?2, 100, 0.06, ?3, 100, 0.06)",
            rusqlite::params![day(0, 3_000 * i), puzzle, after],
        )
        .unwrap();
        puzzle = after;
    }
    conn.execute_batch("COMMIT").unwrap();
    drop(conn);
    let (record, notices) = Record::open(dir.path()).unwrap();
    assert!(notices.is_empty());
    (dir, record)
}

/// Everything the page reads when it opens; returns how many rows, so nothing is optimised away.
fn open_the_page(record: &Record, games_kept: usize) -> usize {
    let t = Instant::now();
    let lap = |what: &str| {
        if std::env::var_os("PROGRESS_LAPS").is_some() {
            eprintln!("{what}: {:?}", t.elapsed());
        }
    };
    let summary = record.summary().unwrap();
    lap("summary");
    let first = record
        .games(&GameFilter::default(), Page::first(50))
        .unwrap();
    lap("first page");
    let total = record.count_games(&GameFilter::default()).unwrap();
    lap("count");
    let chart = record.rating_chart(CHART_POINTS).unwrap();
    lap("chart");
    let by_level = record.results_by_level_and_side(Page::first(100)).unwrap();
    lap("by level");
    let accuracy = record
        .accuracy_history(Page::first(ardri_record::MAX_PAGE))
        .unwrap();
    lap("accuracy");
    let puzzles = record
        .puzzle_rating_history(Page::first(ardri_record::MAX_PAGE))
        .unwrap();
    lap("puzzles");
    // The page lists the backups too (a folder read).
    let backups = record.backups().unwrap();
    assert_eq!(summary.games_recorded as usize, games_kept);
    assert_eq!(total as usize, games_kept);
    assert_eq!(first.len(), 50);
    assert_eq!(chart.total as usize, games_kept * 4 / 5);
    assert!(chart.points.len() <= CHART_POINTS + 2);
    // Nine levels, two sides, rated and casual.
    assert_eq!(by_level.len(), 36);
    assert_eq!(
        accuracy.len(),
        (games_kept / 5).min(ardri_record::MAX_PAGE as usize)
    );
    assert_eq!(puzzles.len(), PUZZLES as usize);
    first.len()
        + chart.points.len()
        + by_level.len()
        + accuracy.len()
        + puzzles.len()
        + backups.len()
}

fn progress(c: &mut Criterion) {
    for (games_kept, limit) in [
        (10_000, Duration::from_millis(100)),
        (100_000, Duration::from_millis(500)),
    ] {
        let (dir, record) = generated(games_kept);
        // The check: the slowest of five openings under the limit (the first one included, with
        // cold statement caches).
        let slowest = (0..5)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(open_the_page(&record, games_kept));
                start.elapsed()
            })
            .max()
            .unwrap();
        eprintln!(
            "the Progress page's queries on {games_kept} games: {slowest:?} at the slowest of 5"
        );
        assert!(slowest < limit, "{slowest:?}");
        c.bench_function(
            &format!("progress page opening ({games_kept} games)"),
            |b| b.iter(|| open_the_page(std::hint::black_box(&record), games_kept)),
        );
        drop(record);
        // Opening the record itself (with its quick_check), once at the app's start.
        c.bench_function(
            &format!("record open with quick_check ({games_kept} games)"),
            |b| b.iter(|| Record::open(dir.path()).unwrap()),
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(5));
    targets = progress
}
criterion_main!(benches);
