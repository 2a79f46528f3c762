//! The Progress page's backups: each with when it was taken, its kind and what it holds, and the
//! question before a restore (what the record holds now beside what the backup holds).

use std::borrow::Cow;

use egui::{RichText, Ui};

use super::super::game::commands::Commands;
use super::super::game::record_service::{ProgressData, RecordCommand};
use super::super::shell::i18n::{date, decimal, tr};
use super::WORDS;

/// What a record (the live one or a backup) holds: "7 games, a rating of 1020, 111 lesson stars".
pub(super) fn holds_words(holds: &ardri_record::RecordContents) -> Cow<'static, str> {
    let rating = holds
        .rating
        .map_or("none".to_string(), |r| decimal(r.rating.rating, 0));
    tr!(
        WORDS,
        "progress-holds",
        games = holds.games,
        rating = rating,
        stars = holds.lesson_stars
    )
}

/// Why a backup was taken, in plain words: "daily backup", "your record as it was before a
/// restore".
fn kind_words(kind: ardri_record::BackupKind) -> Cow<'static, str> {
    match kind {
        ardri_record::BackupKind::Daily => tr!(WORDS, "progress-backup-daily"),
        ardri_record::BackupKind::BeforeRestore => tr!(WORDS, "progress-backup-before-restore"),
        ardri_record::BackupKind::BeforeUpdate { from_version } => {
            tr!(
                WORDS,
                "progress-backup-before-update",
                version = from_version
            )
        }
    }
}

/// The record's backups, each with when it was taken, what kind it is and what it holds, and
/// Restore (which asks first, saying what the record holds now beside what the backup holds).
pub(super) fn backups(ui: &mut Ui, show: bool, data: &ProgressData, commands: &mut Commands) {
    egui::CollapsingHeader::new(RichText::new(tr!(WORDS, "progress-backups")).strong())
        .open(show.then_some(true))
        .show(ui, |ui| {
            if data.backups.is_empty() {
                ui.label(tr!(WORDS, "progress-no-backup"));
                return;
            }
            ui.label(RichText::new(tr!(WORDS, "progress-backups-about")).weak());
            for backup in &data.backups {
                ui.horizontal_wrapped(|ui| {
                    ui.label(backup_line(backup));
                    let usable = backup.contents.is_ok();
                    if ui
                        .add_enabled(
                            usable,
                            egui::Button::new(tr!(WORDS, "progress-restore-button")),
                        )
                        .on_hover_text(tr!(WORDS, "progress-restore-tip"))
                        .clicked()
                    {
                        commands.push(super::super::game::commands::Command::wait(
                            super::super::game::runtime::Waiting::Question(Box::new(
                                restore_question(backup, data.holds.as_ref()),
                            )),
                        ));
                    }
                });
            }
        });
}

/// "2026-11-28 09:14 · daily backup · 7 games, a rating of 1020, 111 lesson stars" (or why it
/// cannot be read).
pub(super) fn backup_line(backup: &ardri_record::BackupInfo) -> String {
    let when = backup.taken_at.to_string();
    let when = date(when.get(..16).unwrap_or(&when));
    let kind = kind_words(backup.kind);
    match &backup.contents {
        Ok(holds) => format!("{when} · {kind} · {}", holds_words(holds)),
        Err(why) => format!(
            "{when} · {kind} · {}",
            tr!(WORDS, "progress-backup-unreadable", error = why)
        ),
    }
}

/// "Restore your record from the backup of 2026-11-25 09:14?": what the record holds now beside
/// what the backup holds, then Restore or Cancel (Esc too).
pub(super) fn restore_question(
    backup: &ardri_record::BackupInfo,
    now: Option<&ardri_record::RecordContents>,
) -> super::super::game::commands::Question {
    use super::super::game::commands::Command as AppCommand;
    use super::super::game::commands::{Choice, Question};
    let idle = || AppCommand::wait(super::super::game::runtime::Waiting::Idle);
    let when = backup.taken_at.to_string();
    let when = date(when.get(..16).unwrap_or(&when));
    let holds = |c: Option<&ardri_record::RecordContents>| {
        c.map_or(tr!(WORDS, "progress-holds-unreadable"), holds_words)
    };
    Question {
        asker: "restore record",
        heading: tr!(WORDS, "progress-restore-heading", when = when.as_str()).into_owned(),
        text: tr!(
            WORDS,
            "progress-restore-text",
            now = holds(now),
            kind = kind_words(backup.kind),
            holds = holds(backup.contents.as_ref().ok()),
        )
        .into_owned(),
        answers: vec![
            Choice::new(
                tr!(WORDS, "progress-restore"),
                vec![idle(), RecordCommand::Restore(backup.clone()).into()],
            ),
            Choice::new(tr!(WORDS, "progress-cancel"), vec![idle()]),
        ],
        dismissed: Some(1),
    }
}
