//! A service's answer, made into the asker's own command.

use super::commands::Command;

/// How a service (the record, the files) answers a question: as the command the asker gave with
/// it, so the service knows no feature that asks it.
pub struct Answer<T>(pub fn(T) -> Command);

// By hand: derived, they would ask `T` to be `Copy`.
impl<T> Clone for Answer<T> {
    fn clone(&self) -> Answer<T> {
        *self
    }
}

impl<T> Copy for Answer<T> {}

impl<T> std::fmt::Debug for Answer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Answer")
    }
}

impl<T> PartialEq for Answer<T> {
    /// The same answer is the same function: two requests are equal when they ask the same and
    /// would be answered by the same command.
    fn eq(&self, other: &Answer<T>) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}
