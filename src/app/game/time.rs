//! What time it is for the features: the system's clock in the app, a clock the tests set and move
//! on (`Clock`), so no feature reads the system's time itself.

use std::time::Instant;

/// What time it is, for everything a feature decides by the time: the system's clock in the app, a
/// clock the tests set and move on.
pub trait Clock: Send + Sync {
    /// Now, for durations.
    fn instant(&self) -> Instant;
    /// Now, as the record keeps it (whole seconds since 1970 UTC).
    fn utc(&self) -> ardri_record::Utc;
}

/// The system's clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn instant(&self) -> Instant {
        Instant::now()
    }

    fn utc(&self) -> ardri_record::Utc {
        ardri_record::Utc::now()
    }
}

/// A clock that stands still until it is moved on: tests decide what time it is.
#[cfg(test)]
pub struct TestClock {
    start: Instant,
    moved: std::sync::Mutex<std::time::Duration>,
    utc: i64,
}

#[cfg(test)]
impl TestClock {
    /// A clock at `utc` seconds since 1970.
    pub fn at(utc: i64) -> TestClock {
        TestClock {
            start: Instant::now(),
            moved: std::sync::Mutex::new(std::time::Duration::ZERO),
            utc,
        }
    }

    pub fn advance(&self, by: std::time::Duration) {
        *self.moved.lock().expect("the test clock") += by;
    }

    fn moved(&self) -> std::time::Duration {
        *self.moved.lock().expect("the test clock")
    }
}

#[cfg(test)]
impl Clock for TestClock {
    fn instant(&self) -> Instant {
        self.start + self.moved()
    }

    fn utc(&self) -> ardri_record::Utc {
        ardri_record::Utc(self.utc + self.moved().as_secs() as i64)
    }
}
