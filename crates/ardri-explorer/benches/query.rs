//! The explorer's query: a binary search over the book's bytes, then the moves of the position.

use ardri_explorer::{BookGame, Builder};
use ardri_rules::{Position, Rules};
use criterion::{Criterion, criterion_group, criterion_main};

fn book_of_shipped_size() -> ardri_explorer::Book {
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/explorer.bin");
    if let Ok(bytes) = std::fs::read(shipped) {
        return ardri_explorer::Book::from_bytes(bytes).expect("the shipped book reads");
    }
    // Without the shipped book: a small one from one game.
    let mut builder = Builder::new();
    let game: BookGame = "= c3c2 b4b5 e3e2".parse().unwrap();
    builder.add(&game);
    builder.finish(1)
}

fn query(c: &mut Criterion) {
    let book = book_of_shipped_size();
    let start = Position::start(Rules::default());
    let first = book
        .query(&start)
        .and_then(|s| s.moves.first().map(|m| m.mv));
    let mut after = start;
    if let Some(m) = first {
        after.play(m).unwrap();
    }
    c.bench_function("explorer query start", |b| {
        b.iter(|| book.query(std::hint::black_box(&start)))
    });
    c.bench_function("explorer query after the main move", |b| {
        b.iter(|| book.query(std::hint::black_box(&after)))
    });
    let absent = "7/7/7/3k3/7/7/7 d".parse::<Position>();
    if let Ok(absent) = absent {
        c.bench_function("explorer query absent", |b| {
            b.iter(|| book.query(std::hint::black_box(&absent)))
        });
    }
}

criterion_group!(benches, query);
criterion_main!(benches);
