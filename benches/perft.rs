//! Move generation and perft speed: `cargo bench --bench perft`.

use std::hint::black_box;

use ardri::engine::bench::bench_positions;
use ardri::rules::perft::perft_make_unmake;
use ardri::rules::{Position, Rules, perft};
use criterion::{Criterion, criterion_group, criterion_main};

fn movegen(c: &mut Criterion) {
    let positions = bench_positions();
    c.bench_function("legal_moves (9 positions)", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum::<usize>()
        })
    });
    c.bench_function("count_moves (9 positions)", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).count_moves())
                .sum::<u32>()
        })
    });
}

fn perft_start(c: &mut Criterion) {
    let start = Position::start(Rules::default());
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.bench_function("depth 5, copy-make", |b| {
        b.iter(|| perft(black_box(&start), 5))
    });
    group.bench_function("depth 5, make/unmake", |b| {
        b.iter(|| {
            let mut pos = start;
            perft_make_unmake(black_box(&mut pos), 5)
        })
    });
    group.bench_function("depth 7, copy-make", |b| {
        b.iter(|| perft(black_box(&start), 7))
    });
    group.finish();
}

criterion_group!(benches, movegen, perft_start);
criterion_main!(benches);
