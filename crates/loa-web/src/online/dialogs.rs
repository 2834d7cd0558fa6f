//! The online elements drawn from the client (the words from loa-app's `online::screen`), and
//! their controls bound: the entry, the online dialog (invitation, lobby, one's games) and the
//! game view (board, players, clocks, status, buttons, question, moves, links).

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::{Online, Shared};
use crate::board::Board;
use crate::dom::find::{by_id, optional};
use crate::dom::Listener;
use crate::page::move_list::MoveList;
use loa_app::online::screen::{self, Button, GameView};
use loa_app::online::{Act, Client, GameId, Secret};

/// Binds the entry, the dialog's buttons, the lobby's and the game view's.
pub fn controls(doc: &Document, online: &Shared) -> Result<(), JsValue> {
    crate::page::fill_select(doc, &by_id::<HtmlSelectElement>(doc, "online-pace")?, &screen::paces())?;
    let dialog: HtmlDialogElement = by_id(doc, "online-dialog")?;
    let weak = Rc::downgrade(online);
    let bind = |id: &str, f: Box<dyn Fn(web_sys::Event)>| -> Result<(), JsValue> {
        Listener::new(&by_id::<web_sys::EventTarget>(doc, id)?, "click", f)?.keep();
        Ok(())
    };
    let (w, d) = (weak.clone(), dialog.clone());
    bind(
        "online-open",
        Box::new(move |_| {
            if d.show_modal().is_ok() {
                super::lobby(&w, true);
            }
        }),
    )?;
    let w = weak.clone();
    Listener::new(&dialog, "close", move |_| super::lobby(&w, false))?.keep();
    for what in ["invite", "seek"] {
        let w = weak.clone();
        bind(&format!("online-{what}"), Box::new(move |_| super::form(&w, what, None)))?;
    }
    let w = weak.clone();
    bind(
        "online-challenges",
        Box::new(move |e| {
            if let Some(id) = target_data(&e, "data-challenge").and_then(|id| GameId::parse(&id)) {
                super::form(&w, "", Some(id));
            }
        }),
    )?;
    let w = weak.clone();
    bind(
        "online-games",
        Box::new(move |e| {
            if let Some(id) = target_data(&e, "data-game").and_then(|id| GameId::parse(&id)) {
                super::open_game(&w, id);
            }
        }),
    )?;
    for (id, answer) in [("online-actions", false), ("online-answers", true)] {
        let w = weak.clone();
        bind(
            id,
            Box::new(move |e| {
                if let Some(i) = target_data(&e, "data-i").and_then(|i| i.parse().ok()) {
                    super::pressed(&w, i, answer);
                }
            }),
        )?;
    }
    let w = weak;
    Listener::new(&by_id::<web_sys::EventTarget>(doc, "online-game")?, "close", move |_| super::game_closed(&w))?
        .keep();
    Ok(())
}

/// The attribute `name` of the button clicked.
fn target_data(e: &web_sys::Event, name: &str) -> Option<String> {
    let target: Element = e.target()?.dyn_into().ok()?;
    target.closest("button").ok()??.get_attribute(name)
}

/// The connection's notice, or none.
pub fn notice(doc: &Document, text: Option<&str>) {
    if let Some(el) = optional::<HtmlElement>(doc, "online-notice") {
        el.set_text_content(text);
        el.set_hidden(text.is_none());
    }
}

/// A refusal said in element `id`, or hidden.
pub fn error(doc: &Document, id: &str, text: Option<&str>) {
    if let Some(el) = optional::<HtmlElement>(doc, id) {
        el.set_text_content(text);
        el.set_hidden(text.is_none());
    }
}

/// The page's title, marked while it is one's move in a game followed.
pub fn title(doc: &Document, client: &Client, base: &str) {
    let your_turn = client.games().any(|(_, f)| screen::your_turn(f));
    let title = screen::title(base, your_turn);
    if doc.title() != title {
        doc.set_title(&title);
    }
}

/// The lobby: the counts and the open challenges (names as text only).
pub fn lobby(doc: &Document, client: &Client) {
    let lobby = client.lobby();
    if let Some(el) = optional::<HtmlElement>(doc, "online-counts") {
        el.set_text_content(Some(&screen::counts(lobby.counts)));
    }
    let Some(list) = optional::<HtmlElement>(doc, "online-challenges") else { return };
    list.set_text_content(None);
    for challenge in &lobby.challenges {
        let (terms, name, label) = screen::challenge_row(challenge, lobby.is_mine(&challenge.id));
        let _ =
            row(doc, &list, &[(&name, "online-name"), (&terms, "")], &label, ("data-challenge", challenge.id.as_str()));
    }
    if let Some(empty) = optional::<HtmlElement>(doc, "online-no-challenges") {
        empty.set_hidden(!lobby.challenges.is_empty());
    }
}

/// One's online games, with where each stands.
pub fn your_games(doc: &Document, client: &Client) {
    let (Some(list), Some(section)) =
        (optional::<HtmlElement>(doc, "online-games"), optional::<HtmlElement>(doc, "online-mine"))
    else {
        return;
    };
    list.set_text_content(None);
    let mut any = false;
    for (id, f) in client.games().filter(|(_, f)| f.seat.is_some() && f.game.is_some()) {
        let (text, label) = screen::game_row(f);
        let _ = row(doc, &list, &[(&text, "")], &label, ("data-game", id.as_str()));
        any = true;
    }
    section.set_hidden(!any);
}

/// A list row: its texts (each in a span of that class) and a button with `data`.
fn row(
    doc: &Document,
    list: &HtmlElement,
    texts: &[(&str, &str)],
    label: &str,
    data: (&str, &str),
) -> Result<(), JsValue> {
    let li = doc.create_element("li")?;
    for (text, class) in texts {
        let span = crate::dom::build::element(doc, "span", class)?;
        span.set_text_content(Some(text));
        li.append_child(&span)?;
    }
    let button = crate::dom::build::button(doc, "")?;
    button.set_text_content(Some(label));
    button.set_attribute(data.0, data.1)?;
    li.append_child(&button)?;
    list.append_child(&li)?;
    Ok(())
}

impl Online {
    /// The game view of the current game (`animate`: the move that slides into place), and
    /// the title.
    pub(super) fn draw_game(&mut self, animate: Option<loa_core::Move>) {
        title(&self.doc, &self.client, &self.title);
        let Some(game) = self.current.clone() else { return };
        let invite = self.invite.as_ref().filter(|(g, _)| *g == game).map(|(_, s)| s.clone());
        let (doc, client, board) = (&self.doc, &self.client, self.board.as_ref());
        if let Some((acts, answers)) = game_view(doc, client, &game, invite.as_ref(), board, animate, &mut self.moves) {
            self.acts = acts;
            self.answers = answers;
        }
    }
}

/// The game view of `game`; returns the acts of the buttons drawn (actions, answers).
fn game_view(
    doc: &Document,
    client: &Client,
    game: &GameId,
    invite: Option<&Secret>,
    board: Option<&Board>,
    animate: Option<loa_core::Move>,
    moves: &mut MoveList,
) -> Option<(Vec<Act>, Vec<Act>)> {
    let now = crate::dom::time::now_ms();
    let f = client.followed(game)?;
    let v = GameView::of(f, client.question(game, now));
    for (side, text) in ["black", "white"].iter().zip(&v.players) {
        if let Some(el) = optional::<HtmlElement>(doc, &format!("online-player-{side}")) {
            el.set_text_content(Some(text));
        }
    }
    let faces = client.clocks(game, now);
    for side in ["black", "white"] {
        let Ok(Some(el)) = doc.query_selector(&format!("[data-online-clock=\"{side}\"]")) else { continue };
        let face = faces.iter().flatten().find(|f| f.side.key() == side);
        el.set_text_content(face.map(|f| f.text(loa_app::i18n::lang())).as_deref());
        flag(&el, "data-running", face.is_some_and(|f| f.running));
        flag(&el, "data-low", face.is_some_and(|f| f.low));
        flag(&el, "data-out", face.is_some_and(|f| f.out));
    }
    if let Some(el) = optional::<HtmlElement>(doc, "online-game-status") {
        el.set_text_content(Some(&v.status));
        flag(&el, "data-your-turn", v.your_turn);
    }
    if let (Some(board), Some(g)) = (board, &f.game) {
        let session = g.session();
        board.set_position(session.line().shown(), animate);
        board.set_movable(v.movable);
        board.set_flipped(f.you == Some(loa_core::Color::White));
        if let Some(list) = optional::<HtmlElement>(doc, "online-moves") {
            moves.show(doc, &list, session.line());
        }
    }
    let acts = buttons(doc, "online-actions", &v.actions);
    let answers = match &v.question {
        Some((text, answers)) => {
            if let Some(el) = optional::<HtmlElement>(doc, "online-question-text") {
                el.set_text_content(Some(text));
            }
            buttons(doc, "online-answers", answers)
        }
        None => Vec::new(),
    };
    if let Some(el) = optional::<HtmlElement>(doc, "online-question") {
        el.set_hidden(v.question.is_none());
    }
    let base = crate::page::address::base(&web_sys::window()?);
    let started = f.game.as_ref().is_some_and(|g| g.started());
    let [watch, own, friend] = screen::links(&base, game, f.seat.as_ref(), invite.filter(|_| !started));
    for (id, link) in [("online-watch-link", watch), ("online-own-link", own), ("online-friend-link", friend)] {
        if let Some(input) = optional::<HtmlInputElement>(doc, id) {
            input.set_value(link.as_deref().unwrap_or_default());
        }
    }
    if let Some(el) = optional::<HtmlElement>(doc, "online-links") {
        el.set_hidden(invite.is_none() || started);
    }
    Some((acts, answers))
}

/// The buttons of `container`, drawn again only when they changed (the focus stays).
fn buttons(doc: &Document, container: &str, list: &[Button]) -> Vec<Act> {
    let acts: Vec<Act> = list.iter().map(|(a, _)| *a).collect();
    let Some(el) = optional::<HtmlElement>(doc, container) else { return acts };
    let labels: Vec<&str> = list.iter().map(|(_, l)| l.as_str()).collect();
    if el.get_attribute("data-labels").as_deref() == Some(labels.join("\n").as_str()) {
        return acts;
    }
    el.set_text_content(None);
    let _ = el.set_attribute("data-labels", &labels.join("\n"));
    for (i, (_, label)) in list.iter().enumerate() {
        let Ok(button) = crate::dom::build::button(doc, "") else { continue };
        button.set_text_content(Some(label));
        let _ = button.set_attribute("data-i", &i.to_string());
        let _ = el.append_child(&button);
    }
    acts
}

fn flag(el: &Element, name: &str, on: bool) {
    let _ = if on { el.set_attribute(name, "") } else { el.remove_attribute(name) };
}
