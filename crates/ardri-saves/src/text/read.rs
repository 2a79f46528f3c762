//! The reader of the text record: headers, then the move text, each part checked where it stands.

use ardri_rules::{EndReason, Game, Outcome, Position, Rules, Side, Square};

use super::{At, TERMINATIONS, TextError, TextErrorKind, move_number, result_text};
use crate::annotation::{Annotation, Mark, Shape, ShapeColor};
use crate::{LoadedGame, Metadata};

/// The text as characters with their places.
struct Reader {
    chars: Vec<(char, At)>,
    next: usize,
}

impl Reader {
    fn new(text: &str) -> Reader {
        let mut chars = Vec::with_capacity(text.len());
        let (mut line, mut column) = (1, 1);
        for c in text.chars() {
            chars.push((c, At { line, column }));
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        Reader { chars, next: 0 }
    }

    fn peek(&self) -> Option<(char, At)> {
        self.chars.get(self.next).copied()
    }

    fn bump(&mut self) -> Option<(char, At)> {
        let c = self.peek()?;
        self.next += 1;
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|(c, _)| c.is_whitespace()) {
            self.next += 1;
        }
    }

    /// A word: up to white space or a character that starts something else.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some((c, _)) = self.peek() {
            if c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']') {
                break;
            }
            word.push(c);
            self.next += 1;
        }
        word
    }
}

struct Header {
    name: String,
    value: String,
    at: At,
}

/// `[Name "value"]`, the reader on the `[`.
fn header(reader: &mut Reader) -> Result<Header, TextError> {
    let (_, at) = reader.bump().expect("on a '['");
    let bad = |why: &str| at.error(TextErrorKind::BadHeader(why.to_string()));
    reader.skip_space();
    let name = reader.word();
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Err(bad("no name"));
    }
    reader.skip_space();
    if reader.bump().map(|(c, _)| c) != Some('"') {
        return Err(bad("the value must be in double quotes"));
    }
    let mut value = String::new();
    loop {
        match reader.bump() {
            None | Some(('\n', _)) => return Err(bad("the value's closing quote is missing")),
            Some(('"', _)) => break,
            Some(('\\', _)) => match reader.bump() {
                Some(('n', _)) => value.push('\n'),
                Some((c, _)) if c != '\n' => value.push(c),
                _ => return Err(bad("the value's closing quote is missing")),
            },
            Some((c, _)) => value.push(c),
        }
    }
    reader.skip_space();
    if reader.bump().map(|(c, _)| c) != Some(']') {
        return Err(bad("the closing ] is missing"));
    }
    Ok(Header { name, value, at })
}

/// A comment's text (escapes undone) with the place of each character, the reader on the `{`.
fn braced_comment(reader: &mut Reader) -> Result<Vec<(char, At, bool)>, TextError> {
    let (_, open) = reader.bump().expect("on a '{'");
    let mut out = Vec::new();
    loop {
        match reader.bump() {
            None => return Err(open.error(TextErrorKind::UnclosedComment)),
            Some(('}', _)) => return Ok(out),
            Some(('\\', at)) => match reader.bump() {
                // An escaped character is never the start of a shape.
                Some((c, _)) => out.push((c, at, true)),
                None => return Err(open.error(TextErrorKind::UnclosedComment)),
            },
            Some((c, at)) => out.push((c, at, false)),
        }
    }
}

/// Splits a comment into its text and its shapes.
fn read_comment(chars: &[(char, At, bool)]) -> Result<(String, Vec<Shape>), TextError> {
    let mut text = String::new();
    let mut shapes = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (c, at, escaped) = chars[i];
        let command = !escaped && c == '[' && chars.get(i + 1).is_some_and(|&(c, _, _)| c == '%');
        if !command {
            text.push(c);
            i += 1;
            continue;
        }
        let Some(len) = chars[i..].iter().position(|&(c, _, _)| c == ']') else {
            return Err(at.error(TextErrorKind::BadShape(
                "the closing ] is missing".to_string(),
            )));
        };
        let body: String = chars[i + 2..i + len].iter().map(|&(c, _, _)| c).collect();
        shapes.extend(shape_command(&body).map_err(|e| at.error(TextErrorKind::BadShape(e)))?);
        i += len + 1;
    }
    Ok((text.trim().to_string(), shapes))
}

fn square(text: &str) -> Result<Square, String> {
    text.parse()
        .map_err(|e: ardri_rules::SquareParseError| e.to_string())
}

fn arrow(from: &str, to: &str, color: ShapeColor) -> Result<Shape, String> {
    let (from, to) = (square(from)?, square(to)?);
    if from == to {
        return Err(format!("an arrow from {from} to itself"));
    }
    Ok(Shape::Arrow { from, to, color })
}

/// The shapes of one `[%...]` command (its text without the brackets and `%`); other commands give
/// none.
fn shape_command(body: &str) -> Result<Vec<Shape>, String> {
    let mut words = body.split_whitespace();
    let command = words.next().unwrap_or_default().to_ascii_lowercase();
    let args: Vec<&str> = words.collect();
    let color = |text: Option<&&str>| -> Result<ShapeColor, String> {
        text.ok_or_else(|| format!("[%{command}] needs a colour"))?
            .parse()
    };
    match command.as_str() {
        "arrow" => {
            let squares = args.first().copied().unwrap_or_default();
            if args.len() != 2 || squares.len() != 4 || !squares.is_ascii() {
                return Err(format!(
                    "expected [%arrow d1d3 green], found [%{}]",
                    body.trim()
                ));
            }
            let (from, to) = squares.split_at(2);
            Ok(vec![arrow(from, to, color(args.get(1))?)?])
        }
        "circle" => {
            if args.len() != 2 {
                return Err(format!(
                    "expected [%circle d4 red], found [%{}]",
                    body.trim()
                ));
            }
            Ok(vec![Shape::Circle {
                square: square(args[0])?,
                color: color(args.get(1))?,
            }])
        }
        // lichess: `[%cal Gd1d3,Rd4d5]`, `[%csl Gd4]`.
        "cal" | "csl" => {
            let mut shapes = Vec::new();
            for item in args.join("").split(',').filter(|s| !s.is_empty()) {
                let mut chars = item.chars();
                let color = chars
                    .next()
                    .and_then(ShapeColor::from_letter)
                    .ok_or_else(|| format!("'{item}' has no colour letter (G, R, B or Y)"))?;
                let rest = chars.as_str();
                shapes.push(match (command.as_str(), rest.len()) {
                    ("cal", 4) if rest.is_ascii() => arrow(&rest[..2], &rest[2..], color)?,
                    ("csl", 2) => Shape::Circle {
                        square: square(rest)?,
                        color,
                    },
                    _ => return Err(format!("'{item}' is not a shape")),
                });
            }
            Ok(shapes)
        }
        _ => Ok(Vec::new()),
    }
}

/// The headers read so far, each with where it was.
#[derive(Default)]
struct Headers(Vec<Header>);

impl Headers {
    fn get(&self, name: &str) -> Option<&Header> {
        self.0.iter().find(|h| h.name.eq_ignore_ascii_case(name))
    }

    fn add(&mut self, header: Header) -> Result<(), TextError> {
        if self.get(&header.name).is_some() {
            return Err(header
                .at
                .error(TextErrorKind::DuplicateHeader(header.name.clone())));
        }
        self.0.push(header);
        Ok(())
    }

    fn text(&self, name: &str) -> String {
        self.get(name).map_or_else(String::new, |h| h.value.clone())
    }

    fn metadata(&self) -> Result<Metadata, TextError> {
        let engine_depth = match self.get("EngineDepth") {
            None => None,
            Some(h) => Some(
                h.value
                    .trim()
                    .parse()
                    .map_err(|_| h.at.error(TextErrorKind::BadDepth(h.value.clone())))?,
            ),
        };
        // A rating that is not a number is left out, as PGN readers do with "?" ratings.
        let elo = |name: &str| self.get(name).and_then(|h| h.value.trim().parse().ok());
        let mut metadata = Metadata {
            date: self.text("Date"),
            attackers: self.text("Attackers"),
            defenders: self.text("Defenders"),
            engine_depth,
            event: self.text("Event"),
            notes: self.text("Notes"),
            attackers_elo: elo("AttackersElo"),
            defenders_elo: elo("DefendersElo"),
        };
        // Without the scale named, the ratings were written on the levels' old one.
        if self.get("RatingScale").is_none() {
            metadata.ratings_from_old_scale();
        }
        Ok(metadata)
    }

    fn start(&self) -> Result<Position, TextError> {
        let rules = match self.get("Rules") {
            None => Rules::default(),
            Some(h) => ron::from_str(&h.value)
                .map_err(|e| h.at.error(TextErrorKind::BadRules(e.to_string())))?,
        };
        match self.get("Start") {
            None => Ok(Position::start(rules)),
            Some(h) => Position::from_fen(&h.value, rules)
                .map_err(|e| h.at.error(TextErrorKind::BadStart(e))),
        }
    }

    /// The stated result: `None` when not given or `*`; the winner (`None` a draw) and the reason
    /// if one was named.
    #[allow(clippy::type_complexity)]
    fn result(&self) -> Result<Option<(Option<Side>, Option<EndReason>, At)>, TextError> {
        let reason = match self.get("Termination") {
            None => None,
            Some(h) => Some(
                TERMINATIONS
                    .iter()
                    .find(|(_, t)| t.eq_ignore_ascii_case(h.value.trim()))
                    .map(|(r, _)| *r)
                    .ok_or_else(|| h.at.error(TextErrorKind::BadTermination(h.value.clone())))?,
            ),
        };
        let Some(h) = self.get("Result") else {
            return match self.get("Termination") {
                Some(t) => Err(t.at.error(TextErrorKind::TerminationWithoutResult)),
                None => Ok(None),
            };
        };
        let winner = match h.value.trim().to_ascii_lowercase().as_str() {
            "*" => return Ok(None),
            "defenders win" => Some(Side::Defenders),
            "attackers win" => Some(Side::Attackers),
            "draw" => None,
            _ => return Err(h.at.error(TextErrorKind::BadResult(h.value.clone()))),
        };
        Ok(Some((winner, reason, h.at)))
    }
}

/// Reads a game record; nothing is returned unless all of it is right (every move legal, the
/// result the moves' own).
pub fn parse_text(text: &str) -> Result<LoadedGame, TextError> {
    let mut reader = Reader::new(text);
    let mut headers = Headers::default();
    loop {
        reader.skip_space();
        match reader.peek() {
            Some(('[', _)) => headers.add(header(&mut reader)?)?,
            _ => break,
        }
    }
    let metadata = headers.metadata()?;
    let mut game = Game::from_position(headers.start()?);
    let mut annotations = vec![Annotation::default()];
    loop {
        reader.skip_space();
        let Some((c, at)) = reader.peek() else {
            break;
        };
        let ply = game.ply_count();
        match c {
            '{' => {
                let (comment, shapes) = read_comment(&braced_comment(&mut reader)?)?;
                let a = &mut annotations[ply];
                if !comment.is_empty() {
                    if !a.comment.is_empty() {
                        a.comment.push(' ');
                    }
                    a.comment.push_str(&comment);
                }
                for shape in shapes {
                    if !a.shapes.contains(&shape) {
                        a.shapes.push(shape);
                    }
                }
            }
            ';' => {
                reader.bump();
                let mut comment = String::new();
                while let Some((c, _)) = reader.bump().filter(|&(c, _)| c != '\n') {
                    comment.push(c);
                }
                let a = &mut annotations[ply];
                let comment = comment.trim();
                if !comment.is_empty() {
                    if !a.comment.is_empty() {
                        a.comment.push(' ');
                    }
                    a.comment.push_str(comment);
                }
            }
            '(' => return Err(at.error(TextErrorKind::Variation)),
            '[' => return Err(at.error(TextErrorKind::HeaderAfterMoves)),
            _ => {
                let word = reader.word();
                if word.is_empty() {
                    reader.bump();
                    return Err(at.error(TextErrorKind::Unexpected(c.to_string())));
                }
                read_word(&word, at, &mut game, &mut annotations)?;
            }
        }
    }
    check_result(&headers, &mut game)?;
    Ok(LoadedGame {
        analysis: vec![None; game.ply_count() + 1],
        game,
        metadata,
        annotations,
        variations: Vec::new(),
        clock: None,
        rated: None,
    })
}

/// A word of the move text: a move number, a move with its mark, a PGN mark (`$5`) or the final `*`.
fn read_word(
    word: &str,
    at: At,
    game: &mut Game,
    annotations: &mut Vec<Annotation>,
) -> Result<(), TextError> {
    if word == "*" {
        return Ok(());
    }
    if let Some(number) = word.strip_prefix('$') {
        let mark = Mark::from_symbol(word)
            .filter(|_| number.chars().all(|c| c.is_ascii_digit()))
            .ok_or_else(|| at.error(TextErrorKind::BadMark(word.to_string())))?;
        return set_mark(game, annotations, mark, at);
    }
    // A move number, maybe with the move glued on (`4.c3c2`).
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    let mut rest = word;
    if digits > 0 && word[digits..].starts_with('.') {
        let dots = word[digits..].chars().take_while(|&c| c == '.').count();
        let number = &word[..digits + dots];
        let next = game.ply_count() + 1;
        let fits = match dots {
            1 => next % 2 == 1,
            3 => next.is_multiple_of(2),
            _ => false,
        } && word[..digits].parse::<usize>() == Ok(next.div_ceil(2));
        if !fits {
            return Err(at.error(TextErrorKind::BadMoveNumber {
                found: number.to_string(),
                expected: move_number(next),
            }));
        }
        rest = &word[digits + dots..];
        if rest.is_empty() {
            return Ok(());
        }
    }
    let move_text = rest.trim_end_matches(['!', '?']);
    let mark_text = &rest[move_text.len()..];
    if move_text.is_empty() {
        let mark = Mark::from_symbol(mark_text)
            .ok_or_else(|| at.error(TextErrorKind::BadMark(mark_text.to_string())))?;
        return set_mark(game, annotations, mark, at);
    }
    let number = move_number(game.ply_count() + 1);
    game.play_text(move_text)
        .map_err(|error| at.error(TextErrorKind::IllegalMove { number, error }))?;
    annotations.push(Annotation::default());
    if !mark_text.is_empty() {
        let mark = Mark::from_symbol(mark_text)
            .ok_or_else(|| at.error(TextErrorKind::BadMark(mark_text.to_string())))?;
        set_mark(game, annotations, mark, at)?;
    }
    Ok(())
}

fn set_mark(
    game: &Game,
    annotations: &mut [Annotation],
    mark: Mark,
    at: At,
) -> Result<(), TextError> {
    match game.ply_count() {
        0 => Err(at.error(TextErrorKind::MarkBeforeMoves)),
        ply => {
            annotations[ply].mark = Some(mark);
            Ok(())
        }
    }
}

/// The stated result against the moves': a declared one (resignation, time) ends the game here.
fn check_result(headers: &Headers, game: &mut Game) -> Result<(), TextError> {
    let describe =
        |o: Option<Outcome>| o.map_or("the game in progress".to_string(), |o| o.to_string());
    let Some((winner, reason, at)) = headers.result()? else {
        // `*` (or no result): the moves may still have ended the game; "in progress" is only
        // wrong when stated.
        return match (headers.get("Result"), game.outcome()) {
            (Some(h), Some(actual)) => Err(h.at.error(TextErrorKind::ResultMismatch {
                stated: "the game in progress".into(),
                actual: actual.to_string(),
            })),
            _ => Ok(()),
        };
    };
    let stated_text = match reason {
        Some(reason) => Outcome { winner, reason }.to_string(),
        None => result_text(Some(winner)),
    };
    let mismatch = |game: &Game| {
        at.error(TextErrorKind::ResultMismatch {
            stated: stated_text.clone(),
            actual: describe(game.outcome()),
        })
    };
    if let Some(reason) = reason.filter(|r| r.is_declared()) {
        game.declare(Outcome { winner, reason })
            .map_err(|_| mismatch(game))?;
    }
    let fits = match (game.outcome(), reason) {
        (Some(actual), Some(reason)) => actual == Outcome { winner, reason },
        (Some(actual), None) => actual.winner == winner,
        (None, _) => false,
    };
    if fits { Ok(()) } else { Err(mismatch(game)) }
}
