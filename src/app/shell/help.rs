//! Help's text, all in one place: the rules, the evaluation bar, levels, clocks, the review
//! marks, the person's own notes, the game library and the opening explorer, each line a message of
//! `i18n/`. The shortcuts are listed from the keymap, not here.

use std::borrow::Cow;
use std::fmt;

use super::WORDS;

/// One text of Help: its message's key. It is said in the app's language where it is shown, as
/// text (`{}`) or made a `String`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text(&'static str);

impl Text {
    /// The text in the app's language.
    pub fn said(self) -> Cow<'static, str> {
        WORDS.text(self.0)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said())
    }
}

impl From<Text> for String {
    fn from(text: Text) -> String {
        text.said().into_owned()
    }
}

/// A section's lines, in order.
#[derive(Clone, Copy, Debug)]
pub struct Lines(&'static [Text]);

impl IntoIterator for Lines {
    type Item = &'static Text;
    type IntoIter = std::slice::Iter<'static, Text>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Lines {
    /// The lines in the app's language, `separator` between them.
    #[cfg(test)]
    fn join(self, separator: &str) -> String {
        self.0
            .iter()
            .map(|line| line.said())
            .collect::<Vec<_>>()
            .join(separator)
    }
}

/// Help's sections: a title and its lines.
pub const SECTIONS: &[(Text, Lines)] = &[
    (Text("shell-help-rules"), RULES),
    (Text("shell-help-evaluation"), EVALUATION),
    (Text("shell-help-levels"), LEVELS),
    (Text("shell-help-lines"), LINES),
    (Text("shell-help-clocks"), CLOCKS),
    (Text("shell-help-marks"), MARKS),
    (Text("shell-help-notes"), NOTES),
    (Text("shell-help-library"), LIBRARY),
    (Text("shell-help-explorer"), EXPLORER),
];

const RULES: Lines = Lines(&[
    Text("shell-help-rules-board"),
    Text("shell-help-rules-steps"),
    Text("shell-help-rules-king-alone"),
    Text("shell-help-rules-capture"),
    Text("shell-help-rules-defenders-win"),
    Text("shell-help-rules-attackers-win"),
    Text("shell-help-rules-no-move"),
    Text("shell-help-rules-guide"),
]);

const EVALUATION: Lines = Lines(&[
    Text("shell-help-evaluation-bar"),
    Text("shell-help-evaluation-whose"),
    Text("shell-help-evaluation-number"),
    Text("shell-help-evaluation-while-playing"),
    Text("shell-help-evaluation-start"),
    Text("shell-help-evaluation-end"),
    Text("shell-help-evaluation-accuracy"),
]);

const LEVELS: Lines = Lines(&[
    Text("shell-help-levels-engine"),
    Text("shell-help-levels-ratings"),
    Text("shell-help-levels-first-game"),
    Text("shell-help-levels-full-strength"),
    Text("shell-help-levels-your-rating"),
    Text("shell-help-levels-aids"),
    Text("shell-help-levels-match"),
]);

const LINES: Lines = Lines(&[
    Text("shell-help-lines-variation"),
    Text("shell-help-lines-undo"),
    Text("shell-help-lines-study"),
    Text("shell-help-lines-pace"),
    Text("shell-help-lines-puzzles"),
]);

const CLOCKS: Lines = Lines(&[
    Text("shell-help-clocks-time-control"),
    Text("shell-help-clocks-running"),
    Text("shell-help-clocks-stopped"),
]);

const MARKS: Lines = Lines(&[
    Text("shell-help-marks-review"),
    Text("shell-help-marks-classes"),
    Text("shell-help-marks-always"),
    Text("shell-help-marks-table"),
]);

const NOTES: Lines = Lines(&[
    Text("shell-help-notes-drawing"),
    Text("shell-help-notes-marks"),
    Text("shell-help-notes-belong"),
    Text("shell-help-notes-text"),
]);

const EXPLORER: Lines = Lines(&[
    Text("shell-help-explorer-moves"),
    Text("shell-help-explorer-games"),
]);

const LIBRARY: Lines = Lines(&[
    Text("shell-help-library-list"),
    Text("shell-help-library-sort"),
    Text("shell-help-library-practise"),
]);

#[cfg(test)]
mod tests {
    use ardri_engine::wdl::players::{MODEL_RATINGS, unrated_rating};

    use super::*;

    /// Help and the guide give the figures the code uses, and the same rules for chances and marks.
    #[test]
    fn help_and_the_guide_say_what_the_code_does() {
        let help = EVALUATION.join(" ") + &MARKS.join(" ");
        let guide = include_str!("../../../docs/guide.md").replace('\n', " ");
        let range = format!("{} to {}", MODEL_RATINGS.start(), MODEL_RATINGS.end());
        for text in [&help, &guide] {
            assert!(text.contains(&range), "the model's range {range}");
            assert!(text.contains("94.6%"));
            assert!(text.contains("reach a corner, on the next move"));
            assert!(text.contains("at least a mistake"));
        }
        assert!(help.contains(&format!("club player, {}", unrated_rating())));
        assert!(help.contains("Judge as") && help.contains("nothing more"));
        // No claim that the bar is for the engine's own strength whoever plays.
        assert!(!help.contains("of its own strength"));
    }
}
