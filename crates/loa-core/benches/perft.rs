use criterion::{black_box, criterion_group, criterion_main, Criterion};
use loa_core::{perft, Position, Variant};

fn bench(c: &mut Criterion) {
    let start = Position::new(Variant::Standard);
    c.bench_function("legal_moves start", |b| b.iter(|| black_box(&start).legal_moves()));
    let mut mid = start.clone();
    for m in ["c8-c6", "a6-c4", "e8-b5", "h3xf1", "b1-b3", "a2-c2"] {
        if let Ok(mv) = mid.parse_move(m) {
            let _ = mid.play(mv);
        }
    }
    c.bench_function("legal_moves middle", |b| b.iter(|| black_box(&mid).legal_moves()));
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for depth in [3, 4, 5] {
        group.bench_function(format!("start depth {depth}"), |b| {
            let mut pos = start.clone();
            b.iter(|| perft(&mut pos, depth))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
