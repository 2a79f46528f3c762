//! Reading back the game rating: the rating now, its history (whole, or thinned for a chart), the
//! results by level and side, how far the person has climbed and the winning streaks.

use rusqlite::{Row, params};

use ardri_rules::Side;

use super::{Page, Rows, Skipped, Streaks, rating_at, side_at, unknown};
use crate::write::current_rating;
use crate::{GameId, GameRating, Rating, Record, RecordError, Utc};

/// One point of the game rating's history: a rated game (or the rating moved over from before
/// the record, `game` `None`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    pub game: Option<GameId>,
    pub at: Utc,
    pub before: Rating,
    pub after: Rating,
    /// The rated games counted after this one.
    pub games_after: u32,
}

/// The game rating over every rated game, thinned for a chart: at most about the points asked
/// for, each bucket of neighbouring games keeping its lowest and its highest rating (so no peak or
/// fall is lost), the first and the last point always kept.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RatingChart {
    /// (the rated game's number, from 1, in the history's order; the point), in order.
    pub points: Vec<(u64, RatingPoint)>,
    /// How many points the history holds in all (the chart's x axis runs to it).
    pub total: u64,
    /// Points that could not be read, left out and named.
    pub skipped: Vec<Skipped>,
}

/// How far the person has climbed, from the games that counted against a level: the highest
/// level they beat, and how many such games they played. Advice ("Next, try") never runs ahead of
/// it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Climb {
    /// The highest level beaten in a rated game (`None`: none yet).
    pub highest_beaten: Option<u8>,
    /// Rated games played against a level, with a side.
    pub rated_games: u64,
}

/// The person's results against one level with one side, in the games that counted or in the
/// casual ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSideResults {
    /// `None`: games without a level.
    pub level: Option<u8>,
    pub side: Side,
    /// These games counted for the rating (`false`: casual ones).
    pub rated: bool,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub unfinished: u32,
}

/// The columns of a [`RatingPoint`], read by [`rating_point`] (the row's id last).
const POINT_COLUMNS: &str = "game_id, at, rating_before, deviation_before, volatility_before,
    rating_after, deviation_after, volatility_after, games_after, id";

/// A row of `rating_history` read with [`POINT_COLUMNS`].
fn rating_point(row: &Row<'_>) -> rusqlite::Result<RatingPoint> {
    Ok(RatingPoint {
        game: row.get::<_, Option<i64>>(0)?.map(GameId),
        at: Utc(row.get(1)?),
        before: rating_at(row, 2)?,
        after: rating_at(row, 5)?,
        games_after: row.get(8)?,
    })
}

impl Record {
    /// The game rating now: the last rated game's (or what was moved over); `None` before either.
    pub fn rating(&self) -> Result<Option<GameRating>, RecordError> {
        current_rating(&self.conn).map_err(|e| self.read_error(e))
    }

    /// The game rating's history, oldest first: one point per rated game (the first may be the
    /// rating moved over from before the record).
    pub fn rating_history(&self, page: Page) -> Result<Vec<RatingPoint>, RecordError> {
        Ok(self.read_rating_history(page)?.rows)
    }

    /// [`Record::rating_history`], and the points of the page that cannot be read, left out and
    /// named.
    pub fn read_rating_history(&self, page: Page) -> Result<Rows<RatingPoint>, RecordError> {
        let (limit, offset) = page.sql();
        self.read_rows(
            &format!("SELECT {POINT_COLUMNS} FROM rating_history ORDER BY id LIMIT ?1 OFFSET ?2"),
            params![limit, offset],
            ("rating_history", 9),
            rating_point,
        )
    }

    /// The person's wins, draws, losses and unfinished games by level and side (the games where
    /// they had a side), the rated ones apart from the casual ones: rated first, then by level
    /// then side.
    pub fn results_by_level_and_side(
        &self,
        page: Page,
    ) -> Result<Vec<LevelSideResults>, RecordError> {
        let (limit, offset) = page.sql();
        self.rows(
            "SELECT level, person_side, rated,
                sum(result = person_side),
                sum(result = 'draw'),
                sum(result NOT IN ('draw', 'unfinished') AND result <> person_side),
                sum(result = 'unfinished')
             FROM games WHERE person_side IS NOT NULL
             GROUP BY rated, level, person_side ORDER BY rated DESC, level, person_side
             LIMIT ?1 OFFSET ?2",
            params![limit, offset],
            |row| {
                Ok(LevelSideResults {
                    level: row.get(0)?,
                    side: side_at(row, 1)?.ok_or_else(|| unknown(1, "NULL"))?,
                    rated: row.get(2)?,
                    wins: row.get(3)?,
                    draws: row.get(4)?,
                    losses: row.get(5)?,
                    unfinished: row.get(6)?,
                })
            },
        )
    }

    /// How far the person has climbed ([`Climb`]), from the rated games against a level.
    pub fn climb(&self) -> Result<Climb, RecordError> {
        self.conn
            .query_row(
                "SELECT max(CASE WHEN result = person_side THEN level END), count(*)
                 FROM games WHERE rated = 1 AND level IS NOT NULL AND person_side IS NOT NULL",
                [],
                |row| {
                    Ok(Climb {
                        highest_beaten: row.get(0)?,
                        rated_games: row.get::<_, i64>(1)?.max(0) as u64,
                    })
                },
            )
            .map_err(|e| self.read_error(e))
    }

    /// The game rating over every rated game, thinned to about `points` points for a chart (see
    /// [`RatingChart`]): read in one pass, however long the history.
    pub fn rating_chart(&self, points: usize) -> Result<RatingChart, RecordError> {
        let total: i64 = self
            .conn
            .query_row("SELECT count(*) FROM rating_history", [], |row| row.get(0))
            .map_err(|e| self.read_error(e))?;
        let total = u64::try_from(total).unwrap_or(0);
        // Two points (the lowest and the highest) per bucket of neighbouring games.
        let buckets = (points / 2).max(1) as u64;
        let width = total.div_ceil(buckets).max(1);
        let mut chart = RatingChart {
            total,
            ..RatingChart::default()
        };
        let mut bucket: Vec<(u64, RatingPoint)> = Vec::new();
        let mut number = 0_u64;
        let mut kept = Vec::new();
        let mut skipped = Vec::new();
        let mut last = None;
        self.each_row(
            &format!("SELECT {POINT_COLUMNS} FROM rating_history ORDER BY id"),
            [],
            ("rating_history", 9),
            rating_point,
            |read| {
                number += 1;
                match read {
                    Ok(point) => {
                        if number == 1 {
                            kept.push((number, point));
                        } else {
                            bucket.push((number, point));
                        }
                        last = Some((number, point));
                    }
                    Err(bad) => skipped.push(bad),
                }
                if number.is_multiple_of(width) {
                    keep_extremes(&mut bucket, &mut kept);
                }
                Ok::<(), RecordError>(())
            },
        )?;
        keep_extremes(&mut bucket, &mut kept);
        // The newest point always shows (the rating now).
        if let Some(last) = last
            && kept.last().map(|k| k.0) != Some(last.0)
        {
            kept.push(last);
        }
        chart.points = kept;
        chart.skipped = skipped;
        Ok(chart)
    }

    /// The person's winning streaks in rated games against the engine: the wins in a row since
    /// the last rated game that was not one (a draw or a loss; unfinished and casual games do not
    /// count), and the longest.
    pub fn win_streaks(&self) -> Result<Streaks, RecordError> {
        // Rated games only: a streak of wins over casual games (taken back, helped) says nothing.
        let runs = self.rows(
            "WITH played AS (
                SELECT finished_at, id, (result = person_side) AS won FROM games
                WHERE person_side IS NOT NULL AND result <> 'unfinished' AND rated = 1),
             runs AS (
                SELECT won, sum(NOT won) OVER (ORDER BY finished_at, id
                    ROWS UNBOUNDED PRECEDING) AS run FROM played)
             SELECT run, sum(won) FROM runs GROUP BY run ORDER BY run",
            [],
            |row| row.get::<_, u32>(1),
        )?;
        Ok(Streaks {
            current: runs.last().copied().unwrap_or(0),
            best: runs.iter().copied().max().unwrap_or(0),
        })
    }
}

/// Moves the lowest and the highest point of `bucket` (by the rating after), in their order, to
/// `out`, and empties the bucket.
fn keep_extremes(bucket: &mut Vec<(u64, RatingPoint)>, out: &mut Vec<(u64, RatingPoint)>) {
    let by_rating = |a: &&(u64, RatingPoint), b: &&(u64, RatingPoint)| {
        a.1.after.rating.total_cmp(&b.1.after.rating)
    };
    let (Some(low), Some(high)) = (
        bucket.iter().min_by(by_rating).copied(),
        bucket.iter().max_by(by_rating).copied(),
    ) else {
        return;
    };
    let (first, second) = if low.0 <= high.0 {
        (low, high)
    } else {
        (high, low)
    };
    out.push(first);
    if second.0 != first.0 {
        out.push(second);
    }
    bucket.clear();
}
