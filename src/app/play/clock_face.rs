//! How a running clock reads (`m:ss`, tenths below ten seconds) and when it must be redrawn.

use std::time::Duration;

use super::super::shell::i18n::decimal;

/// Below this much time left the clock shows tenths.
const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// `m:ss` from ten seconds up, `s.t` below (tenths count when time is short; the decimal
/// separator is the language's).
pub fn clock_text(left: Duration) -> String {
    if left >= TENTHS_BELOW {
        let whole = left.as_secs();
        format!("{}:{:02}", whole / 60, whole % 60)
    } else {
        // Cut to the tenth, not rounded: the clock never shows more time than is left.
        let tenths = left.as_millis() / 100;
        decimal(tenths as f64 / 10.0, 1)
    }
}

/// How long until a running clock with `left` on it shows something else: the next whole second
/// (the next tenth below ten seconds), a hair after it, so the window is redrawn only then.
pub fn next_change(left: Duration) -> Duration {
    let step: u128 = if left > TENTHS_BELOW {
        1_000_000
    } else {
        100_000
    };
    let micros = left.as_micros();
    Duration::from_micros((micros % step + 1_000) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_reads_minutes_and_seconds_then_tenths() {
        let s = Duration::from_secs;
        assert_eq!(clock_text(s(125)), "2:05");
        assert_eq!(clock_text(Duration::from_millis(9_450)), "9.4");
        assert_eq!(clock_text(s(45)), "0:45");
    }

    #[test]
    fn a_clock_is_redrawn_when_its_text_changes_not_before() {
        let ms = Duration::from_millis;
        // 4:59.4 reads "4:59" until 4:59.0 is passed: 0.4 s (and a hair).
        assert_eq!(next_change(ms(299_400)), ms(401));
        assert_eq!(next_change(Duration::from_secs(300)), ms(1));
        assert_eq!(next_change(ms(9_450)), ms(51));
        for left in [ms(299_400), ms(61_999), ms(10_500), ms(9_450)] {
            let later = left.saturating_sub(next_change(left));
            assert_ne!(clock_text(left), clock_text(later), "{left:?}");
            let sooner = left.saturating_sub(next_change(left) - ms(2));
            assert_eq!(clock_text(left), clock_text(sooner), "{left:?}");
        }
    }
}
