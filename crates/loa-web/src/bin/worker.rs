//! The engine's Web Worker entry (trunk `data-type="worker"`).

fn main() {
    loa_web::engine::serve::run();
}
