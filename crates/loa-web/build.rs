//! Bakes a build id into the crate: a hash of the sources the page and the engine's worker are
//! built from (both bins of this crate get the same id), so the page can tell a worker from
//! another build (a tab left open across an update of the site) and offer a reload.

use std::fs;
use std::path::{Path, PathBuf};

/// FNV-1a, 64 bits: enough to tell two builds apart, with no dependency.
fn fnv(hash: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *hash ^= u64::from(b);
        *hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
}

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = fs::read_dir(path).into_iter().flatten().flatten().map(|e| e.path()).collect();
        entries.sort();
        for entry in entries {
            files(&entry, out);
        }
    } else if path.is_file() {
        out.push(path.to_owned());
    }
}

fn main() {
    let crate_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let root = crate_dir.join("../..");
    let inputs = [
        "crates/loa-web/src",
        "crates/loa-web/Cargo.toml",
        "crates/loa-app/src",
        "crates/loa-app/locales",
        "crates/loa-app/build.rs",
        "crates/loa-app/Cargo.toml",
        "crates/loa-core/src",
        "crates/loa-core/Cargo.toml",
        "Cargo.lock",
    ];
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for input in inputs {
        let path = root.join(input);
        println!("cargo:rerun-if-changed={}", path.display());
        let mut found = Vec::new();
        files(&path, &mut found);
        for file in found {
            let name = file.strip_prefix(&root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
            fnv(&mut hash, name.as_bytes());
            fnv(&mut hash, &fs::read(&file).unwrap_or_default());
        }
    }
    println!("cargo:rustc-env=LOA_BUILD_ID={hash:016x}");
}
