//! No view writes a person's words as a string literal: every word a person reads is a Fluent
//! message (`tr!`, in a folder's `i18n/`). The test parses the app's sources and counts the string
//! literals outside test code that read as words (a letter, and a space or a capital), leaving out
//! what a person does not read: message keys and ids (no space, no capital), the arguments of
//! assertions, panics and log lines, egui's ids, and the keys' own names ("Ctrl+").

#[macro_use]
mod common;

use common::app_dir;

use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// The app's sources, test files left out.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" && name != "i18n" {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" && name != "seen.rs" {
            out.push(path);
        }
    }
}

/// Macros whose text no person reads in the window (developers' and the terminal's).
const QUIET_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "panic",
    "unreachable",
    "todo",
    "unimplemented",
    "eprintln",
    "println",
    "eprint",
    "print",
    "write",
    "writeln",
    "include_str",
    "include_bytes",
    "concat",
    "env",
    "tr",
    "words",
];

/// Methods and functions whose string argument is an id, a key or a developer's message.
const QUIET_CALLS: &[&str] = &[
    "id_salt",
    "from_id_salt",
    "expect",
    "new",
    "get_string",
    "set_string",
    "storage_dir",
    "copy_aside",
    "join",
    "with_extension",
    "add_filter",
];

/// The keys' own names, as every language writes them.
const KEY_NAMES: &[&str] = &["Ctrl+", "Alt+", "Shift+", "Ctrl+V", "Ctrl+Shift+S"];

/// Literals that read as words but are data, not what a view says: kept in English on purpose and
/// said in the person's language where they are shown, or never shown at all.
const DATA: &[&str] = &[
    // Why a game does not count, and an engine aid's name: kept in English with the game (the
    // autosave, the record), said through `shell::rules::reason_words` and `aid_name`.
    "a move was taken back",
    "the level was changed during the game",
    "the sides were changed during the game",
    "a hint was asked for",
    "the analysis was used",
    "the game was reviewed while played",
    "the opening explorer was used",
    "you chose a casual game",
    "it did not count when the program stopped",
    "the match stopped with the program",
    "a game of a match, counted with the match",
    "a take-back",
    "analysis",
    "a hint",
    "the review",
    "the opening explorer",
    // Names a saved game keeps for its players and event (said through `game::judge::player_word`).
    "Human",
    "Ard Ri Engine",
    "Ard Ri Engine (level ",
    "Ard Ri Engine (level {level})",
    "Ard Ri Engine (depth {depth})",
    "Casual game",
    "Set-up position",
    "Ard Ri",
    // Each language's own name, the same in every language (View > Language).
    "English",
    "Deutsch",
    "Français",
    "Español",
    "Svenska",
    "Polski",
    // "Language" in English beside its translation, so that a person who cannot read the language
    // on screen finds their own; the SI symbol for seconds.
    " (Language)",
    " s",
    // Which preview is shown (its header says it in words).
    "the engine's line",
    "the best line",
    // Ids and names nobody reads: egui's ids, threads, questions' askers, a type's name.
    "comment box",
    "learn side",
    "restore record",
    "progress results rated",
    "progress results casual",
    "quit with games waiting",
    "clear of the level",
    "guide window",
    "Answer",
    "LineAnswer",
    // What the app reads, not says: the system's words in an error, a setting's value, a line of
    // /proc, serde's expectation, the first line of a file of the person's puzzles.
    " at path ",
    " (os error ",
    "False",
    "VmRSS",
    "a list",
    "a map",
    "# My puzzles (from my reviewed games), the format of assets/puzzles.txt: id;position;solution;themes;rating\n",
    // A fault of the app's own making, said inside its one translated message for the developers.
    "nothing carries out a cleared {other:?}",
    "no feature carries out {c:?}",
];

fn reads_as_words(text: &str) -> bool {
    // What a placeholder stands for is said elsewhere: "{name}: {e}" says nothing itself.
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let has_letter = bare.chars().any(char::is_alphabetic);
    // A word beside a placeholder counts: "{count} games" says "games".
    let has_space = bare.contains(' ') && bare.trim().contains(|c: char| c.is_alphabetic());
    let capital = bare.trim().chars().next().is_some_and(char::is_uppercase)
        && bare.chars().skip(1).any(char::is_lowercase);
    has_letter && (has_space || capital) && !KEY_NAMES.contains(&text) && !DATA.contains(&text)
}

struct Words {
    file: String,
    found: Vec<String>,
}

impl Words {
    fn literal(&mut self, text: &str, line: usize) {
        if reads_as_words(text) {
            self.found.push(format!("{}:{line}: {text:?}", self.file));
        }
    }

    /// String literals inside a macro's tokens (format!'s, vec!'s), nested macros included.
    fn tokens(&mut self, tokens: TokenStream) {
        let mut quiet_next_group = false;
        for tree in tokens {
            match tree {
                TokenTree::Literal(lit) => {
                    if let Ok(syn::Lit::Str(s)) = syn::parse_str::<syn::Lit>(&lit.to_string()) {
                        self.literal(&s.value(), lit.span().start().line);
                    }
                }
                TokenTree::Ident(ident) => {
                    quiet_next_group = QUIET_MACROS.contains(&ident.to_string().as_str());
                }
                TokenTree::Group(group) => {
                    if !quiet_next_group {
                        self.tokens(group.stream());
                    }
                    quiet_next_group = false;
                }
                // `#[doc = "..."]` inside a macro's body: a comment, not a word on screen.
                TokenTree::Punct(punct) => quiet_next_group = punct.as_char() == '#',
            }
        }
    }
}

impl<'ast> Visit<'ast> for Words {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    skip_test_items!(
        visit_item_mod: ItemMod,
        visit_item_fn: ItemFn,
        visit_item_impl: ItemImpl,
        visit_item_const: ItemConst,
    );

    fn visit_lit_str(&mut self, lit: &'ast syn::LitStr) {
        self.literal(&lit.value(), lit.span().start().line);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let name = mac
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        if !QUIET_MACROS.contains(&name.as_str()) {
            self.tokens(mac.tokens.clone());
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if QUIET_CALLS.contains(&call.method.to_string().as_str()) {
            self.visit_expr(&call.receiver);
            return;
        }
        syn::visit::visit_expr_method_call(self, call);
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        if let syn::Expr::Path(path) = &*call.func
            && path
                .path
                .segments
                .last()
                .is_some_and(|s| QUIET_CALLS.contains(&s.ident.to_string().as_str()))
        {
            return;
        }
        syn::visit::visit_expr_call(self, call);
    }
}

/// Every literal a person would read, as `file:line: "text"`.
fn words_in_code() -> Vec<String> {
    let mut files = Vec::new();
    sources(&app_dir(), &mut files);
    files.sort();
    let mut all = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let parsed = syn::parse_file(&text).unwrap();
        let mut words = Words {
            file: file.strip_prefix(app_dir()).unwrap().display().to_string(),
            found: Vec::new(),
        };
        words.visit_file(&parsed);
        all.extend(words.found);
    }
    all
}

#[test]
fn no_view_writes_a_persons_words_as_a_literal() {
    let found = words_in_code();
    // Before Fluent (issue 47) the app had 836 of them; none is left.
    assert!(
        found.is_empty(),
        "{} string literals read as words: say them through a folder's messages (`tr!`). They \
         are:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The count sees a literal where a person reads one, and not a key or an id.
#[test]
fn the_count_tells_words_from_keys() {
    assert!(reads_as_words("Save your changes?"));
    assert!(reads_as_words("Depth"));
    assert!(reads_as_words("the usual ones are used"));
    assert!(!reads_as_words("files-save-as"));
    assert!(!reads_as_words("ardri-explorer"));
    assert!(!reads_as_words("c3-c2"));
    assert!(!reads_as_words("Ctrl+"));
    assert!(!reads_as_words("{name}: {e}"));
    assert!(reads_as_words("{count} games"));
    let mut words = Words {
        file: "x.rs".into(),
        found: Vec::new(),
    };
    let source = r#"
        fn f(ui: &mut Ui) {
            ui.label("Shown words");
            ui.label(format!("{} moves left", n));
            ui.label(tr!(WORDS, "folder-key"));
            egui::ComboBox::from_id_salt("level picker");
            debug_assert!(false, "a developer's words");
        }
        #[cfg(test)]
        mod tests { fn g() { h("Test words"); } }
    "#;
    words.visit_file(&syn::parse_file(source).unwrap());
    assert_eq!(
        words.found,
        ["x.rs:3: \"Shown words\"", "x.rs:4: \"{} moves left\""]
    );
}
