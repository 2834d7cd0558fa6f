//! No two files of loa-cli use each other, nor more in a loop (the check loa-core's
//! `tests/layers.rs` makes of its own files).

#[path = "../../loa-core/tests/imports/mod.rs"]
mod imports;

use std::path::Path;

#[test]
fn no_files_use_each_other_even_round_a_circle() {
    let circles = imports::circles(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(
        circles.is_empty(),
        "files that use each other (give what both need a file of its own):\n{}",
        circles.join("\n")
    );
}
