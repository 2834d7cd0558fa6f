//! Search speed: fixed-depth searches (their time is the speed) and a time-limited search
//! (its time shows how far past the limit the engine returns: the limit plus polling slack).

use std::time::Instant;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use loa_core::budget::{Clock, Limits};
use loa_core::engine::Engine;
use loa_core::eval::{evaluate, EvalWeights};
use loa_core::{Position, Rules, Variant};

struct Wall(Instant);
impl Clock for Wall {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

const MIDDLE: &str = "2bbbbb1/2w2bw1/ww1ww3/3b3w/6w1/6b1/7b/4b3 b";

fn bench(c: &mut Criterion) {
    let start = Position::new(Variant::Standard);
    let middle = Position::from_position_string(MIDDLE, Variant::Standard, Rules::default()).unwrap_or_default();
    let w = EvalWeights::DEFAULT;
    c.bench_function("evaluate middle", |b| b.iter(|| evaluate(black_box(&middle), &w)));

    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, pos, depth) in [("start depth 7", &start, 7), ("middle depth 9", &middle, 9)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut e = Engine::new(16);
                let limits = Limits { depth: Some(depth), ..Limits::default() };
                e.search(pos, limits, &Wall(Instant::now()), &mut |_| {}).best
            })
        });
    }
    // Should take 100 ms plus a little: the clock is polled every 2048 nodes.
    group.bench_function("start time limit 100 ms", |b| {
        b.iter(|| {
            let mut e = Engine::new(16);
            let limits = Limits { time_ms: Some(100), ..Limits::default() };
            e.search(&start, limits, &Wall(Instant::now()), &mut |_| {}).best
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
