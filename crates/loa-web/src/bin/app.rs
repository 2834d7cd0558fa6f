//! The site's main module (trunk `data-type="main"`): the game page, and in a Web Worker the
//! engine (`engine.js` runs this same module; see `loa_web::engine::source`).

fn main() {
    if web_sys::window().is_some() {
        loa_web::page::start();
    } else {
        loa_web::engine::serve::run();
    }
}
