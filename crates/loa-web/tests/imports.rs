//! No two files of loa-web use each other, nor more in a loop (the check loa-core's
//! `tests/layers.rs` makes of its own files). Native only: it reads the sources.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../../loa-core/tests/imports/mod.rs"]
mod imports;

use std::path::Path;

#[test]
fn no_files_use_each_other_even_round_a_circle() {
    imports::assert_no_circles_except(Path::new(env!("CARGO_MANIFEST_DIR")), &[]);
}
