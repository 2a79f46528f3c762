//! The guide inside the app (Help > Guide): docs/guide.md (and its translation in each language's
//! folder, `src/app/languages/<code>/guide.md`) built into the program and rendered with its pictures, so a person without
//! the repository (an installed package) reads it whole, in their language. The pictures are built
//! in too and handed to egui's image loaders as `bytes://` addresses.

use std::sync::OnceLock;

use egui_commonmark::{CommonMarkCache, CommonMarkViewer};

use super::WORDS;
use super::i18n::{GUIDES, Language, language, tr};

/// The guide's pictures: the name it links them by, and their bytes.
const PICTURES: &[(&str, &[u8])] = &[
    (
        "screenshots/theme-dark.png",
        include_bytes!("../../../docs/screenshots/theme-dark.png"),
    ),
    (
        "screenshots/theme-light.png",
        include_bytes!("../../../docs/screenshots/theme-light.png"),
    ),
    (
        "screenshots/theme-colour-blind.png",
        include_bytes!("../../../docs/screenshots/theme-colour-blind.png"),
    ),
];

/// The address a picture is loaded from inside the app.
fn picture_uri(name: &str) -> String {
    format!("bytes://guide/{name}")
}

/// The guide's text with its pictures pointing at the built-in copies, and links to the other
/// documents (which are not built in) left as plain words.
/// In the person's language.
pub fn guide_text() -> &'static str {
    static TEXTS: [OnceLock<String>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    let i = Language::ALL
        .iter()
        .position(|&l| l == language())
        .unwrap_or_default();
    TEXTS[i].get_or_init(|| prepared(GUIDES[i]))
}

fn prepared(guide: &str) -> String {
    let mut text = guide.to_string();
    for (name, _) in PICTURES {
        text = text.replace(&format!("]({name})"), &format!("]({})", picture_uri(name)));
    }
    unlink_documents(&text)
}

/// `[engine.md](engine.md#review)` becomes `engine.md`: those documents are in the repository, not
/// in the app, and a link that opens nothing would mislead.
fn unlink_documents(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let (before, from) = rest.split_at(open);
        out.push_str(before);
        // A picture's "![": leave it to the renderer.
        let is_picture = before.ends_with('!');
        let link = from
            .find("](")
            .and_then(|mid| from[mid..].find(')').map(|end| (mid, mid + end)));
        match link {
            Some((mid, end))
                if !is_picture
                    && !from[1..mid].contains(['[', ']', '\n'])
                    && from[mid + 2..end]
                        .split('#')
                        .next()
                        .is_some_and(|target| target.ends_with(".md") || target.is_empty()) =>
            {
                out.push_str(&from[1..mid]);
                rest = &from[end + 1..];
            }
            _ => {
                out.push('[');
                rest = &from[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Hands the guide's pictures to egui (once, at start).
pub fn install_pictures(ctx: &egui::Context) {
    egui_extras::install_image_loaders(ctx);
    for (name, bytes) in PICTURES {
        ctx.include_bytes(picture_uri(name), *bytes);
    }
}

/// The guide's window, while it is open.
pub fn guide_window(ctx: &egui::Context, open: &mut bool, cache: &mut CommonMarkCache) {
    egui::Window::new(tr!(WORDS, "shell-guide-title"))
        // One id in every language: the window keeps its place and size when the language
        // changes.
        .id(egui::Id::NULL.with("guide window"))
        .open(open)
        .default_width(560.0)
        .default_height(480.0)
        .vscroll(true)
        .show(ctx, |ui| {
            CommonMarkViewer::new()
                .max_image_width(Some(520))
                .show(ui, cache, guide_text());
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In every language: its pictures built in, no dead link, and the same sections as the
    /// English (a translation that lost or gained one fails).
    #[test]
    fn the_built_in_guide_shows_its_pictures_and_no_dead_links() {
        let headings = |text: &str| text.lines().filter(|l| l.starts_with('#')).count();
        let english = headings(GUIDES[0]);
        assert!(english > 20, "{english}");
        for language in Language::ALL {
            super::super::i18n::set_language(language);
            let text = guide_text();
            assert_eq!(headings(text), english, "{language:?}");
            if language != Language::English {
                assert_ne!(text, prepared(GUIDES[0]), "{language:?}");
            }
            pictures_and_links(text);
        }
        super::super::i18n::set_language(Language::English);
    }

    fn pictures_and_links(text: &str) {
        for (name, bytes) in PICTURES {
            assert!(
                text.contains(&format!("]({})", picture_uri(name))),
                "{name}"
            );
            // A real PNG.
            assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        }
        // Every picture the guide links is built in.
        assert!(!text.contains("](screenshots/"), "a picture not built in");
        // Links to the repository's other documents are words only.
        for (i, _) in text.match_indices("](") {
            let target = &text[i + 2..];
            let target = &target[..target.find(')').unwrap_or(target.len())];
            let file = target.split('#').next().unwrap_or_default();
            assert!(
                !file.ends_with(".md") && !file.is_empty(),
                "a dead link to {target}"
            );
        }
        assert!(text.contains("RULES.md"), "the words stay");
    }

    #[test]
    fn links_to_documents_become_words() {
        assert_eq!(
            unlink_documents("see [engine.md](engine.md#review) and [x](https://a.b)"),
            "see engine.md and [x](https://a.b)"
        );
        assert_eq!(
            unlink_documents("![pic](bytes://p.png)"),
            "![pic](bytes://p.png)"
        );
        assert_eq!(unlink_documents("a [b] c"), "a [b] c");
    }
}
