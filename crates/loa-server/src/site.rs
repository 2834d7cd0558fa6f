//! The built site (`dist/`), under the same origin as the API: the files with their content
//! types (tower-http's `ServeDir`), compressed when the browser takes it, and cached so that the
//! service worker can update: a file whose name carries its content's hash (`app-1a2b….wasm`)
//! never changes and is kept for a year; everything else (the pages, `sw.js`, the words, the
//! icons) is asked again each time (`no-cache`: a 304 when unchanged).

use std::path::Path;

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use axum::Router;
use tower_http::services::ServeDir;

/// The site's files.
pub fn router(dist: &Path) -> Router {
    Router::new().fallback_service(ServeDir::new(dist).append_index_html_on_directories(true))
}

/// Sets `Cache-Control` by what the file is.
pub async fn cache_headers(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let mut response = next.run(request).await;
    if path.starts_with("/api/") {
        return response;
    }
    let value = if response.status().is_success() && is_hashed(&path) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    response
}

/// Whether a file's name carries a content hash: a run of at least 16 hex digits after a `-`
/// (trunk's `app-<hash>_bg.wasm`, `app-<hash>.js`, the split module's `app-rest-<hash>.wasm`).
#[must_use]
pub fn is_hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.split('-').skip(1).any(|part| {
        let digits = part.bytes().take_while(u8::is_ascii_hexdigit).count();
        digits >= 16 && matches!(part.as_bytes().get(digits), None | Some(b'.' | b'_'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_names_are_told_from_the_others() {
        for (path, hashed) in [
            ("/app-5b2f1c0a9d8e7f61_bg.wasm", true),
            ("/app-5b2f1c0a9d8e7f61.js", true),
            ("/app-rest-00112233445566778899aabb.wasm", true),
            ("/sw.js", false),
            ("/index.html", false),
            ("/", false),
            ("/locales/en.ftl", false),
            ("/icons/icon-192.png", false),
            ("/worker_loader.js", false),
            ("/app-5b2f.js", false),
        ] {
            assert_eq!(is_hashed(path), hashed, "{path}");
        }
    }
}
