//! The app in the person's language (issue 47): View > Language changes every word at once,
//! without a restart, and the choice is kept with the settings; a review's Why, a lesson and the
//! status bar read in it too.

use egui_kittest::kittest::Queryable;

use super::super::game::settings::Players;
use super::super::shell::i18n::Language;
use super::*;

/// View > Language > Deutsch: the menus, the panel and the status bar read German in the next
/// frame, and the settings keep the choice; back to English the same way.
#[test]
fn view_language_changes_every_word_at_once_and_is_kept() {
    let mut h = harness(Players::YouDefend);
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Language").hover();
    h.run();
    h.get_by_label("Deutsch").click();
    h.run();
    h.run();
    assert_eq!(h.state().seen().settings().language, Some(Language::German));
    // The menu bar, the engine panel and the status bar, all in German.
    for german in ["Partie", "Ansicht", "Analyse starten", "Partie analysieren"] {
        h.get_by_label(german);
    }
    h.get_by_label_contains("Du spielst die Verteidiger");
    assert!(
        h.query_by_label("Game").is_none(),
        "the English menu is gone"
    );
    // The language menu names itself in English too, so it can be found again.
    h.get_by_label("Ansicht").click();
    h.run();
    h.get_by_label("Sprache (Language)").hover();
    h.run();
    h.get_by_label("English").click();
    h.run();
    h.run();
    assert_eq!(
        h.state().seen().settings().language,
        Some(Language::English)
    );
    h.get_by_label("Game");
}

/// A window started with Polish kept in the settings: a lesson reads in Polish.
#[test]
fn a_lesson_reads_in_the_language_kept() {
    let mut settings = settings_for(Players::YouDefend);
    settings.language = Some(Language::Polish);
    let mut h = harness_from(settings);
    h.run();
    h.get_by_label("Pomoc").click();
    h.run();
    h.get_by_label_contains("Naucz się grać").click();
    h.run();
    h.run();
    // The first lesson's goal, in Polish, and the window's buttons.
    h.get_by_label_contains("obrońcę z c2 na c5");
    h.get_by_label("Zamknij lekcje");
}
