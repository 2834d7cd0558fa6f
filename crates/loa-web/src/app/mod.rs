//! The game page: the controller that ties the board component, the game model, the engine
//! worker and the page's controls together, plus storage and links.
//!
//! Flow: pointer/keys on the board → [`Board`]'s move callback → [`Game::play`] (loa-core checks
//! it) → the page is redrawn from the model, saved, and the computer asked if it is its turn.

pub mod clipboard;
pub mod crash;
pub mod link;
pub mod model;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::search::LEVEL_COUNT;
use loa_core::{record, Color, Move, NoMoves, Position, Repetition, Rules, Simultaneous, Variant};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Event, HtmlButtonElement, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
    HtmlTextAreaElement, KeyboardEvent, Storage, Window,
};

use crate::ai::{js_error_text, AiClient, AiEvent};
use crate::board::{Board, BoardOptions, Movable};
use crate::protocol::SearchInfo;
use model::{describe, Game, Player, Players, Saved};

/// Where the game in progress is kept.
pub const STORAGE_KEY: &str = "loa-game";
/// Where the "show depth and score" choice is kept.
const INFO_KEY: &str = "loa-show-info";
/// The worker, relative to the page (trunk's loader shim).
const WORKER_URL: &str = "./worker_loader.js";
/// A pause between moves when the computer plays itself, so people can follow.
const WATCH_DELAY_MS: i32 = 500;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(text: &str);
}

/// Starts the page. Errors end up on the page and in the console, never as a panic.
pub fn start() {
    crash::install();
    if let Err(e) = mount() {
        let text = format!("The game could not start: {}", js_error_text(&e));
        console_error(&text);
        if let Some(status) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("status")) {
            status.set_text_content(Some(&text));
        }
    }
}

fn by_id<T: JsCast>(doc: &Document, id: &str) -> Result<T, JsValue> {
    let el = element(doc, id)?;
    if el.is_instance_of::<T>() {
        Ok(el.unchecked_into())
    } else {
        Err(wrong_kind(id))
    }
}

// Not generic, so the error text is built once in the binary, not once per element type.
fn element(doc: &Document, id: &str) -> Result<web_sys::Element, JsValue> {
    doc.get_element_by_id(id).ok_or_else(|| JsValue::from_str(&format!("#{id} is missing from the page")))
}

fn wrong_kind(id: &str) -> JsValue {
    JsValue::from_str(&format!("#{id} is not the expected kind of element"))
}

/// The page's elements.
struct Elements {
    status: HtmlElement,
    engine_info: HtmlElement,
    result: HtmlElement,
    result_text: HtmlElement,
    message: HtmlElement,
    message_text: HtmlElement,
    pass: HtmlButtonElement,
    ai_retry: HtmlButtonElement,
    show_info: HtmlInputElement,
    moves: HtmlElement,
    viewing: HtmlElement,
    undo: HtmlButtonElement,
    redo: HtmlButtonElement,
    first: HtmlButtonElement,
    back: HtmlButtonElement,
    forward: HtmlButtonElement,
    last: HtmlButtonElement,
    link_box: HtmlElement,
    link: HtmlInputElement,
    new_game_dialog: HtmlDialogElement,
    mode: HtmlSelectElement,
    color: HtmlSelectElement,
    level: HtmlSelectElement,
    variant: HtmlSelectElement,
    rule_simultaneous: HtmlSelectElement,
    rule_no_moves: HtmlSelectElement,
    rule_repetition: HtmlSelectElement,
    rule_move_limit: HtmlInputElement,
    record_dialog: HtmlDialogElement,
    record: HtmlTextAreaElement,
    record_error: HtmlElement,
}

impl Elements {
    fn find(doc: &Document) -> Result<Elements, JsValue> {
        // One error for all lookups (a `?` per field would repeat the clean-up code ~30 times).
        let mut error = None;
        let e = &mut error;
        let els = Elements {
            status: lookup(doc, "status", e),
            engine_info: lookup(doc, "engine-info", e),
            result: lookup(doc, "result", e),
            result_text: lookup(doc, "result-text", e),
            message: lookup(doc, "message", e),
            message_text: lookup(doc, "message-text", e),
            pass: lookup(doc, "pass", e),
            ai_retry: lookup(doc, "ai-retry", e),
            show_info: lookup(doc, "show-info", e),
            moves: lookup(doc, "moves", e),
            viewing: lookup(doc, "viewing", e),
            undo: lookup(doc, "undo", e),
            redo: lookup(doc, "redo", e),
            first: lookup(doc, "first", e),
            back: lookup(doc, "back", e),
            forward: lookup(doc, "forward", e),
            last: lookup(doc, "last", e),
            link_box: lookup(doc, "link-box", e),
            link: lookup(doc, "link", e),
            new_game_dialog: lookup(doc, "new-game-dialog", e),
            mode: lookup(doc, "mode", e),
            color: lookup(doc, "color", e),
            level: lookup(doc, "level", e),
            variant: lookup(doc, "variant", e),
            rule_simultaneous: lookup(doc, "rule-simultaneous", e),
            rule_no_moves: lookup(doc, "rule-no-moves", e),
            rule_repetition: lookup(doc, "rule-repetition", e),
            rule_move_limit: lookup(doc, "rule-move-limit", e),
            record_dialog: lookup(doc, "record-dialog", e),
            record: lookup(doc, "record", e),
            record_error: lookup(doc, "record-error", e),
        };
        match error {
            Some(err) => Err(err),
            None => Ok(els),
        }
    }
}

/// `by_id`, noting the first failure in `error` (and returning a placeholder then).
fn lookup<T: JsCast>(doc: &Document, id: &str, error: &mut Option<JsValue>) -> T {
    match by_id(doc, id) {
        Ok(el) => el,
        Err(err) => {
            error.get_or_insert(err);
            JsValue::UNDEFINED.unchecked_into()
        }
    }
}

struct App {
    window: Window,
    doc: Document,
    els: Elements,
    board: Board,
    ai: Option<AiClient>,
    game: Game,
    /// The running search and its latest report.
    search: Option<u32>,
    info: Option<SearchInfo>,
    /// A computer-vs-computer move waiting for its pause to end.
    watch_timer: Option<i32>,
    /// The engine failed for good; the user may ask again.
    ai_failed: bool,
    show_info: bool,
    self_ref: Weak<RefCell<App>>,
}

type Shared = Rc<RefCell<App>>;

fn storage(window: &Window) -> Option<Storage> {
    // `?embed=1`: the page inside another site's iframe never reads or replaces the player's saved
    // game (same origin, same storage).
    if window.location().search().is_ok_and(|q| q.split(['?', '&']).any(|p| p == "embed=1")) {
        return None;
    }
    window.local_storage().ok().flatten()
}

/// Said once, on arrival, when the browser refuses the page its storage (private mode, blocked
/// site data): the game plays on but is not kept.
const STORAGE_BLOCKED: &str =
    "This browser does not let the page keep anything, so this game will not be saved when you leave.";

/// Whether the browser refuses the page its storage (`?embed=1` does without it on purpose).
fn storage_blocked(window: &Window) -> bool {
    let embedded = window.location().search().is_ok_and(|q| q.split(['?', '&']).any(|p| p == "embed=1"));
    !embedded && !matches!(window.local_storage(), Ok(Some(_)))
}

/// The query string as key/value pairs.
fn query_pairs(window: &Window) -> Vec<(String, String)> {
    let search = window.location().search().unwrap_or_default();
    let mut pairs = Vec::new();
    if let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) {
        let entries = js_sys::try_iter(&params.entries()).ok().flatten();
        for entry in entries.into_iter().flatten().flatten() {
            let entry: js_sys::Array = entry.unchecked_into();
            if let (Some(k), Some(v)) = (entry.get(0).as_string(), entry.get(1).as_string()) {
                pairs.push((k, v));
            }
        }
    }
    pairs
}

/// The game to show on arrival: from the link if it carries one (then the link's setup
/// parameters are dropped from the address bar, the game being saved), else the saved game,
/// else a new game. Returns the messages to show.
fn initial_game(window: &Window) -> (Game, Vec<String>) {
    let pairs = query_pairs(window);
    if link::has_game(&pairs) {
        let (game, errors) = link::read(&pairs, Players::default());
        let messages = if errors.is_empty() {
            Vec::new()
        } else {
            vec![format!("Some of the link could not be used: {}.", errors.join("; "))]
        };
        // Without storage (`?embed=1`, or blocked), the link is all that keeps the game.
        if storage(window).is_none() {
            return (game, messages);
        }
        // Keep other parameters; drop the game's so a reload shows the saved game as played on.
        let rest: Vec<String> = pairs
            .iter()
            .filter(|(k, _)| !link::KEYS.contains(&k.as_str()))
            .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
            .collect();
        let location = window.location();
        let path = location.pathname().unwrap_or_default();
        let hash = location.hash().unwrap_or_default();
        let url = if rest.is_empty() { format!("{path}{hash}") } else { format!("{path}?{}{hash}", rest.join("&")) };
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
        }
        return (game, messages);
    }
    let Some(store) = storage(window) else {
        return (Game::new(Position::new(Variant::Standard), Players::default()), Vec::new());
    };
    match store.get_item(STORAGE_KEY) {
        Ok(Some(text)) => match load_saved(&text) {
            Ok(game) => (game, Vec::new()),
            Err(e) => {
                let _ = store.remove_item(STORAGE_KEY);
                (
                    Game::new(Position::new(Variant::Standard), Players::default()),
                    vec![format!("The saved game could not be restored ({e}), so a new game was started.")],
                )
            }
        },
        _ => (Game::new(Position::new(Variant::Standard), Players::default()), Vec::new()),
    }
}

fn load_saved(text: &str) -> Result<Game, String> {
    let value = js_sys::JSON::parse(text).map_err(|_| "it is not valid JSON".to_owned())?;
    let saved: Saved = serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())?;
    Game::from_saved(&saved)
}

fn encode(s: &str) -> String {
    String::from(js_sys::encode_uri_component(s))
}

fn mount() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    let els = Elements::find(&doc)?;
    let host: HtmlElement = by_id(&doc, "board")?;
    let (game, mut messages) = initial_game(&window);
    if storage_blocked(&window) {
        messages.push(STORAGE_BLOCKED.to_owned());
    }

    let slot: Rc<RefCell<Weak<RefCell<App>>>> = Rc::new(RefCell::new(Weak::new()));
    let board_slot = slot.clone();
    let board = Board::new(&host, BoardOptions::default(), move |m| {
        let app = board_slot.borrow().upgrade();
        if let Some(app) = app {
            App::human_move(&app, m);
        }
    })?;
    let show_info = storage(&window).and_then(|s| s.get_item(INFO_KEY).ok().flatten()).as_deref() == Some("1");
    els.show_info.set_checked(show_info);
    fill_levels(&doc, &els.level)?;

    let app = Rc::new_cyclic(|weak: &Weak<RefCell<App>>| {
        RefCell::new(App {
            window: window.clone(),
            doc: doc.clone(),
            els,
            board,
            ai: None,
            game,
            search: None,
            info: None,
            watch_timer: None,
            ai_failed: false,
            show_info,
            self_ref: weak.clone(),
        })
    });
    *slot.borrow_mut() = Rc::downgrade(&app);
    let weak = Rc::downgrade(&app);
    let ai = AiClient::new(WORKER_URL, move |event| {
        if let Some(app) = weak.upgrade() {
            App::ai_event(&app, event);
        }
    });
    {
        let mut a = app.borrow_mut();
        a.ai = Some(ai);
        for m in messages {
            a.show_message(&m);
        }
        a.board.set_flipped(a.game.flipped);
        a.save();
        a.redraw(None);
        a.sync_ai();
    }
    bind(&app)?;
    APP.with(|slot| *slot.borrow_mut() = Some(app));
    Ok(())
}

thread_local! {
    /// The page's one app, alive as long as the page (its listeners hold weak references).
    static APP: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

fn fill_levels(doc: &Document, select: &HtmlSelectElement) -> Result<(), JsValue> {
    for level in 1..=LEVEL_COUNT {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &level.to_string())?;
        let label = match level {
            1 => format!("{level} (beginner)"),
            l if l == LEVEL_COUNT => format!("{level} (strongest)"),
            _ => level.to_string(),
        };
        option.set_text_content(Some(&label));
        select.append_child(&option)?;
    }
    Ok(())
}

/// Adds a page-lifetime listener.
fn listen(target: &web_sys::EventTarget, name: &str, app: &Shared, f: fn(&Shared, Event)) -> Result<(), JsValue> {
    let weak = Rc::downgrade(app);
    let closure = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        if let Some(app) = weak.upgrade() {
            f(&app, e);
        }
    });
    target.add_event_listener_with_callback(name, closure.as_ref().unchecked_ref())?;
    // The page's controls live as long as the page.
    closure.forget();
    Ok(())
}

fn click(doc: &Document, id: &str, app: &Shared, f: fn(&Shared, Event)) -> Result<(), JsValue> {
    let el: HtmlElement = by_id(doc, id)?;
    listen(&el, "click", app, f)
}

fn bind(app: &Shared) -> Result<(), JsValue> {
    let (doc, window) = {
        let a = app.borrow();
        (a.doc.clone(), a.window.clone())
    };
    click(&doc, "new-game", app, |app, _| app.borrow().open_new_game())?;
    click(&doc, "result-new-game", app, |app, _| app.borrow().open_new_game())?;
    click(&doc, "undo", app, |app, _| app.borrow_mut().undo())?;
    click(&doc, "redo", app, |app, _| app.borrow_mut().redo())?;
    click(&doc, "flip", app, |app, _| app.borrow_mut().flip())?;
    click(&doc, "copy-link", app, |app, _| App::copy_link(app))?;
    click(&doc, "open-record", app, |app, _| app.borrow().open_record())?;
    click(&doc, "first", app, |app, _| app.borrow_mut().browse_to(0))?;
    click(&doc, "back", app, |app, _| app.borrow_mut().browse_by(-1))?;
    click(&doc, "forward", app, |app, _| app.borrow_mut().browse_by(1))?;
    click(&doc, "last", app, |app, _| app.borrow_mut().browse_to(usize::MAX))?;
    click(&doc, "pass", app, |app, _| App::human_move(app, Move::PASS))?;
    click(&doc, "ai-retry", app, |app, _| {
        let mut a = app.borrow_mut();
        a.ai_failed = false;
        a.sync_ai();
        a.redraw(None);
    })?;
    click(&doc, "message-close", app, |app, _| app.borrow().els.message.set_hidden(true))?;
    click(&doc, "olympiad", app, |app, _| app.borrow().set_rule_fields(Rules::OLYMPIAD))?;
    click(&doc, "export-sgf", app, |app, _| app.borrow().export(true))?;
    click(&doc, "export-moves", app, |app, _| app.borrow().export(false))?;
    click(&doc, "download-record", app, |app, _| app.borrow().download())?;
    click(&doc, "import-record", app, |app, _| {
        let text = app.borrow().els.record.value();
        app.borrow_mut().import(&text);
    })?;
    let file: HtmlInputElement = by_id(&doc, "import-file")?;
    listen(&file, "change", app, |app, e| App::import_file(app, &e))?;
    let show_info = app.borrow().els.show_info.clone();
    listen(&show_info, "change", app, |app, _| {
        let mut a = app.borrow_mut();
        a.show_info = a.els.show_info.checked();
        if let Some(s) = storage(&a.window) {
            let _ = s.set_item(INFO_KEY, if a.show_info { "1" } else { "0" });
        }
        a.redraw_status();
    })?;
    let mode = app.borrow().els.mode.clone();
    listen(&mode, "change", app, |app, _| app.borrow().update_dialog_fields())?;
    let dialog = app.borrow().els.new_game_dialog.clone();
    listen(&dialog, "close", app, |app, _| {
        let chosen = app.borrow().els.new_game_dialog.return_value();
        if chosen == "start" {
            app.borrow_mut().start_new_game();
        }
    })?;
    listen(&window, "keydown", app, |app, e| {
        if let Ok(e) = e.dyn_into::<KeyboardEvent>() {
            app.borrow_mut().key(&e);
        }
    })?;
    let moves = app.borrow().els.moves.clone();
    listen(&moves, "click", app, |app, e| {
        let ply = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-ply]").ok().flatten())
            .and_then(|el| el.get_attribute("data-ply"))
            .and_then(|p| p.parse::<usize>().ok());
        if let Some(ply) = ply {
            app.borrow_mut().browse_to(ply);
        }
    })?;
    Ok(())
}

impl App {
    // ---- moves ------------------------------------------------------------------------------

    fn human_move(app: &Shared, m: Move) {
        let mut a = app.borrow_mut();
        if a.game.is_browsing() || a.game.computer_to_move() {
            return;
        }
        let mover = a.game.position().turn();
        match a.game.play(m) {
            Ok(()) => {
                a.after_move(mover, m);
            }
            Err(e) => a.show_message(&format!("That move is not allowed: {e}.")),
        }
    }

    fn after_move(&mut self, mover: Color, m: Move) {
        let mut said = describe(mover, m);
        if let Some(outcome) = self.game.position().outcome() {
            said = format!("{said}. {outcome}.");
        }
        self.board.announce(&said);
        self.save();
        self.redraw(Some(m));
        self.sync_ai();
    }

    fn ai_event(app: &Shared, event: AiEvent) {
        let mut a = app.borrow_mut();
        match event {
            AiEvent::Info(info) => {
                if Some(info.id) == a.search {
                    a.info = Some(info);
                    a.redraw_status();
                }
            }
            AiEvent::BestMove { id, best, info } => {
                if Some(id) != a.search {
                    return;
                }
                a.search = None;
                if info.is_some() {
                    a.info = info;
                }
                if !a.game.computer_to_move() {
                    return;
                }
                let mover = a.game.position().turn();
                let m = best.unwrap_or(Move::PASS);
                let was_live = !a.game.is_browsing();
                let view = a.game.view();
                match a.game.play(m) {
                    Ok(()) => {
                        if !was_live {
                            // Someone is looking at an earlier move: let them.
                            a.game.set_view(view);
                        }
                        a.after_move(mover, m);
                    }
                    Err(e) => {
                        a.ai_failed = true;
                        a.show_message(&format!("The computer chose an impossible move ({e})."));
                        a.redraw(None);
                    }
                }
            }
            AiEvent::Failed { message, retrying } => {
                if retrying {
                    a.show_message(&format!("The computer stopped ({message}); restarting it. Your game is safe."));
                } else {
                    a.search = None;
                    a.ai_failed = true;
                    a.show_message(&format!("The computer could not move ({message}). Your game is safe."));
                }
                a.redraw_status();
            }
        }
    }

    /// Starts or stops the computer to match the game.
    fn sync_ai(&mut self) {
        if !self.game.computer_to_move() || self.ai_failed {
            self.cancel_search();
            return;
        }
        if self.search.is_some() || self.watch_timer.is_some() {
            return;
        }
        let watching = self.game.players.black == Player::Computer && self.game.players.white == Player::Computer;
        if watching && self.game.ply() > 0 {
            let weak = self.self_ref.clone();
            let callback = Closure::once_into_js(move || {
                if let Some(app) = weak.upgrade() {
                    let mut a = app.borrow_mut();
                    a.watch_timer = None;
                    a.start_search();
                }
            });
            self.watch_timer = self
                .window
                .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), WATCH_DELAY_MS)
                .ok();
        } else {
            self.start_search();
        }
    }

    fn start_search(&mut self) {
        if !self.game.computer_to_move() || self.search.is_some() {
            return;
        }
        let Some(ai) = &self.ai else { return };
        let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        self.info = None;
        self.search = Some(ai.start(self.game.position(), self.game.players.level, seed));
        self.redraw_status();
    }

    fn cancel_search(&mut self) {
        if let Some(timer) = self.watch_timer.take() {
            self.window.clear_timeout_with_handle(timer);
        }
        if self.search.take().is_some() {
            if let Some(ai) = &self.ai {
                ai.cancel();
            }
        }
        self.info = None;
    }

    fn undo(&mut self) {
        self.cancel_search();
        let undone = self.game.undo();
        if undone.is_empty() {
            return;
        }
        // Slide the last piece taken back to where it came from.
        let back = undone.first().and_then(|m| reversed(*m));
        self.board.announce(&format!("Took back {}", plural_moves(undone.len())));
        self.save();
        self.redraw(back);
        self.sync_ai();
    }

    fn redo(&mut self) {
        self.cancel_search();
        let redone = self.game.redo();
        if redone.is_empty() {
            return;
        }
        self.board.announce(&format!("Replayed {}", plural_moves(redone.len())));
        self.save();
        self.redraw(redone.last().copied());
        self.sync_ai();
    }

    fn flip(&mut self) {
        self.game.flipped = !self.game.flipped;
        self.board.set_flipped(self.game.flipped);
        self.save();
    }

    fn browse_to(&mut self, ply: usize) {
        let old = self.game.view();
        if !self.game.set_view(ply) {
            return;
        }
        let new = self.game.view();
        // One step forward or back animates that move.
        let animate = if new == old + 1 {
            self.game.moves().get(old).copied()
        } else if new + 1 == old {
            self.game.moves().get(new).and_then(|m| reversed(*m))
        } else {
            None
        };
        self.redraw(animate);
    }

    fn browse_by(&mut self, step: isize) {
        let target = self.game.view().saturating_add_signed(step);
        self.browse_to(target);
    }

    fn key(&mut self, e: &KeyboardEvent) {
        if e.ctrl_key() || e.meta_key() || e.alt_key() || e.default_prevented() {
            return;
        }
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        // Typing in a field, an open dialog, or the board's own arrow keys: not ours.
        if let Some(t) = &target {
            let tag = t.tag_name().to_ascii_lowercase();
            if matches!(tag.as_str(), "input" | "textarea" | "select")
                || t.closest("dialog[open]").ok().flatten().is_some()
                || t.closest(".loa-grid").ok().flatten().is_some()
            {
                return;
            }
        }
        match e.key().as_str() {
            "ArrowLeft" => self.browse_by(-1),
            "ArrowRight" => self.browse_by(1),
            "Home" => self.browse_to(0),
            "End" => self.browse_to(usize::MAX),
            "f" | "F" => self.flip(),
            _ => return,
        }
        e.prevent_default();
    }

    // ---- new game, records, links -----------------------------------------------------------

    fn open_new_game(&self) {
        let els = &self.els;
        let players = self.game.players;
        let mode = match (players.black, players.white) {
            (Player::Human, Player::Human) => "hvh",
            (Player::Computer, Player::Computer) => "cvc",
            _ => "hvc",
        };
        els.mode.set_value(mode);
        els.color.set_value(if players.lone_human() == Some(Color::White) { "white" } else { "black" });
        els.level.set_value(&players.level.to_string());
        els.variant.set_value(self.game.start().variant().name());
        self.set_rule_fields(self.game.start().rules());
        self.update_dialog_fields();
        let _ = els.new_game_dialog.show_modal();
    }

    fn set_rule_fields(&self, rules: Rules) {
        let els = &self.els;
        els.rule_simultaneous.set_value(if rules.simultaneous == Simultaneous::MoverWins { "mover" } else { "draw" });
        els.rule_no_moves.set_value(if rules.no_moves == NoMoves::Lose { "lose" } else { "pass" });
        els.rule_repetition.set_value(if rules.repetition == Repetition::Off { "off" } else { "draw" });
        els.rule_move_limit.set_value(&rules.move_limit.map_or(0, |n| n.get()).to_string());
    }

    fn update_dialog_fields(&self) {
        let mode = self.els.mode.value();
        let colour_label: Option<HtmlElement> = by_id(&self.doc, "color-label").ok();
        let level_label: Option<HtmlElement> = by_id(&self.doc, "level-label").ok();
        if let Some(l) = colour_label {
            l.set_hidden(mode != "hvc");
        }
        if let Some(l) = level_label {
            l.set_hidden(mode == "hvh");
        }
    }

    fn start_new_game(&mut self) {
        let els = &self.els;
        let level = els.level.value().parse().ok().filter(|l| model::valid_level(*l)).unwrap_or(model::DEFAULT_LEVEL);
        let human_colour = match els.color.value().as_str() {
            "white" => Color::White,
            "random" if js_sys::Math::random() < 0.5 => Color::White,
            _ => Color::Black,
        };
        let (black, white) = match els.mode.value().as_str() {
            "hvh" => (Player::Human, Player::Human),
            "cvc" => (Player::Computer, Player::Computer),
            _ if human_colour == Color::White => (Player::Computer, Player::Human),
            _ => (Player::Human, Player::Computer),
        };
        let variant: Variant = els.variant.value().parse().unwrap_or_default();
        let limit = els.rule_move_limit.value();
        let rules_text = format!(
            "simultaneous={},no-moves={},repetition={},move-limit={}",
            els.rule_simultaneous.value(),
            els.rule_no_moves.value(),
            els.rule_repetition.value(),
            if limit.trim().is_empty() { "0" } else { limit.trim() }
        );
        let rules = match rules_text.parse::<Rules>() {
            Ok(r) => r,
            Err(e) => {
                self.show_message(&format!("{e}; Olympiad rules are used."));
                Rules::OLYMPIAD
            }
        };
        let flipped = self.game.flipped;
        self.cancel_search();
        self.ai_failed = false;
        self.game = Game::new(Position::with_rules(variant, rules), Players { black, white, level });
        self.game.flipped = flipped;
        self.els.message.set_hidden(true);
        self.board.announce(&format!("New game, {}. {}", variant.title(), self.turn_sentence()));
        self.save();
        self.redraw(None);
        self.sync_ai();
    }

    fn open_record(&self) {
        self.els.record_error.set_hidden(true);
        self.export(true);
        let _ = self.els.record_dialog.show_modal();
    }

    fn export(&self, sgf: bool) {
        let pos = self.game.position();
        let text = if sgf { record::write_sgf(pos) } else { record::write_move_list(pos) };
        self.els.record.set_value(&text);
        self.els.record.set_attribute("data-format", if sgf { "sgf" } else { "moves" }).ok();
    }

    fn download(&self) {
        let sgf = self.els.record.get_attribute("data-format").as_deref() != Some("moves");
        let text = self.els.record.value();
        let parts = js_sys::Array::of1(&JsValue::from_str(&text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(if sgf { "application/x-go-sgf" } else { "text/plain" });
        let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
        let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
        if let Ok(a) = self.doc.create_element("a") {
            let a: web_sys::HtmlAnchorElement = a.unchecked_into();
            a.set_href(&url);
            a.set_download(if sgf { "lines-of-action.sgf" } else { "lines-of-action.txt" });
            a.click();
        }
        let _ = web_sys::Url::revoke_object_url(&url);
    }

    fn import(&mut self, text: &str) {
        let text = text.trim();
        let rules = self.game.start().rules();
        let result = if text.starts_with('(') {
            record::read_sgf(text, rules)
        } else {
            record::read_move_list(text, Position::with_rules(self.game.start().variant(), rules))
        };
        match result {
            Ok(pos) => {
                self.cancel_search();
                self.ai_failed = false;
                let flipped = self.game.flipped;
                self.game = Game::from_played(pos, self.game.players);
                self.game.flipped = flipped;
                self.els.record_error.set_hidden(true);
                self.els.record_dialog.close();
                self.board.announce(&format!("Game imported, {} played", plural_moves(self.game.ply())));
                self.save();
                self.redraw(None);
                self.sync_ai();
            }
            Err(e) => {
                self.els.record_error.set_text_content(Some(&format!("This record cannot be read: {e}.")));
                self.els.record_error.set_hidden(false);
            }
        }
    }

    fn import_file(app: &Shared, e: &Event) {
        let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let weak = Rc::downgrade(app);
        let on_text = Closure::once(move |text: JsValue| {
            if let (Some(app), Some(text)) = (weak.upgrade(), text.as_string()) {
                app.borrow().els.record.set_value(&text);
                app.borrow_mut().import(&text);
            }
        });
        let _ = file.text().then(&on_text);
        on_text.forget();
        input.set_value("");
    }

    fn link_url(&self) -> String {
        let location = self.window.location();
        let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
        let query: Vec<String> = link::write(&self.game).iter().map(|(k, v)| format!("{k}={}", encode(v))).collect();
        format!("{base}?{}", query.join("&"))
    }

    /// Shows the game's link selected in its field and copies it where the page can. No borrow of
    /// the app is held while the clipboard (which may be missing, throw or refuse) is called.
    fn copy_link(app: &Shared) {
        let (window, url, field) = {
            let a = app.borrow();
            a.els.link_box.set_hidden(false);
            a.els.link_box.remove_attribute("data-copied").ok();
            (a.window.clone(), a.link_url(), a.els.link.clone())
        };
        let weak = Rc::downgrade(app);
        clipboard::copy(&window, &field, &url, move |copied| {
            let Some(app) = weak.upgrade() else { return };
            let Ok(a) = app.try_borrow() else { return };
            match copied {
                clipboard::Copied::Clipboard => {
                    a.board.announce("Link copied");
                    a.els.link_box.set_attribute("data-copied", "true").ok();
                }
                clipboard::Copied::Selected => a.board.announce("Link selected: copy it with Ctrl+C"),
            }
        });
    }

    // ---- storage and messages ---------------------------------------------------------------

    fn save(&self) {
        let Some(store) = storage(&self.window) else { return };
        let Ok(value) = serde_wasm_bindgen::to_value(&self.game.to_saved()) else { return };
        if let Ok(text) = js_sys::JSON::stringify(&value) {
            let _ = store.set_item(STORAGE_KEY, &String::from(text));
        }
    }

    fn show_message(&self, text: &str) {
        self.els.message_text.set_text_content(Some(text));
        self.els.message.set_hidden(false);
    }

    // ---- drawing ----------------------------------------------------------------------------

    fn turn_sentence(&self) -> String {
        let pos = self.game.position();
        if let Some(outcome) = pos.outcome() {
            return outcome.to_string();
        }
        let turn = pos.turn();
        match (self.game.players.of(turn), self.game.players.lone_human()) {
            (Player::Human, Some(_)) => format!("Your move ({turn})"),
            (Player::Human, None) => format!("{turn} to move"),
            (Player::Computer, _) => format!("{turn} (computer) to move"),
        }
    }

    fn redraw(&mut self, animate: Option<Move>) {
        let shown = self.game.position_at(self.game.view());
        self.board.set_position(&shown, animate);
        let pos = self.game.position();
        let movable = if self.game.is_browsing() || pos.is_game_over() {
            Movable::None
        } else {
            match (self.game.players.black, self.game.players.white) {
                (Player::Human, Player::Human) => Movable::Both,
                (Player::Human, Player::Computer) => Movable::Side(Color::Black),
                (Player::Computer, Player::Human) => Movable::Side(Color::White),
                (Player::Computer, Player::Computer) => Movable::None,
            }
        };
        self.board.set_movable(movable);
        self.board.set_flipped(self.game.flipped);
        let els = &self.els;
        els.undo.set_disabled(!self.game.can_undo());
        els.redo.set_disabled(!self.game.can_redo());
        let (view, ply) = (self.game.view(), self.game.ply());
        els.first.set_disabled(view == 0);
        els.back.set_disabled(view == 0);
        els.forward.set_disabled(view >= ply);
        els.last.set_disabled(view >= ply);
        els.viewing.set_hidden(view >= ply);
        els.viewing.set_text_content(Some(&format!(
            "Viewing the position after {} of {}: → or End returns to the game.",
            plural_moves(view),
            ply
        )));
        match pos.outcome() {
            Some(outcome) => {
                els.result_text.set_text_content(Some(&format!("Game over: {outcome}.")));
                els.result.set_hidden(false);
                els.result.set_attribute("data-result", outcome.result_str()).ok();
            }
            None => els.result.set_hidden(true),
        }
        let human_must_pass = !pos.is_game_over()
            && self.game.players.of(pos.turn()) == Player::Human
            && pos.legal_moves().first() == Some(&Move::PASS);
        els.pass.set_hidden(!human_must_pass);
        self.redraw_moves();
        self.redraw_status();
    }

    fn redraw_status(&self) {
        let els = &self.els;
        let pos = self.game.position();
        let mut text = self.turn_sentence();
        let thinking = self.search.is_some() || self.watch_timer.is_some();
        if self.game.computer_to_move() {
            if self.ai_failed {
                text = format!("{}: the computer is unavailable", self.turn_sentence());
            } else if thinking {
                text = format!("{} (computer, level {}) is thinking…", pos.turn(), self.game.players.level);
            }
        } else if !pos.is_game_over() && pos.legal_moves().first() == Some(&Move::PASS) {
            text = format!("{} has no legal move and must pass", pos.turn());
        }
        els.ai_retry.set_hidden(!(self.ai_failed && self.game.computer_to_move()));
        els.status.set_text_content(Some(&text));
        let info = match (self.show_info && thinking, &self.info) {
            (true, Some(info)) => {
                let mut line =
                    format!("depth {}, score {}, {} nodes", info.depth, info.score, group_thousands(info.nodes));
                if !info.pv.is_empty() {
                    let pv: Vec<&str> = info.pv.iter().take(6).map(String::as_str).collect();
                    line.push_str(&format!(", expects {}", pv.join(" ")));
                }
                Some(line)
            }
            _ => None,
        };
        els.engine_info.set_hidden(info.is_none());
        els.engine_info.set_text_content(info.as_deref());
        els.status.set_attribute("data-thinking", if thinking { "true" } else { "false" }).ok();
        let state = if pos.is_game_over() { "over" } else { pos.turn().name() };
        els.status.set_attribute("data-state", state).ok();
    }

    fn redraw_moves(&self) {
        let list = &self.els.moves;
        list.set_inner_html("");
        let start_turn = self.game.start().turn();
        let view = self.game.view();
        let mut item: Option<web_sys::Element> = None;
        let mut number = 1;
        for (i, m) in self.game.moves().iter().enumerate() {
            let color = if i % 2 == 0 { start_turn } else { !start_turn };
            if item.is_none() || color == Color::Black || i == 0 {
                let Ok(li) = self.doc.create_element("li") else { return };
                li.set_attribute("value", &number.to_string()).ok();
                if color == Color::White && i == 0 {
                    // The game began with White to move.
                    if let Ok(gap) = self.doc.create_element("span") {
                        gap.set_class_name("move gap");
                        gap.set_text_content(Some("…"));
                        li.append_child(&gap).ok();
                    }
                }
                list.append_child(&li).ok();
                item = Some(li);
            }
            let Some(li) = &item else { return };
            let Ok(button) = self.doc.create_element("button") else { return };
            button.set_class_name("move");
            button.set_attribute("type", "button").ok();
            button.set_attribute("data-ply", &(i + 1).to_string()).ok();
            button.set_attribute("aria-label", &describe(color, *m)).ok();
            if i + 1 == view {
                button.set_attribute("aria-current", "true").ok();
            }
            button.set_text_content(Some(&m.to_string()));
            li.append_child(&button).ok();
            if color == Color::White {
                number += 1;
            }
        }
        if let Some(outcome) = self.game.position().outcome() {
            if let Ok(li) = self.doc.create_element("li") {
                li.set_class_name("outcome");
                li.set_text_content(Some(outcome.score_str()));
                list.append_child(&li).ok();
            }
        }
        // Keep the shown move in sight.
        if let Ok(Some(current)) = list.query_selector("[aria-current]") {
            if let Some(current) = current.dyn_ref::<HtmlElement>() {
                let top = current.offset_top() - list.offset_top();
                let bottom = top + current.offset_height();
                if top < list.scroll_top() || bottom > list.scroll_top() + list.client_height() {
                    list.set_scroll_top(top - list.client_height() / 2);
                }
            }
        } else {
            list.set_scroll_top(list.scroll_height());
        }
    }
}

/// `m` played backwards, for animating a move taken back.
fn reversed(m: Move) -> Option<Move> {
    if m.is_pass() {
        None
    } else {
        Move::new(m.to(), m.from(), false)
    }
}

fn plural_moves(n: usize) -> String {
    if n == 1 {
        "1 move".to_owned()
    } else {
        format!("{n} moves")
    }
}

fn group_thousands(n: f64) -> String {
    // Integer formatting: float formatting would add ~10 KB of wasm.
    let digits = (n.max(0.0) as u64).to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}
