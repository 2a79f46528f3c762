//! The explorer's counts, checked against a naive count of the same games.

use std::collections::{HashMap, HashSet};

use ardri_engine::Eval;
use ardri_explorer::record::GameResult;
use ardri_explorer::{Book, BookError, BookGame, Builder, Results};
use ardri_rules::{Move, Position, Rules, Side};

/// A random game of at most `plies` plies from the start (a xorshift stream picks the moves), with
/// a result drawn from the same stream when the board has not decided one.
fn random_game(seed: u64, plies: usize) -> BookGame {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut position = Position::start(Rules::default());
    let mut moves = Vec::new();
    for _ in 0..plies {
        if position.terminal().is_some() {
            break;
        }
        let legal = position.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Few distinct early moves, so games share positions and transpose.
        let choices = legal
            .len()
            .min(if moves.len() < 6 { 3 } else { legal.len() });
        let m = legal[(next() % choices as u64) as usize];
        position.play_unchecked(m);
        moves.push(m);
    }
    let result = match next() % 3 {
        0 => GameResult::Win(Side::Attackers),
        1 => GameResult::Draw,
        _ => GameResult::Win(Side::Defenders),
    };
    BookGame {
        scores: (0..moves.len())
            .map(|i| Some(Eval::Cp(i as i32 - 5)))
            .collect(),
        moves,
        result,
    }
}

#[derive(Default, Debug, PartialEq)]
struct Naive {
    results: Results,
    ended: u32,
    moves: HashMap<Move, Results>,
}

fn naive(games: &[BookGame]) -> HashMap<u64, Naive> {
    let mut table: HashMap<u64, Naive> = HashMap::new();
    for game in games {
        let mut seen = HashSet::new();
        for (position, mv) in game.positions() {
            if !seen.insert(position.hash()) {
                continue;
            }
            let entry = table.entry(position.hash()).or_default();
            entry.results.add(game.result);
            match mv {
                Some(m) => entry.moves.entry(m).or_default().add(game.result),
                None => entry.ended += 1,
            }
        }
    }
    table
}

#[test]
fn every_position_counts_as_a_naive_count_does_and_its_moves_add_up() {
    let games: Vec<BookGame> = (0..400).map(|s| random_game(s, 40)).collect();
    let mut builder = Builder::new();
    for game in &games {
        builder.add(game);
    }
    let book = builder.finish(1);
    assert_eq!(book.games(), 400);
    let expected = naive(&games);
    assert_eq!(book.positions(), expected.len());
    let mut transposed = 0;
    for game in &games {
        for (position, _) in game.positions() {
            let stats = book
                .query(&position)
                .expect("every reached position is held");
            let want = &expected[&position.hash()];
            assert_eq!(stats.results, want.results);
            assert_eq!(stats.ended_here(), want.ended);
            let sum: u32 = stats.moves.iter().map(|m| m.results.games()).sum();
            assert_eq!(sum, stats.results.games() - want.ended);
            assert_eq!(stats.moves.len(), want.moves.len());
            for m in &stats.moves {
                assert_eq!(m.results, want.moves[&m.mv]);
            }
            // The most played move first.
            assert!(
                stats
                    .moves
                    .windows(2)
                    .all(|w| w[0].results.games() >= w[1].results.games())
            );
            transposed += usize::from(stats.results.games() > 1);
        }
    }
    assert!(transposed > 0, "the games share positions");
    assert_eq!(
        book.query(&Position::start(Rules::default()))
            .unwrap()
            .results
            .games(),
        400
    );
}

fn line(moves: &[&str]) -> BookGame {
    format!("= {}", moves.join(" ")).parse().unwrap()
}

#[test]
fn a_position_reached_by_two_move_orders_is_one_entry() {
    let first = line(&["c3c2", "b4b5", "e3e2", "f4f5", "d3e3"]);
    let mut second = line(&["e3e2", "f4f5", "c3c2", "b4b5", "d3d2"]);
    second.result = GameResult::Win(Side::Defenders);
    let mut builder = Builder::new();
    builder.add(&first);
    builder.add(&second);
    let book = builder.finish(1);
    let mut position = Position::start(Rules::default());
    for m in &first.moves[..4] {
        position.play(*m).unwrap();
    }
    let stats = book.query(&position).expect("the transposed position");
    assert_eq!(
        stats.results,
        Results {
            attackers: 0,
            draws: 1,
            defenders: 1
        }
    );
    let played: Vec<String> = stats.moves.iter().map(|m| m.mv.to_string()).collect();
    assert_eq!(stats.moves.len(), 2, "{played:?}");
    assert!(played.contains(&"d3e3".to_string()) && played.contains(&"d3d2".to_string()));
    // The positions after one move each differ by order: one game each.
    let mut after_c3c2 = Position::start(Rules::default());
    after_c3c2.play(first.moves[0]).unwrap();
    assert_eq!(book.query(&after_c3c2).unwrap().results.games(), 1);
}

#[test]
fn a_game_that_repeats_a_position_counts_there_once() {
    // The defender steps out and back twice: the start position's placement comes back with the
    // attackers also stepping out and back.
    let game = line(&["c3c2", "b4b5", "c2c3", "b5b4", "c3c2", "b4b5"]);
    let mut builder = Builder::new();
    builder.add(&game);
    let book = builder.finish(1);
    let start = book.query(&Position::start(Rules::default())).unwrap();
    assert_eq!(start.results.games(), 1);
    assert_eq!(start.moves.len(), 1);
    assert_eq!(start.moves[0].results.games(), 1);
}

#[test]
fn a_thin_book_keeps_only_positions_played_often_but_always_the_start() {
    let games: Vec<BookGame> = (0..200).map(|s| random_game(s, 30)).collect();
    let mut builder = Builder::new();
    for game in &games {
        builder.add(game);
    }
    let full = builder.finish(1);
    let thin = builder.finish(5);
    assert!(thin.positions() < full.positions());
    for game in &games {
        for (position, _) in game.positions() {
            let full_stats = full.query(&position).unwrap();
            match thin.query(&position) {
                Some(stats) => assert_eq!(stats, full_stats),
                None => assert!(full_stats.results.games() < 5),
            }
        }
    }
    let lone = random_game(1, 1);
    let mut builder = Builder::new();
    builder.add(&lone);
    assert!(
        builder
            .finish(2)
            .query(&Position::start(Rules::default()))
            .is_some()
    );
}

#[test]
fn a_book_reads_back_from_its_bytes_and_bad_bytes_are_refused() {
    let games: Vec<BookGame> = (0..50).map(|s| random_game(s, 20)).collect();
    let mut builder = Builder::new();
    for game in &games {
        builder.add(game);
    }
    let book = builder.finish(1);
    let again = Book::from_bytes(book.as_bytes().to_vec()).unwrap();
    let start = Position::start(Rules::default());
    assert_eq!(again.query(&start), book.query(&start));
    // Scores come back: the start's is the first game's score before its first move.
    assert_eq!(book.query(&start).unwrap().score, Some(Eval::Cp(-5)));

    assert_eq!(
        Book::from_bytes(b"nonsense".to_vec()).err(),
        Some(BookError::Magic)
    );
    let mut truncated = book.as_bytes().to_vec();
    truncated.pop();
    assert_eq!(Book::from_bytes(truncated).err(), Some(BookError::Size));
    let mut future = book.as_bytes().to_vec();
    future[8] = 99;
    assert_eq!(Book::from_bytes(future).err(), Some(BookError::Version(99)));
    assert!(Book::empty().query(&start).is_none());
}

#[cfg(unix)]
#[test]
fn a_fifo_in_the_folder_is_counted_as_unreadable_not_waited_on() {
    let dir = tempfile::tempdir().unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join("pipe.ron"))
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let (tx, rx) = std::sync::mpsc::channel();
    let folder = dir.path().to_path_buf();
    std::thread::spawn(move || {
        let _ = tx.send(ardri_explorer::book_of_folder(&folder).map(|b| b.counts));
    });
    let counts = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the folder was read without hanging")
        .unwrap();
    assert_eq!(counts.counted, 0);
    assert_eq!(counts.unreadable.len(), 1);
    assert!(
        counts.unreadable[0].1.contains("a FIFO"),
        "{:?}",
        counts.unreadable
    );
}

#[test]
fn counts_that_cannot_be_are_refused_and_no_share_passes_100() {
    let games: Vec<BookGame> = (0..20).map(|s| random_game(s, 12)).collect();
    let mut builder = Builder::new();
    for game in &games {
        builder.add(game);
    }
    let book = builder.finish(1);
    const HEADER: usize = 32;
    const POSITION: usize = 28;
    let positions = book.positions();
    // Each of a position's three counts, then each of a move's, made huge in turn.
    let mut places: Vec<usize> = (0..3).map(|k| HEADER + 8 + 4 * k).collect();
    places.extend((0..3).map(|k| HEADER + positions * POSITION + 4 + 4 * k));
    for at in places {
        let mut bytes = book.as_bytes().to_vec();
        bytes[at..at + 4].copy_from_slice(&0xffff_fff0u32.to_le_bytes());
        assert_eq!(
            Book::from_bytes(bytes).err(),
            Some(BookError::Counts),
            "a count at byte {at}"
        );
    }
    // Shares never pass 100%, whatever the counts.
    let huge = ardri_explorer::Results {
        attackers: u32::MAX,
        draws: u32::MAX,
        defenders: 7,
    };
    let shares = huge.percentages();
    assert!(
        shares.iter().all(|s| (0.0..=100.0).contains(s)),
        "{shares:?}"
    );
    assert!(
        (shares.iter().sum::<f64>() - 100.0).abs() < 1e-6,
        "{shares:?}"
    );
}
