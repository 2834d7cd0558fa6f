//! The engine's Web Worker entry (trunk `data-type="worker"`).

fn main() {
    loa_web::worker::run();
}
