//! The new-game dialog in the browser: its fields read into the model's
//! [`Form`](loa_app::page::new_game::Form) and written back from it, its menus filled from the
//! model's choices, and Start.

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlElement, HtmlSelectElement};

use super::elements::{by_id, Elements};
use super::listen::{click, listen};
use super::{act, Shared};
use loa_app::page::new_game::{self, Choice, Form};
use loa_core::Rules;

/// Fills `select` with `choices`.
pub(crate) fn fill(doc: &Document, select: &HtmlSelectElement, choices: &[Choice]) -> Result<(), JsValue> {
    select.set_inner_html("");
    for choice in choices {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &choice.value)?;
        if let Some(title) = &choice.title {
            option.set_attribute("title", title)?;
        }
        option.set_text_content(Some(&choice.label));
        select.append_child(&option)?;
    }
    Ok(())
}

/// The level and time-control menus, in the page's language (their choices kept).
pub fn fill_menus(doc: &Document, els: &Elements) -> Result<(), JsValue> {
    let (level, time) = (els.level.value(), els.time_control.value());
    fill(doc, &els.level, &new_game::levels())?;
    fill(doc, &els.time_control, &new_game::time_controls())?;
    if !level.is_empty() {
        els.level.set_value(&level);
    }
    if !time.is_empty() {
        els.time_control.set_value(&time);
    }
    Ok(())
}

/// What the dialog's fields say.
fn read(els: &Elements) -> Form {
    Form {
        mode: els.mode.value(),
        color: els.color.value(),
        level: els.level.value(),
        variant: els.variant.value(),
        simultaneous: els.rule_simultaneous.value(),
        no_moves: els.rule_no_moves.value(),
        repetition: els.rule_repetition.value(),
        move_limit: els.rule_move_limit.value(),
        time_control: els.time_control.value(),
        minutes: els.clock_minutes.value(),
        increment: els.clock_increment.value(),
    }
}

/// Writes `form` into the fields and shows what it needs.
fn write(els: &Elements, doc: &Document, form: &Form) {
    els.mode.set_value(&form.mode);
    els.color.set_value(&form.color);
    els.level.set_value(&form.level);
    els.variant.set_value(&form.variant);
    els.time_control.set_value(&form.time_control);
    if !form.minutes.is_empty() {
        els.clock_minutes.set_value(&form.minutes);
        els.clock_increment.set_value(&form.increment);
    }
    write_rules(els, form);
    show_fields(els, doc);
}

fn write_rules(els: &Elements, form: &Form) {
    els.rule_simultaneous.set_value(&form.simultaneous);
    els.rule_no_moves.set_value(&form.no_moves);
    els.rule_repetition.set_value(&form.repetition);
    els.rule_move_limit.set_value(&form.move_limit);
}

/// Shows the fields the mode and the clock need, and what to expect from the level.
fn show_fields(els: &Elements, doc: &Document) {
    let shown = read(els).shown();
    let set = |id: &str, visible: bool| {
        if let Ok(el) = by_id::<HtmlElement>(doc, id) {
            el.set_hidden(!visible);
        }
    };
    set("custom-clock", shown.custom_clock);
    set("color-label", shown.color);
    set("level-label", shown.level);
    if let Ok(about) = by_id::<HtmlElement>(doc, "level-about") {
        about.set_text_content(Some(&shown.level_about));
    }
}

/// Opens the dialog filled from the game in progress.
pub fn open(app: &Shared) {
    let dialog = {
        let a = app.borrow();
        let form = Form::of(a.page.session().line());
        write(&a.els, &a.doc, &form);
        // The rule options folded under "Olympiad rules", unless the game has others.
        if let Ok(rules) = by_id::<web_sys::Element>(&a.doc, "rule-options") {
            crate::dom::write::flag(&rules, "open", !form.olympiad_rules());
        }
        a.els.new_game_dialog.clone()
    };
    let _ = dialog.show_modal();
}

/// The dialog's listeners.
pub fn bind(app: &Shared) -> Result<(), JsValue> {
    let doc = app.borrow().doc.clone();
    click(&doc, "olympiad", app, |app, _| {
        let a = app.borrow();
        write_rules(&a.els, &read(&a.els).with_rules(Rules::OLYMPIAD));
    })?;
    let selects = {
        let a = app.borrow();
        [a.els.mode.clone(), a.els.level.clone(), a.els.time_control.clone()]
    };
    for select in selects {
        listen(&select, "change", app, |app, _| {
            let a = app.borrow();
            show_fields(&a.els, &a.doc);
        })?;
    }
    let dialog = app.borrow().els.new_game_dialog.clone();
    listen(&dialog, "close", app, |app, _| {
        let (chosen, form) = {
            let a = app.borrow();
            (a.els.new_game_dialog.return_value(), read(&a.els))
        };
        if chosen == "start" {
            let coin = js_sys::Math::random() < 0.5;
            act(app, |page, now| page.start_new_game(&form, coin, now));
        }
    })?;
    Ok(())
}
