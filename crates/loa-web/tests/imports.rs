//! No two files of loa-web use each other, nor more in a loop (the check loa-core's
//! `tests/layers.rs` makes of its own files). Native only: it reads the sources.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../../loa-core/tests/imports/mod.rs"]
mod imports;

use std::path::Path;

/// Files in a circle that is being taken apart in `<loa-board>`'s rewrite: printed by the test
/// (`--nocapture`), not failed. Strike each off once its circle is gone; the list must end empty.
const KNOWN: &[&str] = &["src/embed/registry.rs", "src/embed/site_page.rs"];

#[test]
fn no_files_use_each_other_even_round_a_circle() {
    imports::assert_no_circles_except(Path::new(env!("CARGO_MANIFEST_DIR")), KNOWN);
}
