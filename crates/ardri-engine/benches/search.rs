//! Search speed: `cargo bench --bench search`. Node counts and depths are printed by
//! `ardri-engine bench`; this measures time to a fixed depth from the start position.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;

use ardri_engine::{Engine, EngineOptions, Limits, SearchRequest};
use ardri_rules::{Position, Rules};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};

fn time_to_depth(c: &mut Criterion) {
    let mut group = c.benchmark_group("search from the start");
    group.sample_size(10);
    for (depth, threads) in [(6, 1), (10, 1), (12, 1), (12, 2)] {
        let name = format!("depth {depth}, {threads} thread(s)");
        let request = SearchRequest {
            position: Position::start(Rules::default()),
            history: Vec::new(),
            limits: Limits::depth(depth),
            analysis: false,
            multipv: 1,
            search_moves: Vec::new(),
        };
        group.bench_function(name, |b| {
            b.iter_batched(
                // A fresh engine for each run (the table must not remember the previous one), built
                // outside the timed part: allocating and touching the table is not search time.
                || {
                    Engine::new(EngineOptions {
                        hash_mib: 16,
                        threads,
                        ..EngineOptions::default()
                    })
                },
                |engine| black_box(engine.search(&request, &AtomicBool::new(false), &mut |_| {})),
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, time_to_depth);
criterion_main!(benches);
