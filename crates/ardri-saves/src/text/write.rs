//! The writer of the text record.

use std::fmt::Write as _;

use ardri_rules::{Game, Position, Rules};

use super::{RATING_SCALE, move_number, result_text, termination_text};
use crate::Metadata;
use crate::annotation::{Annotation, Mark};

/// The game's main line with its metadata and the person's annotations (index i = after i moves,
/// 0 = the start position) as text. Variations and engine analysis are not written.
pub fn write_text(game: &Game, metadata: &Metadata, annotations: &[Annotation]) -> String {
    let mut out = String::new();
    let mut header = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", escape_header(value));
    };
    if !metadata.event.is_empty() {
        header("Event", &metadata.event);
    }
    if !metadata.date.is_empty() {
        header("Date", &metadata.date);
    }
    header("Attackers", &metadata.attackers);
    header("Defenders", &metadata.defenders);
    if let Some(elo) = metadata.attackers_elo {
        header("AttackersElo", &elo.to_string());
    }
    if let Some(elo) = metadata.defenders_elo {
        header("DefendersElo", &elo.to_string());
    }
    if metadata.attackers_elo.is_some() || metadata.defenders_elo.is_some() {
        header("RatingScale", RATING_SCALE);
    }
    header("Result", &result_text(game.outcome().map(|o| o.winner)));
    if let Some(outcome) = game.outcome() {
        header("Termination", termination_text(outcome.reason));
    }
    if let Some(depth) = metadata.engine_depth {
        header("EngineDepth", &depth.to_string());
    }
    if !metadata.notes.is_empty() {
        header("Notes", &metadata.notes);
    }
    if *game.rules() != Rules::default() {
        header("Rules", &ron::to_string(game.rules()).unwrap_or_default());
    }
    if *game.start() != Position::start(*game.rules()) {
        header("Start", &game.start().fen());
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let braced = |a: Option<&Annotation>| a.and_then(comment_token);
    if let Some(token) = braced(annotations.first()) {
        tokens.push(token);
    }
    let mut after_comment = false;
    for (i, played) in game.moves().iter().enumerate() {
        let ply = i + 1;
        let mark = annotations
            .get(ply)
            .and_then(|a| a.mark)
            .map_or("", Mark::symbol);
        // A move number stays on the line of its move.
        tokens.push(if ply % 2 == 1 || after_comment {
            format!("{} {played}{mark}", move_number(ply))
        } else {
            format!("{played}{mark}")
        });
        let comment = braced(annotations.get(ply));
        after_comment = comment.is_some();
        tokens.extend(comment);
    }
    // Lines of about 80 characters, broken between tokens only (a comment stays whole).
    let mut line_len = 0;
    for token in tokens {
        let len = token.chars().count();
        if line_len > 0 && line_len + 1 + len > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&token);
        line_len = match token.rfind('\n') {
            Some(i) => token[i + 1..].chars().count(),
            None => line_len + len,
        };
    }
    out.push('\n');
    out
}
fn escape_header(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

/// `{comment [%arrow ...]}` for an annotation with a comment or shapes.
fn comment_token(a: &Annotation) -> Option<String> {
    let comment = a.comment.trim();
    if comment.is_empty() && a.shapes.is_empty() {
        return None;
    }
    let mut out = String::from("{");
    let mut chars = comment.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '[' if chars.peek() == Some(&'%') => out.push_str("\\["),
            c => out.push(c),
        }
    }
    for shape in &a.shapes {
        if out.len() > 1 {
            out.push(' ');
        }
        out.push_str(&shape.to_string());
    }
    out.push('}');
    Some(out)
}
