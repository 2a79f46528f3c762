//! The app's folders import one another one way (docs/ARCHITECTURE.md, "Where the imports go"): no
//! folder of `src/app/` imports another that imports it back, through any chain, counting the root
//! files of `src/app/` as one more unit (the composition root), and the base (`shell/`) imports
//! nothing of the app. Each `super::` path is resolved from the module it is written in (inline
//! modules by rustfmt's indentation); test code (`tests.rs`, `tests/`, modules under a `cfg(test)`
//! attribute) is left out, as it may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn app_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/app")
}

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

/// The module path of a file, relative to `app` (`game/moves.rs` is `[game, moves]`, `game/mod.rs`
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

/// The unit a module belongs to: its top folder, or the root for the files beside `mod.rs`.
fn unit_of(module: &[String]) -> String {
    match module.first() {
        Some(top) if app_dir().join(top).is_dir() => top.clone(),
        _ => "root".to_string(),
    }
}

/// The modules named by `super::` chains in `line`, written in module `at`.
fn super_targets(line: &str, at: &[String]) -> Vec<Vec<String>> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(found) = rest.find("super::") {
        // The start of a chain: not the tail of a longer one.
        let before = &rest[..found];
        let chain_start =
            !before.ends_with("::") && !before.ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let mut after = &rest[found..];
        let mut ups = 0;
        while let Some(next) = after.strip_prefix("super::") {
            ups += 1;
            after = next;
        }
        if chain_start && ups <= at.len() {
            let base = &at[..at.len() - ups];
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() && after.starts_with('{') {
                // `super::{a, b::c}`: each first name of the group (a group on one line).
                for item in group_heads(after) {
                    let mut target = base.to_vec();
                    target.push(item);
                    targets.push(target);
                }
            } else {
                let mut target = base.to_vec();
                if !name.is_empty() {
                    target.push(name);
                }
                targets.push(target);
            }
        }
        rest = after;
    }
    let mut rest = line;
    while let Some(found) = rest.find("crate::app::") {
        let after = &rest[found + "crate::app::".len()..];
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        targets.push(vec![name]);
        rest = after;
    }
    targets
}

/// The first name of each item of the group `{a, b::c, d::{e, f}}` that opens `text`.
fn group_heads(text: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut at_item_start = false;
    let mut name = String::new();
    for c in text.chars() {
        let ident = c.is_alphanumeric() || c == '_';
        if at_item_start && ident {
            name.push(c);
            continue;
        }
        if !name.is_empty() {
            heads.push(std::mem::take(&mut name));
            at_item_start = false;
        }
        match c {
            '{' => {
                depth += 1;
                at_item_start = depth == 1;
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ',' if depth == 1 => at_item_start = true,
            _ => {}
        }
    }
    heads
}

/// The indentation of a line.
fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// `mod NAME {` on a line of its own: the inline module's name.
fn inline_module(line: &str) -> Option<String> {
    let text = line.trim();
    let text = text.strip_prefix("pub ").unwrap_or(text);
    let text = text.strip_prefix("pub(crate) ").unwrap_or(text);
    let name = text.strip_prefix("mod ")?.strip_suffix(" {")?;
    name.chars()
        .all(|c| c.is_alphanumeric() || c == '_')
        .then(|| name.to_string())
}

/// Which unit imports which, from the app's sources (test code left out).
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(&app_dir(), &mut files);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy();
        if name == "tests.rs" || file.components().any(|c| c.as_os_str() == "tests") {
            continue;
        }
        let module = module_of(&file);
        let unit = unit_of(&module);
        let text = std::fs::read_to_string(app_dir().join(&file)).unwrap();
        // Inline modules open at an indentation and close at the same one.
        let mut inline: Vec<(usize, String)> = Vec::new();
        let mut skipping: Option<usize> = None;
        let mut previous = "";
        for line in text.lines() {
            if let Some(at) = skipping {
                if line.trim() == "}" && indent(line) == at {
                    skipping = None;
                }
                continue;
            }
            let opened = inline_module(line);
            if opened.is_some() && previous.contains("cfg(") && previous.contains("test") {
                skipping = Some(indent(line));
                previous = line;
                continue;
            }
            let mut at = module.clone();
            at.extend(inline.iter().map(|(_, name)| name.clone()));
            for target in super_targets(line, &at) {
                let to = unit_of(&target);
                if to != unit {
                    edges.entry(unit.clone()).or_default().insert(to);
                }
            }
            match opened {
                Some(name) => inline.push((indent(line), name)),
                None => {
                    if line.trim() == "}" && inline.last().is_some_and(|(i, _)| *i == indent(line))
                    {
                        inline.pop();
                    }
                }
            }
            if !line.trim().is_empty() {
                previous = line;
            }
        }
    }
    edges
}

/// Every unit that `from` reaches through the imports.
fn reached(edges: &BTreeMap<String, BTreeSet<String>>, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![from.to_string()];
    while let Some(unit) = todo.pop() {
        for next in edges.get(&unit).into_iter().flatten() {
            if seen.insert(next.clone()) {
                todo.push(next.clone());
            }
        }
    }
    seen
}

#[test]
fn no_folder_of_the_app_imports_one_that_imports_it() {
    let edges = imports();
    // The reading found the imports it should (a sanity check of the reader itself).
    assert!(edges["root"].contains("game") && edges["root"].contains("puzzles"));
    assert!(edges["puzzles"].contains("game"));
    let circles: Vec<String> = edges
        .keys()
        .filter(|unit| reached(&edges, unit).contains(*unit))
        .map(|unit| {
            let back: Vec<&String> = edges[unit]
                .iter()
                .filter(|next| reached(&edges, next).contains(unit))
                .collect();
            format!("{unit} -> {back:?} -> ... -> {unit}")
        })
        .collect();
    assert!(circles.is_empty(), "imports in a circle: {circles:#?}");
    assert_eq!(
        edges.get("shell"),
        None,
        "the base (shell/) imports nothing of the app"
    );
    // Only the root imports the features.
    for feature in [
        "editor", "explorer", "learn", "lessons", "library", "progress",
    ] {
        let importers: Vec<&String> = edges
            .iter()
            .filter(|(_, to)| to.contains(feature))
            .map(|(from, _)| from)
            .collect();
        assert_eq!(
            importers,
            ["root"],
            "{feature} is imported by {importers:?}"
        );
    }
}
