//! The Progress page's queries on a record of 500 generated games, each checked against the same
//! answer counted in Rust, page by page.

mod common;

use std::collections::HashMap;

use ardri_record::{
    Accuracy, GameFilter, GameId, GameRow, Page, PersonResult, Rated, RatingChange, Record,
    RecordError, StoredGame, Utc,
};
use ardri_rules::Side;
use common::{Seeded, change, day, random_game, row};

const GAMES: usize = 500;

/// The generated games in the order they were kept, with their changes.
fn generated() -> Vec<(GameRow, Option<RatingChange>)> {
    let mut rng = Seeded::new(38);
    let mut rating = 1000.0;
    let mut games = Vec::new();
    for i in 0..GAMES {
        let (moves, outcome) = random_game(&mut rng, 30);
        let level = 1 + rng.below(9) as u8;
        let side = if rng.below(2) == 0 {
            Side::Attackers
        } else {
            Side::Defenders
        };
        // Finished in order, a few at the same second, some out of order.
        let at = day(0, (i as i64) * 300 - (rng.below(3) as i64) * 300);
        let mut game = row(moves, outcome, level, side, at);
        let counts = rng.below(5) != 0;
        let rated = if counts {
            let delta = rng.below(41) as f64 - 20.0;
            let c = change(rating, delta);
            rating += delta;
            Some(c)
        } else {
            game.rated = Rated::No {
                why: "a hint was used".into(),
            };
            None
        };
        games.push((game, rated));
    }
    games
}

fn filled() -> (tempfile::TempDir, Record, Vec<StoredGame>) {
    let dir = tempfile::tempdir().unwrap();
    let (mut record, _) = Record::open(dir.path()).unwrap();
    let games = generated();
    let ids = record.finish_games(&games).unwrap();
    assert_eq!(ids.len(), GAMES);
    // Every fifth game reviewed.
    for (i, id) in ids.iter().enumerate().filter(|(i, _)| i % 5 == 0) {
        let accuracy = Accuracy {
            attackers: Some((i % 100) as f64),
            defenders: Some(50.0),
        };
        record
            .set_review(*id, Utc(day(10, i as i64)), accuracy)
            .unwrap();
    }
    // Read back one by one: the reference, sorted newest first by when they finished.
    let mut all: Vec<StoredGame> = ids
        .iter()
        .map(|id| record.game(*id).unwrap().unwrap())
        .collect();
    for (kept, (row, _)) in all.iter().zip(&games) {
        assert_eq!(kept.row.moves, row.moves);
        assert_eq!(kept.row.outcome, row.outcome);
    }
    all.sort_by_key(|g| std::cmp::Reverse((g.row.finished_at, g.id)));
    (dir, record, all)
}

/// Every page of a query, concatenated.
fn every_page<T>(size: u32, mut query: impl FnMut(Page) -> Vec<T>) -> Vec<T> {
    let mut page = Page::first(size);
    let mut all = Vec::new();
    loop {
        let rows = query(page);
        let done = rows.len() < size as usize;
        all.extend(rows);
        if done {
            return all;
        }
        page = page.next();
    }
}

/// Every game passing `filter`, read by [`Record::each_game`] (none unreadable here).
fn each_game(record: &Record, filter: &GameFilter) -> Vec<StoredGame> {
    let mut games = Vec::new();
    record
        .each_game(filter, |game| {
            games.push(game.unwrap());
            Ok::<(), RecordError>(())
        })
        .unwrap();
    games
}

fn ids(games: &[StoredGame]) -> Vec<GameId> {
    games.iter().map(|g| g.id).collect()
}

#[test]
fn the_progress_pages_queries_answer_as_counted() {
    let (_dir, record, all) = filled();

    // The games, newest first, page by page, with each filter.
    let paged = every_page(37, |p| record.games(&GameFilter::default(), p).unwrap());
    assert_eq!(ids(&paged), ids(&all));
    assert_eq!(paged[0], all[0]);
    // And all at once, in one query: the same games, whole.
    assert_eq!(each_game(&record, &GameFilter::default()), all);
    // Stopped by the first error of its own.
    let mut seen = 0;
    let stopped = record.each_game(&GameFilter::default(), |_| {
        seen += 1;
        if seen == 3 {
            return Err(RecordError::Invalid("enough".into()));
        }
        Ok(())
    });
    assert!(
        matches!(stopped, Err(RecordError::Invalid(_))),
        "{stopped:?}"
    );
    assert_eq!(seen, 3);
    assert_eq!(
        record.count_games(&GameFilter::default()).unwrap(),
        GAMES as u64
    );
    let filters = [
        GameFilter {
            level: Some(4),
            ..GameFilter::default()
        },
        GameFilter {
            result: Some(PersonResult::Win),
            ..GameFilter::default()
        },
        GameFilter {
            result: Some(PersonResult::Unfinished),
            ..GameFilter::default()
        },
        GameFilter {
            result: Some(PersonResult::Loss),
            level: Some(2),
            ..GameFilter::default()
        },
        GameFilter {
            from: Some(Utc(day(0, 30_000))),
            until: Some(Utc(day(0, 60_000))),
            ..GameFilter::default()
        },
        GameFilter {
            rated: Some(false),
            ..GameFilter::default()
        },
    ];
    for filter in filters {
        let expected: Vec<GameId> = all
            .iter()
            .filter(|g| filter.level.is_none_or(|l| g.row.level == Some(l)))
            .filter(|g| filter.result.is_none_or(|r| g.person_result() == Some(r)))
            .filter(|g| filter.from.is_none_or(|t| g.row.finished_at >= t))
            .filter(|g| filter.until.is_none_or(|t| g.row.finished_at <= t))
            .filter(|g| {
                filter
                    .rated
                    .is_none_or(|r| (g.row.rated == Rated::Yes) == r)
            })
            .map(|g| g.id)
            .collect();
        assert!(!expected.is_empty(), "{filter:?}");
        let found = every_page(50, |p| record.games(&filter, p).unwrap());
        assert_eq!(ids(&found), expected, "{filter:?}");
        assert_eq!(ids(&each_game(&record, &filter)), expected, "{filter:?}");
        assert_eq!(record.count_games(&filter).unwrap(), expected.len() as u64);
    }
    // A page past the end is empty; a huge page is capped.
    assert!(
        record
            .games(
                &GameFilter::default(),
                Page {
                    offset: 10_000,
                    limit: 10
                }
            )
            .unwrap()
            .is_empty()
    );

    // The rating history: one point per rated game, in the order played, each from the last.
    let history = every_page(64, |p| record.rating_history(p).unwrap());
    let rated: Vec<&StoredGame> = {
        let mut by_id: Vec<&StoredGame> =
            all.iter().filter(|g| g.rating_change.is_some()).collect();
        by_id.sort_by_key(|g| g.id);
        by_id
    };
    assert_eq!(history.len(), rated.len());
    for (i, (point, game)) in history.iter().zip(&rated).enumerate() {
        assert_eq!(point.game, Some(game.id));
        assert_eq!(point.games_after as usize, i + 1);
        assert_eq!(
            Some(RatingChange {
                before: point.before,
                after: point.after
            }),
            game.rating_change
        );
    }
    assert_eq!(
        record.rating().unwrap().unwrap().rating,
        history.last().unwrap().after
    );

    // Results by level and side, the rated games apart from the casual ones.
    let mut counted: HashMap<(bool, Option<u8>, Side), [u32; 4]> = HashMap::new();
    for g in &all {
        let rated = g.row.rated == Rated::Yes;
        let slot = counted
            .entry((rated, g.row.level, g.row.person.unwrap()))
            .or_default();
        let i = match g.person_result().unwrap() {
            PersonResult::Win => 0,
            PersonResult::Draw => 1,
            PersonResult::Loss => 2,
            PersonResult::Unfinished => 3,
        };
        slot[i] += 1;
    }
    let results = every_page(5, |p| record.results_by_level_and_side(p).unwrap());
    assert_eq!(results.len(), counted.len());
    for r in &results {
        assert_eq!(
            [r.wins, r.draws, r.losses, r.unfinished],
            counted[&(r.rated, r.level, r.side)],
            "{r:?}"
        );
    }
    let order = |r: &ardri_record::LevelSideResults| (!r.rated, r.level, r.side as u8);
    assert!(results.windows(2).all(|w| order(&w[0]) < order(&w[1])));
    assert!(
        results.iter().any(|r| !r.rated) && results[0].rated,
        "rated first, casual apart"
    );

    // Accuracy over time: the reviewed games, oldest first.
    let accuracy = every_page(16, |p| record.accuracy_history(p).unwrap());
    let mut reviewed: Vec<&StoredGame> = all.iter().filter(|g| g.review.is_some()).collect();
    reviewed.reverse();
    assert_eq!(accuracy.len(), GAMES / 5);
    assert_eq!(
        accuracy.iter().map(|a| a.game).collect::<Vec<_>>(),
        reviewed.iter().map(|g| g.id).collect::<Vec<_>>()
    );
    for (point, game) in accuracy.iter().zip(&reviewed) {
        let (_, acc) = game.review.unwrap();
        let mine = match game.row.person.unwrap() {
            Side::Attackers => acc.attackers,
            Side::Defenders => acc.defenders,
        };
        assert_eq!(point.person_accuracy(), mine);
    }

    // Winning streaks, counted over the finished rated games in the order they finished (casual
    // games neither extend nor break one).
    let mut oldest_first: Vec<&StoredGame> = all
        .iter()
        .filter(|g| g.row.outcome.is_some() && g.row.rated == Rated::Yes)
        .collect();
    oldest_first.reverse();
    let (mut current, mut best) = (0, 0);
    for g in oldest_first {
        current = if g.person_result() == Some(PersonResult::Win) {
            current + 1
        } else {
            0
        };
        best = best.max(current);
    }
    let streaks = record.win_streaks().unwrap();
    assert_eq!((streaks.current, streaks.best), (current, best));
    assert!(best >= 2, "{best}");

    // The chart: every rated game, thinned, the peaks and falls kept, the newest point last.
    let chart = record.rating_chart(40).unwrap();
    assert_eq!(chart.total as usize, history.len());
    assert!(chart.points.len() <= 44, "{}", chart.points.len());
    assert_eq!(chart.points[0], (1, history[0]));
    assert_eq!(
        *chart.points.last().unwrap(),
        (history.len() as u64, *history.last().unwrap())
    );
    let highest = history
        .iter()
        .map(|p| p.after.rating)
        .fold(f64::MIN, f64::max);
    let lowest = history
        .iter()
        .map(|p| p.after.rating)
        .fold(f64::MAX, f64::min);
    assert!(chart.points.iter().any(|p| p.1.after.rating == highest));
    assert!(chart.points.iter().any(|p| p.1.after.rating == lowest));
    assert!(chart.points.windows(2).all(|w| w[0].0 < w[1].0), "in order");
    for (number, point) in &chart.points {
        assert_eq!(*point, history[*number as usize - 1]);
    }

    // The climb: the highest level beaten in a rated game, and how many rated games.
    let rated_games: Vec<&StoredGame> = all.iter().filter(|g| g.row.rated == Rated::Yes).collect();
    let highest = rated_games
        .iter()
        .filter(|g| g.person_result() == Some(PersonResult::Win))
        .filter_map(|g| g.row.level)
        .max();
    let climb = record.climb().unwrap();
    assert_eq!(climb.highest_beaten, highest);
    assert_eq!(climb.rated_games as usize, rated_games.len());

    let summary = record.summary().unwrap();
    assert_eq!(summary.games_recorded, GAMES as u64);
    assert_eq!(summary.rating.unwrap().games as usize, rated.len());
}
