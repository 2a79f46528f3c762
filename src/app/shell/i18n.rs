//! The words a person reads, in their language, with Fluent (projectfluent): messages with
//! arguments, plural rules per language. A folder keeps its English beside its code (`i18n/en.ftl`)
//! and each language its translation in the language's folder (`src/app/languages/<code>/`); the
//! folder's `static` [`Words`] (`words!("review")`) builds a language's bundle the first time one of
//! its words is asked for. The languages are one table (`languages!`); the language is one for the
//! whole app ([`set_language`]), chosen from the system at the first start and under View >
//! Language.
//!
//! Numbers are handed to messages ready written in the language's form ([`decimal`]); Fluent's
//! plural rules read the number itself (`count`). No isolation marks are put around arguments:
//! egui has no bidirectional text, and every language here is written left to right.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// The languages the app speaks besides English, the source: each a variant of [`Language`], its
/// code (its folder, `src/app/languages/<code>/`, and the system's locale name it) and its name in
/// its own words. Adding a language is its folder and one line here (docs/translations.md).
macro_rules! languages {
    ($d:tt $(($variant:ident, $code:literal, $name:literal)),+ $(,)?) => {
        /// A language the app speaks.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Language {
            English,
            $($variant),+
        }

        impl Language {
            /// Every language, English first.
            pub const ALL: [Language; 1 + [$($code),+].len()] =
                [Language::English, $(Language::$variant),+];

            /// Its code, as its folder and the system's locale name it.
            pub const fn code(self) -> &'static str {
                match self {
                    Language::English => "en",
                    $(Language::$variant => $code),+
                }
            }

            /// Its name in its own words: a person looking for theirs reads it.
            pub const fn name(self) -> &'static str {
                match self {
                    Language::English => "English",
                    $(Language::$variant => $name),+
                }
            }
        }

        /// A folder's [`Words`], embedded at build time: `words!("review")` reads the English
        /// beside the code, `src/app/review/i18n/en.ftl`, and each language's
        /// `src/app/languages/<code>/review.ftl`; `words!(root)` the root's (`src/app/i18n/en.ftl`,
        /// `languages/<code>/app.ftl`).
        macro_rules! words {
            (root) => {
                $crate::app::shell::i18n::Words::new(
                    "app",
                    [
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/app/i18n/en.ftl")),
                        $(include_str!(concat!(
                            env!("CARGO_MANIFEST_DIR"),
                            "/src/app/languages/",
                            $code,
                            "/app.ftl"
                        ))),+
                    ],
                )
            };
            ($d folder:literal) => {
                $crate::app::shell::i18n::Words::new(
                    $d folder,
                    [
                        include_str!(concat!(
                            env!("CARGO_MANIFEST_DIR"),
                            "/src/app/",
                            $d folder,
                            "/i18n/en.ftl"
                        )),
                        $(include_str!(concat!(
                            env!("CARGO_MANIFEST_DIR"),
                            "/src/app/languages/",
                            $code,
                            "/",
                            $d folder,
                            ".ftl"
                        ))),+
                    ],
                )
            };
        }
        pub(crate) use words;

        /// The guide (Help > Guide) in each language, English first: docs/guide.md, and each
        /// language's `src/app/languages/<code>/guide.md`.
        pub const GUIDES: [&str; Language::ALL.len()] = [
            include_str!("../../../docs/guide.md"),
            $(include_str!(concat!("../languages/", $code, "/guide.md"))),+
        ];
    };
}

languages! { $
    (German, "de", "Deutsch"),
    (French, "fr", "Français"),
    (Spanish, "es", "Español"),
    (Swedish, "sv", "Svenska"),
    (Polish, "pl", "Polski"),
}

impl Language {
    fn index(self) -> usize {
        Language::ALL
            .iter()
            .position(|&l| l == self)
            .unwrap_or_default()
    }

    /// The language a locale name says ("de_DE.UTF-8", "pl_PL", "sv", "fr-CA"); `None` for one
    /// the app does not speak ("C", "POSIX", "ja_JP").
    pub fn of_locale(locale: &str) -> Option<Language> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language as POSIX reads it for messages: the first of LC_ALL, LC_MESSAGES and
    /// LANG that is set (and not empty) decides; English when it names none the app speaks.
    /// `var` reads the environment (the app hands in `std::env::var`).
    pub fn of_system(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| var(name).filter(|v| !v.is_empty()))
            .and_then(|locale| Language::of_locale(&locale))
            .unwrap_or(Language::English)
    }

    /// A decimal separator of its own: a comma, but in English.
    fn decimal_comma(self) -> bool {
        self != Language::English
    }
}

/// The app's language (an index into [`Language::ALL`]).
static CURRENT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// A test's own language, so that tests running side by side do not change each other's.
    #[cfg(test)]
    static TEST_LANGUAGE: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// The language every word is said in from now on (in tests, on this thread only: tests run side
/// by side, each with its own app).
pub fn set_language(language: Language) {
    #[cfg(test)]
    TEST_LANGUAGE.with(|l| l.set(Some(language)));
    #[cfg(not(test))]
    CURRENT.store(language.index(), Ordering::Relaxed);
}

/// The language words are said in now.
pub fn language() -> Language {
    #[cfg(test)]
    if let Some(language) = TEST_LANGUAGE.with(|l| l.get()) {
        return language;
    }
    Language::ALL[CURRENT.load(Ordering::Relaxed).min(Language::ALL.len() - 1)]
}

/// `value` with `places` decimals, in the language's form ("78.1" in English, "78,1" in German).
pub fn decimal(value: f64, places: usize) -> String {
    decimal_in(language(), value, places)
}

/// `value` with `places` decimals, in `language`'s form.
pub fn decimal_in(language: Language, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    if language.decimal_comma() {
        text.replace('.', ",")
    } else {
        text
    }
}

/// A date (and time) written as the record and the files keep it, "2026-11-28" or
/// "2026-11-28 09:14", in the language's form: "28.11.2026 09:14" in German and Polish,
/// "28/11/2026" in French and Spanish, as it is in English and Swedish. Text of another shape is
/// left as it is.
pub fn date(iso: &str) -> String {
    date_in(language(), iso)
}

/// A date in `language`'s form (see [`date`]).
pub fn date_in(language: Language, iso: &str) -> String {
    let (day, rest) = iso.split_at(iso.len().min(10));
    let parts: Vec<&str> = day.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return iso.to_string();
    };
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return iso.to_string();
    }
    let day = match language {
        Language::English | Language::Swedish => return iso.to_string(),
        Language::German | Language::Polish => format!("{d}.{m}.{y}"),
        Language::French | Language::Spanish => format!("{d}/{m}/{y}"),
    };
    day + rest
}

/// A share in percent ("87%" in English and Polish; "87 %", with a space that does not break, in
/// German, French, Spanish and Swedish).
pub fn percent(value: f64, places: usize) -> String {
    percent_in(language(), value, places)
}

/// A share in percent in `language`'s form.
pub fn percent_in(language: Language, value: f64, places: usize) -> String {
    let number = decimal_in(language, value, places);
    match language {
        Language::English | Language::Polish => format!("{number}%"),
        _ => format!("{number}\u{a0}%"),
    }
}

/// One feature's words: its `.ftl` text in each language (in [`Language::ALL`]'s order), each
/// language's built into a Fluent bundle once, the first time a word of it is asked for (the start
/// parses only the language on screen, and English, the fallback).
pub struct Words {
    /// The folder, for messages about the files themselves.
    pub folder: &'static str,
    pub sources: [&'static str; Language::ALL.len()],
    bundles: [OnceLock<FluentBundle<FluentResource>>; Language::ALL.len()],
}

/// `tr!(WORDS, "key")` or `tr!(WORDS, "key", name = value, ...)`: the message in the app's
/// language, its arguments filled in.
macro_rules! tr {
    ($words:expr, $key:literal) => {
        $words.text($key)
    };
    ($words:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $words.text_with($key, &args)
    }};
}
pub(crate) use tr;

impl Words {
    pub const fn new(folder: &'static str, sources: [&'static str; Language::ALL.len()]) -> Words {
        Words {
            folder,
            sources,
            bundles: [const { OnceLock::new() }; Language::ALL.len()],
        }
    }

    /// `language`'s bundle, built the first time it is asked for.
    fn bundle(&'static self, language: Language) -> &'static FluentBundle<FluentResource> {
        let i = language.index();
        self.bundles[i].get_or_init(|| {
            let id: LanguageIdentifier = language.code().parse().expect("a language code parses");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            // A file that does not parse keeps the messages that do (the tests over the files
            // fail on it first).
            let resource = FluentResource::try_new(self.sources[i].to_string())
                .unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
            bundle
        })
    }

    /// The message `key` in the app's language.
    pub fn text(&'static self, key: &str) -> Cow<'static, str> {
        self.say(language(), key, None)
    }

    /// The message `key` in the app's language, with its arguments.
    pub fn text_with(&'static self, key: &str, args: &FluentArgs<'_>) -> Cow<'static, str> {
        self.say(language(), key, Some(args))
    }

    fn say(
        &'static self,
        language: Language,
        key: &str,
        args: Option<&FluentArgs<'_>>,
    ) -> Cow<'static, str> {
        // English only where the language lacks the message (a test keeps that from happening).
        for language in [language, Language::English] {
            let bundle = self.bundle(language);
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                debug_assert!(errors.is_empty(), "{key}: {errors:?}");
                return text;
            }
        }
        // Every key the code asks for is in English (a test reads them all): a fault of ours.
        debug_assert!(false, "no message {key} in {}", self.folder);
        Cow::Owned(key.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language() {
        for (locale, language) in [
            ("de_DE.UTF-8", Some(Language::German)),
            ("fr_CA", Some(Language::French)),
            ("es", Some(Language::Spanish)),
            ("sv_SE.utf8@euro", Some(Language::Swedish)),
            ("pl-PL", Some(Language::Polish)),
            ("en_GB.UTF-8", Some(Language::English)),
            ("C", None),
            ("POSIX", None),
            ("ja_JP.UTF-8", None),
            ("", None),
        ] {
            assert_eq!(Language::of_locale(locale), language, "{locale}");
        }
    }

    /// LC_ALL before LC_MESSAGES before LANG, an empty one skipped; English where none is set or
    /// the one set names a language the app does not speak.
    #[test]
    fn the_systems_language_is_read_as_posix_reads_it() {
        let system = |vars: &[(&str, &str)]| {
            let vars: Vec<(String, String)> = vars
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            Language::of_system(move |name| {
                vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
            })
        };
        assert_eq!(system(&[]), Language::English);
        assert_eq!(system(&[("LANG", "pl_PL.UTF-8")]), Language::Polish);
        assert_eq!(
            system(&[("LANG", "pl_PL.UTF-8"), ("LC_MESSAGES", "sv_SE")]),
            Language::Swedish
        );
        assert_eq!(
            system(&[
                ("LANG", "pl_PL"),
                ("LC_MESSAGES", "sv_SE"),
                ("LC_ALL", "de_DE")
            ]),
            Language::German
        );
        assert_eq!(
            system(&[("LANG", "fr_FR"), ("LC_ALL", "")]),
            Language::French
        );
        assert_eq!(system(&[("LANG", "C.UTF-8")]), Language::English);
    }

    #[test]
    fn numbers_are_written_in_the_languages_form() {
        assert_eq!(decimal_in(Language::English, 78.14, 1), "78.1");
        assert_eq!(decimal_in(Language::German, 78.14, 1), "78,1");
        assert_eq!(percent_in(Language::English, 87.0, 0), "87%");
        assert_eq!(percent_in(Language::Polish, 87.0, 0), "87%");
        assert_eq!(percent_in(Language::French, 87.0, 0), "87\u{a0}%");
        assert_eq!(
            date_in(Language::English, "2026-11-28 09:14"),
            "2026-11-28 09:14"
        );
        assert_eq!(
            date_in(Language::German, "2026-11-28 09:14"),
            "28.11.2026 09:14"
        );
        assert_eq!(date_in(Language::French, "2026-11-28"), "28/11/2026");
        assert_eq!(date_in(Language::Swedish, "2026-11-28"), "2026-11-28");
        assert_eq!(date_in(Language::Polish, "not a date"), "not a date");
    }
}
