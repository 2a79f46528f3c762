//! The lessons' words: each stage's and exercise's texts by their ids (the lessons' table is data;
//! `i18n/` says it in each language, in English exactly as the table does), and why an attempt
//! failed (`ardri_lessons::Failure`, data) in the learner's language.

use std::borrow::Cow;

use ardri_lessons::{Exercise, Failure, Stage};
use ardri_rules::{EndReason, Side};

use super::super::shell::i18n::tr;
use super::super::shell::rules::{end_text, illegal_text, squares_text};
use super::WORDS;

/// The stage's title.
pub fn title(stage: &Stage) -> Cow<'static, str> {
    WORDS.text(&format!("lessons-{}-title", stage.id))
}

/// What the stage teaches.
pub fn intro(stage: &Stage) -> Cow<'static, str> {
    WORDS.text(&format!("lessons-{}-intro", stage.id))
}

/// The exercise's goal in words.
pub fn goal(exercise: &Exercise) -> Cow<'static, str> {
    WORDS.text(&format!("lessons-{}-goal", exercise.id))
}

/// The exercise's hint.
pub fn hint(exercise: &Exercise) -> Cow<'static, str> {
    WORDS.text(&format!("lessons-{}-hint", exercise.id))
}

/// Why the attempt at `exercise` failed, in the learner's language.
pub fn failure_text(failure: &Failure, exercise: &Exercise) -> String {
    match failure {
        Failure::Illegal { mv, reason } => format!("{mv}: {}", illegal_text(reason)),
        Failure::PieceTaken { by, count, squares } => tr!(
            WORDS,
            "lessons-piece-taken",
            side = by.name(),
            kind = match by.opponent() {
                Side::Attackers => "attacker",
                Side::Defenders => "defender",
            },
            count = *count,
            squares = squares_text(*squares)
        )
        .into_owned(),
        Failure::KingBesideCorner => tr!(WORDS, "lessons-king-beside-corner").into_owned(),
        Failure::WayOpen { corners } => tr!(
            WORDS,
            "lessons-way-open",
            count = corners.count(),
            squares = squares_text(*corners)
        )
        .into_owned(),
        Failure::WonOtherwise { reason, .. } => tr!(
            WORDS,
            "lessons-won-otherwise",
            how = end_text(*reason),
            goal = goal(exercise)
        )
        .into_owned(),
        Failure::Ended {
            reason,
            learner_to_move,
        } => match reason {
            EndReason::KingEscaped => tr!(WORDS, "lessons-end-king-escaped"),
            EndReason::KingCaptured => tr!(WORDS, "lessons-end-king-captured"),
            EndReason::NoLegalMove if *learner_to_move => {
                tr!(WORDS, "lessons-end-you-cannot-move")
            }
            EndReason::NoLegalMove => tr!(WORDS, "lessons-end-they-cannot-move"),
            EndReason::Repetition => tr!(WORDS, "lessons-end-repetition"),
            EndReason::Resignation | EndReason::Timeout => tr!(WORDS, "lessons-end-over"),
        }
        .into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use ardri_lessons::{Standing, check, stages};

    use super::super::super::shell::i18n::{Language, set_language};
    use super::*;

    /// In English every stage and exercise says exactly what the lessons' table says, so the
    /// table and the messages cannot drift apart; in every other language each says its own.
    #[test]
    fn every_lesson_text_is_the_tables_in_english_and_its_own_elsewhere() {
        set_language(Language::English);
        for stage in stages() {
            assert_eq!(title(stage), stage.title);
            assert_eq!(intro(stage), stage.intro);
            for exercise in &stage.exercises {
                assert_eq!(goal(exercise), exercise.goal_text, "{}", exercise.id);
                assert_eq!(hint(exercise), exercise.hint, "{}", exercise.id);
            }
        }
        for language in Language::ALL.into_iter().skip(1) {
            set_language(language);
            for stage in stages() {
                assert_ne!(title(stage), stage.title, "{language:?} {}", stage.id);
                for exercise in &stage.exercises {
                    assert_ne!(goal(exercise), exercise.goal_text, "{language:?}");
                    assert_ne!(hint(exercise), exercise.hint, "{language:?}");
                }
            }
        }
        set_language(Language::English);
    }

    /// Every way an attempt fails is said in English as the lessons' crate says it.
    #[test]
    fn a_failure_in_english_is_the_crates_own_words() {
        set_language(Language::English);
        let mut seen = 0;
        for stage in stages() {
            for exercise in &stage.exercises {
                // A few wrong tries of each: the first legal moves, played out with replies.
                let mut attempt = ardri_lessons::Attempt::new(exercise);
                let mut moves = Vec::new();
                for _ in 0..12 {
                    if attempt.progress().is_over() {
                        break;
                    }
                    let m = match attempt.next_reply() {
                        Some(reply) => reply,
                        None => attempt.game().position().legal_moves()[0],
                    };
                    moves.push(m);
                    if attempt.play(m).is_err() {
                        break;
                    }
                }
                if let Standing::Failed(failure) = check(exercise, &moves) {
                    assert_eq!(failure_text(&failure, exercise), failure.to_string());
                    seen += 1;
                }
            }
        }
        assert!(seen >= 5, "only {seen} failures tried");
    }
}
