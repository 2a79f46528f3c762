//! The docs say what is there (docs/ARCHITECTURE.md): its table of folders lists every folder of the
//! repository that holds files, and none that does not exist; its table of threads names every
//! thread the app, the engine and the protocol start by name, and no thread is started without one.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use syn::visit::Visit;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn architecture() -> String {
    std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).expect("docs/ARCHITECTURE.md")
}

/// The rows of the markdown table that follows `heading` (the first table after it).
fn table_after(text: &str, heading: &str) -> Vec<String> {
    let start = text
        .find(heading)
        .unwrap_or_else(|| panic!("{heading} is in ARCHITECTURE.md"));
    text[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(str::to_string)
        .collect()
}

/// The `code` spans of a table row's first cell.
fn first_cell_names(row: &str) -> Vec<String> {
    let cell = row.split('|').nth(1).unwrap_or_default();
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Every folder under `dir` (relative to the repository) that holds a file of its own, leaving out
/// what is built or hidden.
fn folders_with_files(dir: &Path, out: &mut BTreeSet<String>) {
    let mut has_file = false;
    for entry in std::fs::read_dir(root().join(dir)).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && name != ".ci" || name == "target" {
            continue;
        }
        let path = dir.join(&name);
        if entry.file_type().unwrap().is_dir() {
            folders_with_files(&path, out);
        } else {
            has_file = true;
        }
    }
    if has_file {
        let shown = dir.to_string_lossy().into_owned();
        out.insert(if shown.is_empty() {
            ".".to_string()
        } else {
            format!("{shown}/")
        });
    }
}

#[test]
fn the_folder_table_lists_every_folder_and_no_other() {
    let listed: BTreeSet<String> = table_after(&architecture(), "## The folders")
        .iter()
        .flat_map(|row| first_cell_names(row))
        .filter(|name| name == "." || name.ends_with('/'))
        .collect();
    assert!(listed.len() > 40, "the table was read: {listed:?}");
    let mut present = BTreeSet::new();
    folders_with_files(Path::new(""), &mut present);
    // A folder's English words (`i18n/en.ftl`) are listed once, in one row; so are the
    // languages' folders (`languages/<code>/`, with their sub-folders).
    for (row, is_one) in [
        (
            "src/app/*/i18n/",
            (|f: &str| f.ends_with("/i18n/")) as fn(&str) -> bool,
        ),
        ("src/app/languages/*/", |f: &str| {
            f.starts_with("src/app/languages/") && f != "src/app/languages/"
        }),
    ] {
        assert!(listed.contains(row), "no row for {row}");
        present.retain(|f| !is_one(f));
        present.insert(row.to_string());
    }
    let missing: Vec<&String> = present.difference(&listed).collect();
    let gone: Vec<&String> = listed.difference(&present).collect();
    assert!(
        missing.is_empty(),
        "folders the table of ARCHITECTURE.md does not list: {missing:?}"
    );
    assert!(
        gone.is_empty(),
        "folders the table lists that do not exist: {gone:?}"
    );
}

/// The threads started in a source file: each by its name, or `None` for one started without.
struct Threads {
    named: Vec<String>,
    unnamed: usize,
}

fn string_literal(expr: &syn::Expr) -> Option<String> {
    match expr {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value()),
        // `"name".into()`, `"name".to_string()`
        syn::Expr::MethodCall(call) => string_literal(&call.receiver),
        _ => None,
    }
}

impl<'ast> Visit<'ast> for Threads {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        // Test modules start threads of their own, not the program's.
        let test_only = item.attrs.iter().any(|a| {
            a.path().is_ident("cfg")
                && matches!(&a.meta, syn::Meta::List(l) if l.tokens.to_string().contains("test"))
        });
        if !test_only {
            syn::visit::visit_item_mod(self, item);
        }
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        if let syn::Expr::Path(path) = &*call.func {
            let names: Vec<String> = path
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            let tail: Vec<&str> = names.iter().rev().take(2).map(String::as_str).collect();
            match tail.as_slice() {
                ["spawn", "Task" | "LatestWriter"] => {
                    if let Some(name) = call.args.first().and_then(string_literal) {
                        self.named.push(name);
                    }
                }
                ["spawn", "thread"] => self.unnamed += 1,
                _ => {}
            }
        }
        syn::visit::visit_expr_call(self, call);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        // `thread::Builder::new().name("...")`
        if call.method == "name"
            && let Some(name) = call.args.first().and_then(string_literal)
        {
            self.named.push(name);
        }
        syn::visit::visit_expr_method_call(self, call);
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

#[test]
fn the_threads_table_names_every_thread() {
    let rows = table_after(&architecture(), "## Threads and channels");
    let listed: BTreeSet<String> = rows.iter().flat_map(|row| first_cell_names(row)).collect();
    let mut files = Vec::new();
    for dir in [
        "src",
        "crates/ardri-engine/src",
        "crates/ardri-engine-cli/src",
    ] {
        rust_files(&root().join(dir), &mut files);
    }
    let mut threads = Threads {
        named: Vec::new(),
        unnamed: 0,
    };
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let before = threads.unnamed;
        threads.visit_file(&parsed);
        assert_eq!(
            threads.unnamed,
            before,
            "{} starts a thread without a name (name it and list it in ARCHITECTURE.md)",
            file.display()
        );
    }
    assert!(
        threads.named.len() >= 10,
        "the threads were read: {:?}",
        threads.named
    );
    let unlisted: Vec<&String> = threads
        .named
        .iter()
        .filter(|name| !listed.contains(*name))
        .collect();
    assert!(
        unlisted.is_empty(),
        "threads the table of ARCHITECTURE.md does not name: {unlisted:?}"
    );
}
