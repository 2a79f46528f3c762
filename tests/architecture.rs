//! The app's folders import one another one way (docs/ARCHITECTURE.md, "Where the imports go").
//! Every source file of `src/app/` is parsed as Rust (syn), and every path in it is followed: `use`
//! trees of any shape and length (`use super::{a, b::{c, d}}` over many lines), paths in code and
//! types (`super::super::game::board::Board`), and `crate::app::...`. Each `super::` is resolved from
//! the module it is written in, inline modules included. Test code (`tests.rs`, `tests/`, modules
//! under `#[cfg(test)]`) is left out, as it may reach anywhere.
//!
//! The rules: no circle among the units (each top folder of `src/app/`, and the files beside
//! `mod.rs` as the composition root); the base (`shell/`) imports nothing of the app; the core
//! (`game/`) imports no feature; a feature imports no other feature, but for the crossings listed
//! in [`KNOWN_CROSSINGS`], each a debt named in ARCHITECTURE.md (a new one fails, naming its file and
//! line).

#[macro_use]
mod common;

use common::{app_dir, is_test_only};

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::spanned::Spanned;
use syn::visit::Visit;

/// The base every unit may use, which uses nothing of the app.
const BASE: &str = "shell";
/// The shared core: what every feature builds on (the command vocabulary, the contract, the board,
/// the session, the game a person plays).
const CORE: &str = "game";
/// The composition root: the files beside `mod.rs`.
const ROOT: &str = "root";

/// The imports from one feature into another that are still there, each with why (docs/
/// ARCHITECTURE.md, "Debts"). Removing one is progress; adding one fails.
const KNOWN_CROSSINGS: &[(&str, &str)] = &[];

/// Every `.rs` file under `dir`, as paths relative to `src/app`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/app is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.strip_prefix(app_dir()).unwrap().to_path_buf());
        }
    }
}

/// The module path of a file, relative to `app` (`play/moves.rs` is `[play, moves]`, `game/mod.rs`
/// is `[game]`, `mod.rs` is `[]`).
fn module_of(file: &Path) -> Vec<String> {
    let mut parts: Vec<String> = file
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The units: each top folder of `src/app`.
fn folders() -> BTreeSet<String> {
    std::fs::read_dir(app_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .filter(|name| name != "tests")
        .collect()
}

/// The unit a module belongs to: its top folder, or the root for the files beside `mod.rs`.
fn unit_of(module: &[String], folders: &BTreeSet<String>) -> String {
    match module.first() {
        Some(top) if folders.contains(top) => top.clone(),
        _ => ROOT.to_string(),
    }
}

/// One import seen: the module written in, the module named, and the line.
struct Import {
    target: Vec<String>,
    line: usize,
}

/// Walks a file's items, keeping the module it is in, and collects every path into the app.
struct Reader {
    at: Vec<String>,
    found: Vec<Import>,
}

impl Reader {
    /// The module `segments` (a path's names, in order) points into, if it starts with `super`
    /// or `crate::app`.
    fn resolve(&self, segments: &[String]) -> Option<Vec<String>> {
        let mut module = self.at.clone();
        let mut rest = segments;
        if rest.first().is_some_and(|s| s == "crate") {
            if rest.get(1).is_some_and(|s| s == "app") {
                return Some(rest[2..].to_vec());
            }
            return None;
        }
        if rest.first().is_some_and(|s| s == "self") {
            rest = &rest[1..];
            return (rest.first().is_some_and(|s| s == "super"))
                .then(|| self.resolve(rest))
                .flatten();
        }
        let mut ups = 0;
        while rest.first().is_some_and(|s| s == "super") {
            ups += 1;
            rest = &rest[1..];
        }
        if ups == 0 || ups > module.len() {
            return None;
        }
        module.truncate(module.len() - ups);
        module.extend(rest.iter().cloned());
        Some(module)
    }

    fn note(&mut self, segments: &[String], line: usize) {
        if let Some(target) = self.resolve(segments) {
            self.found.push(Import { target, line });
        }
    }

    /// Each path a `use` tree names, in full.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.note(&prefix.clone(), n.ident.span().start().line);
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.note(&prefix.clone(), r.ident.span().start().line);
                prefix.pop();
            }
            syn::UseTree::Glob(g) => {
                self.note(&prefix.clone(), g.star_token.span().start().line);
            }
            syn::UseTree::Group(g) => {
                for item in &g.items {
                    self.use_tree(prefix, item);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Reader {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if is_test_only(&item.attrs) || item.content.is_none() {
            return;
        }
        self.at.push(item.ident.to_string());
        syn::visit::visit_item_mod(self, item);
        self.at.pop();
    }

    skip_test_items!(
        visit_item_fn: ItemFn,
        visit_item_impl: ItemImpl,
        visit_impl_item_fn: ImplItemFn,
    );

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if !is_test_only(&item.attrs) {
            self.use_tree(&mut Vec::new(), &item.tree);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.note(&segments, path.span().start().line);
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // A macro's input is tokens, not parsed: its paths (`super::x::y` written inside
        // `matches!` or a macro of the app's own) are found in the tokens.
        let tokens: Vec<proc_macro2::TokenTree> = mac.tokens.clone().into_iter().collect();
        self.macro_paths(&tokens);
        syn::visit::visit_macro(self, mac);
    }
}

impl Reader {
    /// Paths `super :: a :: b` (or `crate :: app :: ...`) in a macro's tokens, groups included.
    fn macro_paths(&mut self, tokens: &[proc_macro2::TokenTree]) {
        use proc_macro2::TokenTree;
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Group(g) => {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    self.macro_paths(&inner);
                    i += 1;
                }
                TokenTree::Ident(id) if id == "super" || id == "crate" => {
                    let line = id.span().start().line;
                    let mut segments = vec![id.to_string()];
                    let mut j = i + 1;
                    // `::` is two `:` puncts, then a name.
                    while j + 2 < tokens.len() + 1 {
                        let colons = matches!((&tokens.get(j), &tokens.get(j + 1)),
                            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                                if a.as_char() == ':' && b.as_char() == ':');
                        match (colons, tokens.get(j + 2)) {
                            (true, Some(TokenTree::Ident(name))) => {
                                segments.push(name.to_string());
                                j += 3;
                            }
                            _ => break,
                        }
                    }
                    self.note(&segments, line);
                    i = j;
                }
                _ => i += 1,
            }
        }
    }
}

/// An edge between units, with where it was first seen.
type Edges = BTreeMap<String, BTreeMap<String, String>>;

/// Which unit imports which, from the app's sources (test code left out), each edge with the first
/// file and line that makes it.
fn imports() -> Edges {
    let folders = folders();
    let mut files = Vec::new();
    sources(&app_dir(), &mut files);
    files.sort();
    let mut edges: Edges = BTreeMap::new();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy();
        if name == "tests.rs" || file.components().any(|c| c.as_os_str() == "tests") {
            continue;
        }
        let module = module_of(&file);
        let unit = unit_of(&module, &folders);
        let text = std::fs::read_to_string(app_dir().join(&file)).unwrap();
        let parsed = syn::parse_file(&text)
            .unwrap_or_else(|e| panic!("{} does not parse: {e}", file.display()));
        let mut reader = Reader {
            at: module,
            found: Vec::new(),
        };
        reader.visit_file(&parsed);
        for import in reader.found {
            let to = unit_of(&import.target, &folders);
            if to != unit {
                edges
                    .entry(unit.clone())
                    .or_default()
                    .entry(to)
                    .or_insert_with(|| format!("src/app/{}:{}", file.display(), import.line));
            }
        }
    }
    edges
}

/// Every unit that `from` reaches through the imports.
fn reached(edges: &Edges, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![from.to_string()];
    while let Some(unit) = todo.pop() {
        for next in edges.get(&unit).into_iter().flat_map(|m| m.keys()) {
            if seen.insert(next.clone()) {
                todo.push(next.clone());
            }
        }
    }
    seen
}

/// The features: every unit but the base, the core and the root.
fn features() -> BTreeSet<String> {
    folders()
        .into_iter()
        .filter(|f| f != BASE && f != CORE)
        .collect()
}

#[test]
fn the_reader_sees_every_shape_of_path() {
    let source = r#"
        use super::{
            game::commands::Command,
            puzzles::{self, mine::MyPuzzles},
        };
        mod inner {
            use super::super::library::list;
            fn f() { let _ = super::super::files::ops::x(); }
        }
        #[cfg(test)]
        mod tests { use super::super::explorer::Explorer; }
        fn g() { assert!(matches!(x, super::progress::Command::Open)); }
        fn h() -> crate::app::sound::Sounds { todo!() }
    "#;
    let mut reader = Reader {
        at: vec!["review".to_string()],
        found: Vec::new(),
    };
    reader.visit_file(&syn::parse_file(source).unwrap());
    let folders: BTreeSet<String> = [
        "game", "puzzles", "library", "files", "explorer", "progress", "sound", "review",
    ]
    .map(String::from)
    .into();
    let units: BTreeSet<String> = reader
        .found
        .iter()
        .map(|i| unit_of(&i.target, &folders))
        .collect();
    let expected: BTreeSet<String> = ["game", "puzzles", "library", "files", "progress", "sound"]
        .map(String::from)
        .into();
    assert_eq!(units, expected, "the test module's explorer is left out");
    // The group's second line is where `puzzles` is named.
    let puzzles = reader
        .found
        .iter()
        .find(|i| i.target.first().is_some_and(|t| t == "puzzles"))
        .unwrap();
    assert_eq!(puzzles.line, 4);
}

#[test]
fn no_folder_of_the_app_imports_one_that_imports_it() {
    let edges = imports();
    // The reading found the imports it should (a sanity check of the reader itself).
    assert!(edges[ROOT].contains_key(CORE) && edges[ROOT].contains_key("puzzles"));
    assert!(edges["puzzles"].contains_key(CORE));
    let circles: Vec<String> = edges
        .keys()
        .filter(|unit| reached(&edges, unit).contains(*unit))
        .map(|unit| {
            let back: Vec<String> = edges[unit]
                .iter()
                .filter(|(next, _)| reached(&edges, next).contains(unit))
                .map(|(next, at)| format!("{next} ({at})"))
                .collect();
            format!("{unit} -> {back:?} -> ... -> {unit}")
        })
        .collect();
    assert!(circles.is_empty(), "imports in a circle: {circles:#?}");
}

#[test]
fn the_base_imports_nothing_of_the_app_and_the_core_no_feature() {
    let edges = imports();
    assert_eq!(
        edges.get(BASE),
        None,
        "the base (shell/) imports nothing of the app"
    );
    let features = features();
    let into_features: Vec<String> = edges
        .get(CORE)
        .into_iter()
        .flatten()
        .filter(|(to, _)| features.contains(*to))
        .map(|(to, at)| format!("{to} ({at})"))
        .collect();
    assert!(
        into_features.is_empty(),
        "the core (game/) imports features: {into_features:?}"
    );
}

#[test]
fn a_feature_imports_no_other_feature_but_the_known_debts() {
    let edges = imports();
    let features = features();
    let known: BTreeSet<(String, String)> = KNOWN_CROSSINGS
        .iter()
        .map(|&(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let mut new = Vec::new();
    let mut seen = BTreeSet::new();
    for (from, targets) in &edges {
        if !features.contains(from) {
            continue;
        }
        for (to, at) in targets {
            if !features.contains(to) {
                continue;
            }
            let pair = (from.clone(), to.clone());
            if known.contains(&pair) {
                seen.insert(pair);
            } else {
                new.push(format!("{from} imports {to} ({at})"));
            }
        }
    }
    assert!(new.is_empty(), "a feature imports another: {new:#?}");
    // A debt paid is taken off the list, so that it cannot come back unseen.
    let paid: Vec<&(String, String)> = known.difference(&seen).collect();
    assert!(
        paid.is_empty(),
        "no longer imported, take off KNOWN_CROSSINGS: {paid:?}"
    );
}

#[test]
fn only_the_root_says_which_commands_a_feature_owns() {
    // `impl OwnCommand for ...` makes a type a feature's command. Only the root's one list
    // (features.rs: its macro, which the parser leaves as tokens, and the record's line) writes
    // one, so that every command that can be built has an owner: one written elsewhere fails.
    let mut files = Vec::new();
    sources(&app_dir(), &mut files);
    struct Impls(Vec<String>);
    impl<'ast> Visit<'ast> for Impls {
        fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
            if let Some((_, path, _)) = &item.trait_
                && path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "OwnCommand")
            {
                self.0.push(format!("line {}", item.span().start().line));
            }
            syn::visit::visit_item_impl(self, item);
        }
    }
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(app_dir().join(&file)).unwrap();
        let mut impls = Impls(Vec::new());
        impls.visit_file(&syn::parse_file(&text).unwrap());
        found.extend(
            impls
                .0
                .into_iter()
                .map(|at| format!("{}: {at}", file.display())),
        );
    }
    assert!(
        found.iter().all(|f| f.starts_with("features.rs:")),
        "OwnCommand implemented outside the root's list: {found:?}"
    );
}

#[test]
fn only_the_root_hands_out_the_game_to_change() {
    // A writing context (`Context::writing`) lends the game, the engine link and the status bar
    // to change: the root makes one for the game's feature (`with_play` in dispatch.rs), and no
    // feature makes one for itself.
    let mut files = Vec::new();
    sources(&app_dir(), &mut files);
    struct Calls(Vec<usize>);
    impl<'ast> Visit<'ast> for Calls {
        fn visit_expr_path(&mut self, expr: &'ast syn::ExprPath) {
            let names: Vec<String> = expr
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            if names.ends_with(&["Context".to_string(), "writing".to_string()]) {
                self.0.push(expr.span().start().line);
            }
            syn::visit::visit_expr_path(self, expr);
        }
    }
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(app_dir().join(&file)).unwrap();
        let mut calls = Calls(Vec::new());
        calls.visit_file(&syn::parse_file(&text).unwrap());
        found.extend(
            calls
                .0
                .into_iter()
                .map(|line| format!("{}:{line}", file.display())),
        );
    }
    assert_eq!(found.len(), 1, "writing contexts made: {found:?}");
    assert!(found[0].starts_with("dispatch.rs:"), "{found:?}");
}

/// The most lines the core may hold, its test code (a `tests.rs`, an item under `#[cfg(test)]`)
/// left out: what every feature shares stays small; the game a person plays is `play/`.
const CORE_LINES: usize = 4_500;

/// The core's lines without its test code.
fn core_lines() -> usize {
    let mut files = Vec::new();
    sources(&app_dir().join(CORE), &mut files);
    files
        .iter()
        .filter(|f| f.file_name().is_some_and(|n| n != "tests.rs"))
        .map(|file| {
            let text = std::fs::read_to_string(app_dir().join(file)).unwrap();
            let parsed = syn::parse_file(&text).expect("the core parses");
            let test_lines: usize = parsed
                .items
                .iter()
                .filter(|item| is_test_only(item_attrs(item)))
                .map(|item| item.span().end().line - item.span().start().line + 1)
                .sum();
            text.lines().count() - test_lines
        })
        .sum()
}

/// An item's attributes (the kinds the core writes under `#[cfg(test)]`).
fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Mod(m) => &m.attrs,
        syn::Item::Fn(f) => &f.attrs,
        syn::Item::Struct(s) => &s.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Use(u) => &u.attrs,
        syn::Item::Enum(e) => &e.attrs,
        syn::Item::Const(c) => &c.attrs,
        _ => &[],
    }
}

#[test]
fn the_core_stays_small() {
    let lines = core_lines();
    assert!(
        lines <= CORE_LINES,
        "src/app/{CORE}/ holds {lines} lines without its tests, more than {CORE_LINES}: what is not \
         shared by every feature belongs in a feature's folder (the game a person plays: play/)"
    );
    // The count reads the real tree (a core of a few lines would mean the walk went wrong).
    assert!(lines > 1_000, "{lines}");
}
