//! The translations, read as Fluent parses them: every folder of the app with words keeps its
//! English in `i18n/en.ftl`, and each language its translation in `src/app/languages/<code>/`
//! (the folder's path, `app.ftl` for the root's); each parses, has every message English has and no
//! other, uses in each message the arguments English uses (so no number or name goes missing in a
//! language), and every message is asked for by its folder's code.

mod common;

use common::app_dir;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

/// The languages besides English: every folder of `src/app/languages/`.
fn languages() -> Vec<String> {
    let mut codes: Vec<String> = std::fs::read_dir(app_dir().join("languages"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    codes.sort();
    codes
}

/// Where `language`'s translation of the words in `folder` (an `i18n/` folder) is.
fn translation(folder: &Path, language: &str) -> PathBuf {
    let owner = folder.parent().unwrap();
    let name = match owner.strip_prefix(app_dir()).unwrap().to_string_lossy() {
        path if path.is_empty() => "app".to_string(),
        path => path.into_owned(),
    };
    app_dir()
        .join("languages")
        .join(language)
        .join(format!("{name}.ftl"))
}

/// Every `i18n/` folder under the app.
fn word_folders() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n == "i18n") {
                    out.push(path);
                } else if path.file_name().is_some_and(|n| n != "languages") {
                    walk(&path, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&app_dir(), &mut out);
    out.sort();
    out
}

/// Each message's id and the variables it uses, from one `.ftl` file.
fn messages(file: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", file.display()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_vars(value, &mut vars);
            }
            let id = message.id.name.to_string();
            assert!(
                out.insert(id.clone(), vars).is_none(),
                "{}: {id} twice",
                file.display()
            );
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for variant in variants {
                pattern_vars(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_vars(arg, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_says_every_message_with_its_arguments() {
    let folders = word_folders();
    assert!(folders.len() >= 2, "the walk found {folders:?}");
    let languages = languages();
    assert_eq!(languages.len(), 5, "{languages:?}");
    let mut faults = Vec::new();
    for folder in &folders {
        let english = messages(&folder.join("en.ftl"));
        assert!(!english.is_empty(), "{}: no messages", folder.display());
        for language in &languages {
            let file = translation(folder, language);
            let translated = messages(&file);
            for (id, vars) in &english {
                match translated.get(id) {
                    None => faults.push(format!("{}: {id} missing", file.display())),
                    Some(used) if used != vars => faults.push(format!(
                        "{}: {id} uses {used:?}, English {vars:?}",
                        file.display()
                    )),
                    Some(_) => {}
                }
            }
            for id in translated.keys().filter(|id| !english.contains_key(*id)) {
                faults.push(format!("{}: {id} is not in English", file.display()));
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// The code of an `i18n/` folder's owner: the `.rs` files of its feature folder (the root's, for
/// `src/app/i18n/`, are the files beside it).
fn owners_code(folder: &Path) -> String {
    let owner = folder.parent().unwrap();
    let mut text = String::new();
    let mut stack = vec![owner.to_path_buf()];
    let root = owner == app_dir();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() && !root {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                text.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    text
}

/// The lessons' ids (`id: "capturing"` in the lessons' table), whose texts the lessons' folder asks
/// for by id: `lessons-<stage>-title`, `-intro`, `lessons-<stage>-<number>-goal`, `-hint`.
fn lesson_stage_of(id: &str) -> Option<&str> {
    let rest = id.strip_prefix("lessons-")?;
    if let Some(stage) = rest
        .strip_suffix("-title")
        .or_else(|| rest.strip_suffix("-intro"))
    {
        return Some(stage);
    }
    let exercise = rest
        .strip_suffix("-goal")
        .or_else(|| rest.strip_suffix("-hint"))?;
    let (stage, number) = exercise.rsplit_once('-')?;
    number.parse::<usize>().ok().map(|_| stage)
}

fn lessons_table() -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("crates/ardri-lessons/src/table");
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect()
}

#[test]
fn every_message_is_asked_for_by_its_own_folder() {
    let table = lessons_table();
    let mut unused = Vec::new();
    for folder in word_folders() {
        let code = owners_code(&folder);
        for id in messages(&folder.join("en.ftl")).keys() {
            let a_lessons_text = folder.ends_with("lessons/i18n")
                && lesson_stage_of(id).is_some_and(|s| table.contains(&format!("id: \"{s}\"")));
            if !a_lessons_text && !code.contains(&format!("\"{id}\"")) {
                unused.push(format!("{}: {id}", folder.display()));
            }
        }
    }
    assert!(unused.is_empty(), "messages no code asks for: {unused:#?}");
}

/// A language's folder holds the translations of the folders with words and its guide, nothing
/// left over from a folder that no longer has words.
#[test]
fn a_language_folder_holds_nothing_else() {
    let expected: BTreeSet<PathBuf> = word_folders()
        .iter()
        .map(|f| translation(f, "xx"))
        .collect();
    for language in languages() {
        let dir = app_dir().join("languages").join(&language);
        let mut files = Vec::new();
        let mut stack = vec![dir.clone()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        for file in files {
            let as_xx = app_dir()
                .join("languages")
                .join("xx")
                .join(file.strip_prefix(&dir).unwrap());
            assert!(
                expected.contains(&as_xx) || file == dir.join("guide.md"),
                "{}: no folder of the app has these words",
                file.display()
            );
        }
    }
}
