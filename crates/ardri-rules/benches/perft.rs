//! Move generation and perft speed: `cargo bench --bench perft`.

use std::hint::black_box;

use ardri_rules::perft::perft_make_unmake;
use ardri_rules::{Position, Rules, perft};
use criterion::{Criterion, criterion_group, criterion_main};

/// The positions of `ardri-engine bench`: the start and games a few random plies in.
const BENCH_FENS: [&str; 8] = [
    "2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2 d",
    "2aaa2/3a3/aadd2a/a1dkdda/a1ddd1a/3aaa1/2aa3 d",
    "2daa2/a3d2/a2d2a/aadkdaa/1d1dd1a/a2a3/2aaa2 d",
    "2aaa2/3a2a/ad1d1d1/aadkd1a/a2d1da/1a2a2/3aa2 d",
    "2aaa2/2a4/ad1dd1a/aadkdaa/1ad3a/2d1d2/2a1aa1 d",
    "2aaa2/3a3/add2da/aadkdaa/3dda1/1a1a3/2aa1a1 d",
    "2aa1a1/3a2a/a1dd1d1/aadkd1a/a1dd1aa/3ad2/1a1aa2 d",
    "2aaa2/a2a3/2dd1da/a1dkdaa/aadd2a/3ad2/2aaa2 d",
];

fn movegen(c: &mut Criterion) {
    let positions: Vec<Position> = BENCH_FENS.iter().map(|f| f.parse().unwrap()).collect();
    c.bench_function("legal_moves (bench positions)", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum::<usize>()
        })
    });
    c.bench_function("count_moves (bench positions)", |b| {
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
