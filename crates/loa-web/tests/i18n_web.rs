//! The page side of the languages in headless Chromium: the nearest `lang` of an element, the
//! saved choice, `data-i18n` markup and the language menu.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used)]

use loa_web::i18n::Msg;
use loa_web::i18n::{document, Lang, Messages};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Document, Element, HtmlSelectElement, Window};

wasm_bindgen_test_configure!(run_in_browser);

fn window() -> Window {
    web_sys::window().unwrap()
}

fn doc() -> Document {
    window().document().unwrap()
}

/// `html` in a new `<div>` appended to the body.
fn fragment(html: &str) -> Element {
    let div = doc().create_element("div").unwrap();
    div.set_inner_html(html);
    doc().body().unwrap().append_child(&div).unwrap();
    div
}

fn by_id(root: &Element, id: &str) -> Element {
    root.query_selector(&format!("#{id}")).unwrap().unwrap()
}

#[wasm_bindgen_test]
fn an_element_speaks_its_own_or_its_nearest_lang() {
    let root = fragment(
        r#"<article lang="ca-ES"><p><loa-board id="a"></loa-board><loa-board id="b" lang="ru"></loa-board></p></article>
           <section lang="de"><loa-board id="c"></loa-board></section><loa-board id="d"></loa-board>"#,
    );
    let cases = [("a", Lang::Ca), ("b", Lang::Ru), ("c", Lang::En)];
    for (id, lang) in cases {
        assert_eq!(document::element_lang(&by_id(&root, id)), lang, "{id}");
    }
    // Outside any lang but the page's own <html lang="en"> (the test runner's page may have none).
    assert_eq!(document::element_lang(&by_id(&root, "d")), Lang::En);
    root.remove();
}

#[wasm_bindgen_test]
fn the_saved_choice_wins_over_the_browser() {
    let store = window().local_storage().unwrap().unwrap();
    store.remove_item(document::STORAGE_KEY).unwrap();
    assert_eq!(document::saved(&window()), None);
    // Headless Chromium asks for English.
    assert_eq!(document::choose(&window()), loa_web::i18n::negotiate(&document::browser_languages(&window())));
    document::save(&window(), Lang::Ru);
    assert_eq!(document::choose(&window()), Lang::Ru);
    store.set_item(document::STORAGE_KEY, "xx").unwrap();
    assert_eq!(document::saved(&window()), None, "an unknown saved value is ignored");
    store.remove_item(document::STORAGE_KEY).unwrap();
}

#[wasm_bindgen_test]
fn data_i18n_markup_is_translated_and_the_menu_lists_every_language() {
    let root = fragment(
        r#"<button id="n" data-i18n="new-game" data-i18n-title="undo-title">New game</button>
           <button id="f" data-i18n-aria-label="first">«</button><select id="lang"></select>"#,
    );
    let ca = Messages::new(Lang::Ca);
    document::translate(&root, &ca);
    let n = by_id(&root, "n");
    assert_eq!(n.text_content().unwrap(), "Partida nova");
    assert_eq!(n.get_attribute("title").unwrap(), ca.tr(Msg::UndoTitle, &[]));
    let f = by_id(&root, "f");
    assert_eq!(
        (f.text_content().unwrap().as_str(), f.get_attribute("aria-label").unwrap().as_str()),
        ("«", "Posició inicial")
    );

    let select: HtmlSelectElement = by_id(&root, "lang").dyn_into().unwrap();
    document::fill_language_select(&doc(), &select, Lang::Ru).unwrap();
    assert_eq!(select.value(), "ru");
    assert_eq!(select.length(), 3);
    assert_eq!(select.item(1).unwrap().text_content().unwrap(), "Català");

    let html = doc().document_element().unwrap();
    let before = html.get_attribute("lang");
    document::translate_document(&doc(), &Messages::new(Lang::Ru));
    assert_eq!(html.get_attribute("lang").as_deref(), Some("ru"));
    assert_eq!(n.text_content().unwrap(), "Новая партия");
    match before {
        Some(l) => html.set_attribute("lang", &l).unwrap(),
        None => html.remove_attribute("lang").unwrap(),
    }
    root.remove();
}

#[wasm_bindgen_test]
fn a_board_labels_its_squares_in_its_language() {
    use loa_web::board::{Board, BoardOptions};
    let host: web_sys::HtmlElement = doc().create_element("div").unwrap().dyn_into().unwrap();
    host.style().set_property("width", "320px").unwrap();
    doc().body().unwrap().append_child(&host).unwrap();
    let options = BoardOptions {
        lang: Lang::Ru,
        label: Messages::new(Lang::Ru).tr(Msg::BoardLabel, &[]),
        ..BoardOptions::default()
    };
    let board = Board::new(&host, options, |_| {}).unwrap();
    board.set_position(&loa_core::Position::new(loa_core::Variant::Standard), None);
    let label = |sq: &str| {
        host.query_selector(&format!("[data-square=\"{sq}\"]")).unwrap().unwrap().get_attribute("aria-label").unwrap()
    };
    let grid_name = || host.query_selector(".loa-grid").unwrap().unwrap().get_attribute("aria-label").unwrap();
    assert_eq!(label("b1"), "b1, чёрная фишка");
    assert_eq!(label("a1"), "a1, пусто");
    assert_eq!(grid_name(), "Доска Lines of Action");
    board.set_lang(Lang::Ca);
    assert_eq!(label("a2"), "a2, fitxa blanca");
    assert_eq!(grid_name(), "Tauler de Lines of Action");
    drop(board);
    host.remove();
}
