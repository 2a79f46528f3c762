//! The board area: the header line (whose move, the clocks, the captures), the evaluation bar and the
//! board. It owns what only the board needs: the selected piece, the marks of fresh captures, and
//! the preview of an engine line. Each is tied to the position it was made on, so when the shown
//! position changes (a move, undo, navigation) they go by themselves; no other code clears them.

use super::engine_state::EngineState;
use egui::{Color32, Rect, RichText, Ui, Vec2};

use ardri_rules::{Bitboard, Move, Position, Square};

use super::super::game::board::{BoardInput, BoardView, board_ui, coordinate_margin};
use super::super::game::commands::{BoardCommand, Commands, MoveCommand, NoteEdit};
use super::super::game::draw::DrawCtx;
use super::super::game::engine_link::EngineLink;
use super::super::game::eval_bar;
use super::super::game::preview::Preview;
use super::super::game::session::{Session, Spot};
use super::super::shell::i18n::tr;
use super::moves::person_may_move;
use super::{WORDS, bar, outcome_text};

/// The title of a preview of the engine's line (the header names it).
const ENGINE_LINE: &str = "the engine's line";

/// How long a capture mark stays visible, in seconds.
const CAPTURE_MARK_TIME: f64 = 1.2;
/// Learning aids: how long a move slides into place, in seconds.
const SLIDE_TIME: f64 = 0.15;
/// Learning aids: taken pieces fade from the first opacity to the second over this many seconds,
/// then stay at it until the next move.
const TAKEN_FADE_TIME: f64 = 1.5;
const TAKEN_OPACITY: (f32, f32) = (0.6, 0.25);

pub struct BoardArea {
    /// The selected piece's square.
    pub selected: Option<Square>,
    /// Capture marks: square and the time (egui seconds) of the capture.
    marks: Vec<(Square, f64)>,
    pub preview: Option<Preview>,
    /// The shown position (hash) and the game's revision last frame: a change is a new move or
    /// another view.
    seen: Option<(u64, u64)>,
    /// Where the board's squares were drawn last frame (windows are placed beside it).
    pub board_rect: Rect,
    /// The arrows drawn last frame, with their strength (what the board shows, for tests).
    pub drawn_arrows: Vec<(Move, f32)>,
    /// The person's drawings shown last frame (for tests).
    pub drawn_shapes: Vec<ardri_saves::Shape>,
    /// The last move shown one move on (played or stepped to), and when (egui seconds): what slides
    /// into place and how long the taken pieces take to fade, with the learning aids on.
    moved: Option<(Move, f64)>,
    /// The learning aids drawn last frame (for tests).
    pub drawn_aids: Option<super::super::game::board::BoardAids>,
}

impl Default for BoardArea {
    fn default() -> BoardArea {
        BoardArea {
            selected: None,
            marks: Vec::new(),
            preview: None,
            seen: None,
            board_rect: Rect::NOTHING,
            drawn_arrows: Vec::new(),
            drawn_shapes: Vec::new(),
            moved: None,
            drawn_aids: None,
        }
    }
}

impl BoardArea {
    /// Follows the session: a new move on the shown line marks its captures; any other change of
    /// the shown position drops the selection, the marks and a preview made on another position.
    pub fn follow(&mut self, session: &Session, now: f64) {
        let shown = session.shown_position();
        let key = (shown.hash(), session.revision());
        self.marks.retain(|&(_, t)| now - t < CAPTURE_MARK_TIME);
        if self.preview.as_ref().is_some_and(|p| p.from != shown) {
            self.preview = None;
        }
        let Some((old_hash, old_revision)) = self.seen.replace(key) else {
            return;
        };
        if old_hash == key.0 {
            return;
        }
        self.selected = None;
        self.marks.clear();
        self.moved = None;
        // One move on (played, or stepped to): the shown position's predecessor is the one shown
        // before. A move just played marks its captures.
        if let Some(played) = session.shown_last_move() {
            let line = session.shown_line();
            let before = session
                .view_ply
                .checked_sub(1)
                .and_then(|p| line.position_at(p));
            if before.is_some_and(|p| p.hash() == old_hash) {
                self.moved = Some((played.mv, now));
                if old_revision != key.1 {
                    self.marks.extend(played.captured.map(|sq| (sq, now)));
                }
            }
        }
    }

    /// Whether marks are fading or a piece sliding (the window must be redrawn until they are done).
    pub fn animating(&self) -> bool {
        !self.marks.is_empty()
            || self.drawn_aids.as_ref().is_some_and(|a| a.slide.is_some())
            || self.drawn_aids.as_ref().is_some_and(|a| {
                a.taken
                    .iter()
                    .any(|&(_, _, opacity)| opacity > TAKEN_OPACITY.1)
            })
    }

    /// The learning aids for `position` (the shown one, or a preview's) at egui time `now`.
    fn aids(
        &self,
        session: &Session,
        position: &Position,
        previewing: bool,
        now: f64,
    ) -> super::super::game::board::BoardAids {
        use super::aids;
        let mut board_aids = super::super::game::board::BoardAids {
            danger: aids::in_danger(position),
            king_paths: aids::king_paths(position),
            ..Default::default()
        };
        if previewing {
            return board_aids;
        }
        let since = |at: f64| now - at;
        if let Some(played) = session.shown_last_move() {
            let moved_at = self.moved.filter(|(m, _)| *m == played.mv).map(|(_, t)| t);
            if let Some(at) = moved_at
                && since(at) < SLIDE_TIME
                && !aids::reduces_motion()
            {
                board_aids.slide = Some((played.mv, (since(at) / SLIDE_TIME) as f32));
            }
            let (first, last) = TAKEN_OPACITY;
            let opacity = moved_at.map_or(last, |at| {
                let t = (since(at) / TAKEN_FADE_TIME).clamp(0.0, 1.0) as f32;
                first + (last - first) * t
            });
            let victim = match played.piece {
                ardri_rules::Piece::Attacker => ardri_rules::Piece::Defender,
                _ => ardri_rules::Piece::Attacker,
            };
            board_aids.taken = played.captured.map(|sq| (sq, victim, opacity)).collect();
        }
        if let Some(outcome) = session.shown_line().outcome_at(session.view_ply) {
            board_aids.king_end = match outcome.reason {
                ardri_rules::EndReason::KingCaptured => Some((position.king_square(), true)),
                ardri_rules::EndReason::KingEscaped => Some((position.king_square(), false)),
                _ => None,
            };
        }
        board_aids
    }

    /// Starts a preview of analysis line `line` up to `moves` moves from the shown position.
    pub fn start_preview(
        &mut self,
        session: &Session,
        engine: &EngineLink,
        line: usize,
        moves: usize,
    ) {
        let shown = session.shown_position();
        if let Some(search) = engine.report_for(shown.hash())
            && let Some(info) = search.lines.get(line)
        {
            self.preview = Some(Preview::new(shown, info.pv.clone(), moves, ENGINE_LINE));
        }
    }

    /// The squares whose pieces the person may move now.
    fn movable(&self, ctx: &DrawCtx<'_>) -> Bitboard {
        if self.preview.is_none()
            && person_may_move(ctx.settings, ctx.session, ctx.editing, ctx.holder_mover)
        {
            let position = ctx.session.shown_position();
            position.side_pieces(position.side_to_move())
        } else {
            Bitboard::EMPTY
        }
    }

    /// Draws the header, the bar and the board; moves and clicks become commands.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        ctx: &DrawCtx<'_>,
        engine: &EngineState,
        setup: Option<super::super::game::board::SetUpPieces>,
        commands: &mut Commands,
    ) {
        let session = ctx.session;
        let shown = session.shown_position();
        let position = self.preview.as_ref().map_or(shown, Preview::position);
        let header = self.header(ctx, engine, &position);
        let [attackers, defenders] = captured_counts(&session.game, session.view_ply);
        let captured = RichText::new(tr!(
            WORDS,
            "play-captured",
            attackers = attackers,
            defenders = defenders
        ))
        .weak();
        // One line at every width, so the board below never jumps: the clocks keep their room,
        // the header and the captured count are cut short ("...") instead of wrapping.
        ui.horizontal(|ui| {
            let clocks = clock_texts(session, ctx.instant);
            let spacing = ui.spacing().item_spacing.x;
            let clocks_width: f32 = clocks.iter().map(|c| text_width(ui, c) + spacing).sum();
            let room = (ui.available_width() - clocks_width - spacing).max(0.0);
            // The longest form that fits; only the shortest is ever cut.
            let header = fitting(header, room, |text| text_width(ui, text));
            let header_width = text_width(ui, &header).min(room);
            ui.scope(|ui| {
                ui.set_max_width(header_width);
                ui.add(egui::Label::new(header).truncate());
            });
            for clock in clocks {
                ui.label(clock);
            }
            // Cut short, a label still takes the width of its "..."; where even that does not
            // fit, the count is left out rather than drawn over the panel beside.
            if ui.available_width() >= 2.0 * text_width(ui, &RichText::new("...")) {
                ui.add(egui::Label::new(captured).truncate());
            }
        });
        let movable = self.movable(ctx);
        let arrows = self.arrows(ctx, engine, &shown);
        self.drawn_arrows.clone_from(&arrows);
        let captured: Vec<(Square, f32)> = self
            .marks
            .iter()
            .map(|&(sq, t)| (sq, (1.0 - (ctx.now - t) / CAPTURE_MARK_TIME) as f32))
            .collect();
        // The drawings of the shown position belong to it; a preview shows another position.
        let can_draw = ctx.can_annotate && !ctx.editing && self.preview.is_none();
        let drawings = match session.annotation(session.shown_spot()) {
            Some(a) if can_draw => a.shapes.clone(),
            _ => Vec::new(),
        };
        self.drawn_shapes.clone_from(&drawings);
        let last_move = match &self.preview {
            Some(preview) => preview.moves().last().copied(),
            None => session.shown_last_move().map(|p| p.mv),
        };
        let aids = (ctx.settings.learning_aids_on(ctx.persons_rated_games) && setup.is_none())
            .then(|| self.aids(session, &position, self.preview.is_some(), ctx.now));
        self.drawn_aids.clone_from(&aids);
        let view = BoardView {
            position: &position,
            flipped: ctx.settings.flipped,
            show_coordinates: ctx.settings.show_coordinates,
            show_dots: ctx.settings.show_legal_dots,
            selected: self.selected,
            last_move,
            captured: &captured,
            arrows: &arrows,
            movable,
            setup,
            drawings: &drawings,
            can_draw,
            move_mark: move_mark(ctx, session, self.preview.is_some()),
            aids: aids.as_ref(),
        };
        let (bar, decided) = if self.preview.is_some() {
            (bar::BarChances::none(&tr!(WORDS, "play-bar-preview")), None)
        } else {
            // A finished game needs no engine: the bar shows its result.
            let decided = session.shown_line().outcome_at(session.view_ply);
            (bar::bar_chances(ctx, engine, &shown), decided)
        };
        let available = ui.available_size();
        // A narrower bar in a small window leaves the room to the board.
        let bar_width = (available.x * 0.06).clamp(24.0, 48.0);
        let bar_space = if ctx.settings.show_eval_bar {
            bar_width + ui.spacing().item_spacing.x
        } else {
            0.0
        };
        let side = (available.x - bar_space).min(available.y).max(140.0);
        let margin = coordinate_margin(side, ctx.settings.show_coordinates);
        let left_pad = ((available.x - bar_space - side) / 2.0).max(0.0);
        let inputs = ui
            .horizontal_top(|ui| {
                ui.add_space(left_pad);
                if ctx.settings.show_eval_bar {
                    // The bar runs exactly along the squares, beside the rank numbers.
                    ui.vertical(|ui| {
                        ui.add_space(margin);
                        bar::eval_bar_ui(
                            ui,
                            Vec2::new(bar_width, side - 2.0 * margin),
                            bar.chances,
                            &bar.whose,
                            eval_bar::BarNumber::of(ctx.settings.raw_score, bar.chance_only),
                            decided,
                            ctx.settings.flipped,
                        );
                    });
                }
                let inputs = board_ui(ui, &view, side);
                self.board_rect = ui.min_rect();
                inputs
            })
            .inner;
        if ctx.editing {
            for input in inputs {
                if let BoardInput::Clicked(sq) = input {
                    commands.push(MoveCommand::SquareClicked(sq));
                }
            }
        } else {
            self.handle_inputs(inputs, movable, session.shown_spot(), commands);
        }
    }

    fn handle_inputs(
        &mut self,
        inputs: Vec<BoardInput>,
        movable: Bitboard,
        shown: Spot,
        commands: &mut Commands,
    ) {
        for input in inputs {
            match input {
                BoardInput::Clicked(sq) => {
                    let mine = movable.contains(sq);
                    match self.selected {
                        Some(from) if from != sq && !mine => {
                            self.selected = None;
                            commands.push(MoveCommand::Play(Move::new(from, sq)));
                        }
                        Some(from) if from == sq => self.selected = None,
                        _ => self.selected = mine.then_some(sq),
                    }
                }
                BoardInput::Dropped { from, to } => match to {
                    Some(to) if to != from => {
                        self.selected = None;
                        commands.push(MoveCommand::Play(Move::new(from, to)));
                    }
                    // A drop back on its square or off the board: the piece snaps back, still selected.
                    _ => self.selected = Some(from),
                },
                BoardInput::Drew(shape) => commands.push(BoardCommand::Note {
                    at: shown,
                    edit: NoteEdit::Shape(shape),
                }),
            }
        }
    }

    /// The header line in its forms, the longest first: where the window is narrow, the shorter
    /// forms drop the place in the game, then the words around who moves, so that the person's
    /// chances ("you vs Level 6: 38%") always show whole.
    fn header(
        &self,
        ctx: &DrawCtx<'_>,
        engine: &EngineState,
        position: &Position,
    ) -> Vec<RichText> {
        let session = ctx.session;
        let blue = Color32::from_rgb(90, 150, 220);
        if ctx.editing {
            return vec![
                RichText::new(tr!(WORDS, "play-setting-up"))
                    .size(16.0)
                    .color(blue),
            ];
        }
        if let Some(preview) = &self.preview {
            // The line previewed, as the message names it: the engine's, the best line of Learn's
            // exercise (learn's `SOLUTION_PREVIEW`: no feature imports another), else its title.
            let line = match preview.title {
                ENGINE_LINE => "engine",
                "the best line" => "best",
                other => other,
            };
            return vec![
                RichText::new(tr!(
                    WORDS,
                    "play-preview",
                    line = line,
                    step = preview.step,
                    steps = preview.line.len()
                ))
                .size(16.0)
                .color(blue),
            ];
        }
        let at_end = session.at_end();
        match session.game.outcome() {
            Some(outcome) if at_end => vec![
                RichText::new(outcome_text(outcome))
                    .strong()
                    .size(18.0)
                    .color(Color32::from_rgb(210, 150, 30)),
            ],
            _ => {
                let to_move = position.side_to_move();
                let whose = if session.browsing.is_some() {
                    "variation"
                } else if session.for_study && ctx.holder_mover.is_none() {
                    "study"
                } else if let Some(solver) = ctx.holder_mover {
                    // A puzzle's or a lesson's other side answers from its line, not the engine.
                    if solver == to_move { "you" } else { "opponent" }
                } else if ctx.settings.players.engine_plays(to_move) {
                    "engine"
                } else {
                    "you"
                };
                let place = if at_end {
                    String::new()
                } else {
                    format!(
                        "  ({})",
                        place_text(session.view_ply, session.game.ply_count())
                    )
                };
                // While playing with the chances shown, they are said in words beside the bar.
                let chances = bar::live_chances(ctx, engine).map(|(_, _, label)| label);
                header_forms(to_move.name(), whose, &place, chances.as_deref())
                    .into_iter()
                    .map(|text| RichText::new(text).size(16.0))
                    .collect()
            }
        }
    }

    fn arrows(
        &self,
        ctx: &DrawCtx<'_>,
        engine: &EngineState,
        shown: &Position,
    ) -> Vec<(Move, f32)> {
        let mut arrows: Vec<(Move, f32)> = Vec::new();
        // The move the game went, faint (the weakest an arrow is drawn), where a better one is sought
        // (not over a preview's position).
        if let Some(m) = ctx
            .faint_move
            .filter(|&m| shown.is_legal(m) && self.preview.is_none())
        {
            arrows.push((m, 0.0));
        }
        if !ctx.settings.show_best_arrow || self.preview.is_some() {
            return arrows;
        }
        if let Some(search) = ctx.engine.report_for(shown.hash()) {
            for (i, info) in search.lines.iter().enumerate() {
                if let Some(&m) = info.pv.first() {
                    arrows.push((m, 1.0 / (1.0 + i as f32)));
                }
            }
        }
        if arrows.is_empty()
            && let Some((_, m)) = engine.hint.filter(|(hash, _)| *hash == shown.hash())
        {
            arrows.push((m, 1.0));
        }
        arrows.retain(|&(m, _)| shown.is_legal(m));
        arrows
    }
}

mod header;

pub use header::place_text;
use header::{captured_counts, clock_texts, fitting, header_forms, move_mark, text_width};

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 36: at 520x400 the header was cut to "you vs Level..." without its figure. The forms
    /// drop the place, then whose move it is, before the chances; the figure is in every form.
    #[test]
    fn the_header_keeps_the_persons_chance_whole_at_any_width() {
        let forms = header_forms(
            "Defenders",
            "you",
            "  (after move 4 of 12)",
            Some("you vs Level 6: 38%"),
        );
        assert_eq!(
            forms,
            [
                "Defenders to move (you)  (after move 4 of 12)  ·  you vs Level 6: 38%",
                "Defenders to move (you)  ·  you vs Level 6: 38%",
                "Defenders to move  ·  you vs Level 6: 38%",
                "you vs Level 6: 38%",
                "you: 38%",
            ]
        );
        // A character a point: the longest form that fits the room, the figure whole in each.
        let width = |text: &String| text.chars().count() as f32;
        for room in 0..80 {
            let chosen = fitting(forms.clone(), room as f32, width);
            assert!(chosen.ends_with("38%"), "{room}: {chosen}");
            let longer_fits = forms
                .iter()
                .take_while(|f| **f != chosen)
                .any(|f| width(f) <= room as f32);
            assert!(!longer_fits, "{room}: {chosen} while a longer form fits");
            if room >= 8 {
                assert!(width(&chosen) <= room as f32, "{room}: {chosen}");
            }
        }
        assert_eq!(
            header_forms("Attackers", "engine", "", None),
            ["Attackers to move (engine)", "Attackers to move (engine)"]
        );
    }
}
