//! Moments in UTC, stored as whole seconds since 1970 (SQLite's `unixepoch`).

use std::fmt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The latest moment the record takes: the last second of the year 9999.
pub const LATEST_SECONDS: i64 = 253_402_300_799;

/// A moment in UTC, to the second: what the record stores for every date (a column of whole
/// seconds since 1970-01-01 00:00:00 UTC). Shown as `2026-11-26 16:00:15` (UTC), as a save's
/// metadata writes its date.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Utc(pub i64);

impl Utc {
    /// Now, by the system's clock (1970 itself where the clock is set before it).
    pub fn now() -> Utc {
        let seconds = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Utc(i64::try_from(seconds).unwrap_or(LATEST_SECONDS))
    }

    /// Whole seconds since 1970-01-01 00:00:00 UTC.
    pub fn seconds(self) -> i64 {
        self.0
    }

    /// The moment `seconds` later.
    pub fn plus(self, seconds: i64) -> Utc {
        Utc(self.0.saturating_add(seconds))
    }

    /// Whether the record takes this moment: from 1970 to the end of the year 9999.
    pub fn in_range(self) -> bool {
        (0..=LATEST_SECONDS).contains(&self.0)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    fn rfc3339(self) -> String {
        let seconds = u64::try_from(self.0.clamp(0, LATEST_SECONDS)).unwrap_or(0);
        humantime::format_rfc3339_seconds(UNIX_EPOCH + Duration::from_secs(seconds)).to_string()
    }

    /// The day, `YYYY-MM-DD` (UTC): a backup's name.
    pub fn date(self) -> String {
        self.rfc3339()[..10].to_string()
    }

    /// `YYYYMMDD-HHMMSS` (UTC): the stamp in the name of a file kept aside.
    pub fn stamp(self) -> String {
        let text = self.rfc3339();
        let digits = |range: std::ops::Range<usize>| text[range].replace(['-', ':'], "");
        format!("{}-{}", digits(0..10), digits(11..19))
    }
}

impl fmt::Display for Utc {
    /// `2026-11-26 16:00:15`, in UTC.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.rfc3339();
        write!(f, "{} {}", &text[..10], &text[11..19])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_read_as_dates() {
        let t = Utc(1_764_172_815);
        assert_eq!(t.to_string(), "2025-11-26 16:00:15");
        assert_eq!(t.date(), "2025-11-26");
        assert_eq!(t.stamp(), "20251126-160015");
        assert!(t.in_range() && !Utc(-1).in_range() && !Utc(LATEST_SECONDS + 1).in_range());
        assert_eq!(Utc(LATEST_SECONDS).to_string(), "9999-12-31 23:59:59");
    }
}
