//! The texts around the board: the header's forms (whose move, where in the game, the chances), the
//! clocks, the captured count, move numbers and places in words.

use std::time::{Duration, Instant};

use egui::{Color32, RichText, Ui};

use ardri_rules::{Side, Square};

use super::super::super::game::draw::DrawCtx;
use super::super::super::game::notation::moves_in;
use super::super::super::game::session::Session;
use super::super::super::shell::i18n::tr;
use super::super::WORDS;
use super::super::clock_face::clock_text;

/// The header's forms from the longest to the shortest: "Defenders to move (you)  (after move 4 of
/// 12)  ·  you vs Level 6: 38%", then without the place, then without whose move it is, then the
/// chances alone ("you vs Level 6: 38%", "you: 38%"). Without chances: with the place and without.
/// `side` is the side to move ("attackers", or "Attackers"), `whose` who moves it ("you", "engine",
/// "opponent", "variation", "study"): the messages say them in the language.
pub(super) fn header_forms(
    side: &str,
    whose: &str,
    place: &str,
    chances: Option<&str>,
) -> Vec<String> {
    let side = side.to_lowercase();
    let side = side.as_str();
    let turn = tr!(WORDS, "play-turn-whose", side = side, whose = whose);
    let Some(chances) = chances else {
        return vec![
            tr!(
                WORDS,
                "play-header-place",
                turn = turn.clone(),
                place = place
            )
            .into_owned(),
            turn.into_owned(),
        ];
    };
    let mut forms = vec![
        tr!(
            WORDS,
            "play-header-place-chances",
            turn = turn.clone(),
            place = place,
            chances = chances
        )
        .into_owned(),
        tr!(WORDS, "play-header-chances", turn = turn, chances = chances).into_owned(),
        tr!(
            WORDS,
            "play-header-side-chances",
            turn = tr!(WORDS, "play-turn", side = side),
            chances = chances
        )
        .into_owned(),
        chances.to_string(),
    ];
    // "you vs Level 6: 38%" -> "you: 38%": the figure (after the last ": ", in every language)
    // with whose it is.
    if let Some((_, figure)) = chances.rsplit_once(": ") {
        forms.push(tr!(WORDS, "play-header-your-chance", chance = figure).into_owned());
    }
    forms
}

/// The first of `forms` (the longest first) whose `width` fits in `room`, else the last (shortest).
pub(super) fn fitting<T>(forms: Vec<T>, room: f32, width: impl Fn(&T) -> f32) -> T {
    let last = forms.len().saturating_sub(1);
    let chosen = forms
        .iter()
        .position(|form| width(form) <= room)
        .unwrap_or(last);
    forms
        .into_iter()
        .nth(chosen)
        .expect("a header has at least one form")
}

/// The width `text` takes on one line.
pub(super) fn text_width(ui: &Ui, text: &RichText) -> f32 {
    egui::WidgetText::from(text.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// Each side's clock, the running one marked, for the header (none without a clock).
pub(super) fn clock_texts(session: &Session, now: Instant) -> Vec<RichText> {
    let Some(clock) = &session.clock else {
        return Vec::new();
    };
    let mut texts = Vec::new();
    for side in [Side::Attackers, Side::Defenders] {
        let left = clock.left(side, now);
        let mut text = RichText::new(format!(
            "{} {}",
            if side == Side::Attackers { "A" } else { "D" },
            clock_text(left)
        ))
        .monospace()
        .size(16.0);
        if clock.running() == Some(side) {
            text = text
                .strong()
                .background_color(Color32::from_rgb(70, 110, 60));
        }
        if left < Duration::from_secs(10) {
            text = text.color(Color32::from_rgb(230, 80, 80));
        }
        texts.push(text);
    }
    texts
}

/// Where the shown position is in the game, as the move list numbers moves: "the start, of 12
/// moves", "after move 4 of 12".
pub fn place_text(view_ply: usize, game_plies: usize) -> String {
    let moves = moves_in(game_plies);
    if view_ply == 0 {
        tr!(WORDS, "play-place-start", moves = moves).into_owned()
    } else {
        tr!(
            WORDS,
            "play-place-after",
            move = moves_in(view_ply),
            moves = moves
        )
        .into_owned()
    }
}

/// How many attackers and defenders were captured in the main line's first `ply` moves.
pub(super) fn captured_counts(game: &ardri_rules::Game, ply: usize) -> [u32; 2] {
    let mut counts = [0; 2];
    for played in game.moves().iter().take(ply) {
        // The mover captures the other side's pieces.
        let victim = match played.piece.side() {
            Side::Attackers => 1,
            Side::Defenders => 0,
        };
        counts[victim] += played.captured.count();
    }
    counts
}

/// The review's mark of the shown main-line move, for its destination square: an inaccuracy or worse.
pub(super) fn move_mark(
    ctx: &DrawCtx<'_>,
    session: &Session,
    previewing: bool,
) -> Option<(Square, &'static str, Color32)> {
    let ply = session.view_ply;
    if previewing || session.browsing.is_some() || ply == 0 {
        return None;
    }
    let judgement = ctx.marks.get(ply - 1).copied().flatten()?;
    if !judgement.class.is_error() {
        return None;
    }
    let to = session.game.moves().get(ply - 1)?.mv.to;
    Some((
        to,
        judgement.class.mark(),
        ctx.settings.board_colours.class_color(judgement.class),
    ))
}
