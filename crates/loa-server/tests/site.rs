//! The site and the API under one origin: content types, compression, caching that lets the
//! service worker update, the status the page asks before showing its online entries, and
//! `--help`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{header, Server, TempDir};

#[tokio::test]
async fn the_site_is_served_with_its_types_compression_and_caching() {
    let (data, site) = (TempDir::new("site-data"), TempDir::new("site-site"));
    common::site(&site.0);
    let server = Server::start(&data.0, &site.0, &[]).await;
    let (status, headers, body) = server.get("/", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(status, 200);
    assert_eq!(header(&headers, "content-type"), Some("text/html"));
    assert_eq!(header(&headers, "content-encoding"), Some("gzip"));
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"), "the page is asked again each time");
    assert!(body.len() < 1_200, "compressed: {} bytes", body.len());
    let (_, headers, _) = server.get("/sw.js", &[]).await;
    assert_eq!(header(&headers, "content-type"), Some("text/javascript"));
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"), "the service worker can update");
    assert!(header(&headers, "last-modified").is_some());
    let (status, headers, body) = server.get("/app-0123456789abcdef_bg.wasm", &[("Accept-Encoding", "br")]).await;
    assert_eq!(status, 200);
    assert_eq!(header(&headers, "content-type"), Some("application/wasm"));
    assert_eq!(header(&headers, "content-encoding"), Some("br"));
    assert_eq!(header(&headers, "cache-control"), Some("public, max-age=31536000, immutable"));
    assert!(body.len() < 1_600);
    let (status, headers, _) = server.get("/missing.js", &[]).await;
    assert_eq!(status, 404);
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    let (status, headers, body) = server.get("/api/status", &[]).await;
    assert_eq!(status, 200);
    assert_eq!(header(&headers, "content-type"), Some("application/json"));
    let status: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(status["protocol"], 1);
    assert_eq!(server.get("/api/games/nonsense/sgf", &[]).await.0, 404);
    assert_eq!(server.get("/api/games/000000000000/sgf", &[]).await.0, 404);
}

#[test]
fn help_lists_the_options() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_loa-server")).arg("--help").output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    for option in ["--listen", "--site", "--data", "--database", "--allow-origin", "--claim-after"] {
        assert!(help.contains(option), "{option}: {help}");
    }
}
