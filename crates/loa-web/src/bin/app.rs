//! The game page's entry (trunk `data-type="main"`).

fn main() {
    loa_web::page::start();
}
