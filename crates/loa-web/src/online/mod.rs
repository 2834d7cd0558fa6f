//! Online play in the browser, a thin layer over loa-app's [`Client`]: the WebSocket
//! (`socket`), the probe that decides whether the page shows anything online at all
//! (`probe`), and the performing of the client's `Update`s — a message sent, a game drawn
//! with its sound and announcement and kept in "Your games", a timer, a question, the
//! "reconnecting" notice. Every
//! decision and every word comes from loa-app (`online::Client`, `online::screen`); nothing here
//! names a message.
//!
//! It is a module of its own (the `online` bin: `online.js`, `online_bg.wasm`), which
//! `www/play-online.js` loads only once the page's own origin answered `/api/status`: served from
//! a static host, or offline, none of it is fetched and the site is exactly the static one.

mod dialogs;
mod seats;
mod socket;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlDialogElement, HtmlElement, Window};

use crate::board::{Board, BoardOptions};
use crate::dom::find::by_id;
use crate::dom::time::{now_ms, Timer};
use crate::dom::Listener;
use crate::js_value::from_js;
use crate::page::move_list::MoveList;
use crate::page::sound::{Cue, Sound};
use loa_app::online::links::{self, Entry};
use loa_app::online::{screen, Act, Client, GameId, Link, Name, ServerMsg, Update};
use socket::{Report, Socket};

/// The online layer, once the probe answered.
struct Online {
    window: Window,
    doc: Document,
    client: Client,
    socket: Option<Socket>,
    /// The next wake-up the client asked for, and its timer.
    wake: Option<(u64, Timer)>,
    /// The game shown in the game view.
    current: Option<GameId>,
    /// The friend's link's secret of the game this page made, until the friend came.
    invite: Option<(GameId, loa_app::online::Secret)>,
    /// What the page's address opened, done once the socket is live.
    entry: Option<Entry>,
    /// The board of the game view, made when it first opens.
    board: Option<Board>,
    moves: MoveList,
    sound: Sound,
    /// The buttons shown: the game's actions, then the question's answers.
    acts: Vec<Act>,
    answers: Vec<Act>,
    /// The page's title without the "your turn" mark.
    title: String,
    self_ref: Weak<RefCell<Online>>,
}

type Shared = Rc<RefCell<Online>>;

thread_local! {
    static ONLINE: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

/// Starts online play on the game page (its origin serves games): the reader's words first.
pub fn start() {
    let Some(window) = web_sys::window() else { return };
    let lang = crate::i18n::document::choose(&window);
    let w = window.clone();
    crate::i18n::document::load(&window, lang, move |ok| {
        let lang = if ok { lang } else { crate::i18n::Lang::En };
        let english = w.clone();
        crate::i18n::document::load(&english, lang, move |_| {
            loa_app::i18n::set_lang(lang);
            // Without its elements (another page), nothing online shows.
            let _ = mount(&w);
        });
    });
}

fn mount(window: &Window) -> Result<(), JsValue> {
    let doc = window.document().ok_or("no document")?;
    let entry = links::read(&crate::page::address::query_pairs(window), &window.location().hash().unwrap_or_default());
    let seed = (js_sys::Math::random() * 4_294_967_296.0) as u64 ^ now_ms();
    let online = Rc::new_cyclic(|weak| {
        RefCell::new(Online {
            window: window.clone(),
            doc: doc.clone(),
            client: Client::new(seed),
            socket: None,
            wake: None,
            current: None,
            invite: None,
            entry,
            board: None,
            moves: MoveList::default(),
            sound: Sound::new(window),
            acts: Vec::new(),
            answers: Vec::new(),
            title: doc.title(),
            self_ref: weak.clone(),
        })
    });
    dialogs::controls(&doc, &online)?;
    for (name, offline) in [("offline", true), ("online", false)] {
        let weak = Rc::downgrade(&online);
        Listener::new(window, name, move |_| {
            act(&weak, |o, _| if offline { o.client.offline() } else { o.client.online() });
        })?
        .keep();
    }
    let opening = online.borrow().entry.as_ref().map(|e| match e {
        Entry::Watch(g) | Entry::Play(g, _) | Entry::Invite(g, _) => g.clone(),
    });
    {
        let mut o = online.borrow_mut();
        if let Some(game) = opening {
            o.current = Some(game);
            o.show_game()?;
        }
        let updates = o.client.connect();
        o.perform(updates);
    }
    by_id::<HtmlElement>(&doc, "online-open")?.set_hidden(false);
    ONLINE.with(|slot| *slot.borrow_mut() = Some(online));
    Ok(())
}

/// Hands an event to the client at the time now, and performs what it returns.
fn act(weak: &Weak<RefCell<Online>>, event: impl FnOnce(&mut Online, u64) -> Vec<Update>) {
    let Some(online) = weak.upgrade() else { return };
    let Ok(mut o) = online.try_borrow_mut() else { return };
    let updates = event(&mut o, now_ms());
    o.perform(updates);
}

impl Online {
    fn perform(&mut self, updates: Vec<Update>) {
        let mut game_changed = false;
        let mut animate = None;
        let mut went_live = false;
        for update in updates {
            match update {
                Update::Connect => self.connect(),
                Update::Close => self.socket = None,
                Update::Send(msg) => {
                    if let (Some(socket), Some(text)) = (&self.socket, crate::js_value::to_json(&msg)) {
                        socket.send(&text);
                    }
                }
                Update::WakeAt(at) => self.wake_at(at),
                Update::Link(link) => {
                    dialogs::notice(&self.doc, screen::link_notice(link).as_deref());
                    // After this batch's hello.
                    went_live |= link == Link::Live;
                }
                Update::Seated { game, seat, invite, .. } => {
                    seats::keep(&self.window, &game, &seat);
                    if let Some(invite) = invite {
                        self.invite = Some((game.clone(), invite));
                    }
                    self.current = Some(game.clone());
                    self.address(&game);
                    let _ = self.show_game();
                    game_changed = true;
                }
                Update::Game { game, fx } => {
                    seats::keep_copy(&self.window, &game, self.client.followed(&game));
                    if self.current.as_ref() == Some(&game) {
                        if let (Some(text), Some(board)) = (&fx.announce, &self.board) {
                            board.announce(&text.say());
                        }
                        if let Some(played) = fx.played {
                            self.sound.play(Cue::of(played.m, played.ends_game));
                        }
                        animate = fx.redraw.animate.or(animate);
                        if fx.redraw.board || fx.redraw.moves {
                            dialogs::error(&self.doc, "online-game-error", None);
                        }
                    }
                    game_changed = true;
                }
                Update::Presence { .. } | Update::Ask { .. } => game_changed = true,
                Update::Rematch { game, next } => {
                    if self.current.as_ref() == Some(&game) {
                        let seat = self.client.followed(&game).and_then(|f| f.seat.clone());
                        if let Some(seat) = &seat {
                            seats::keep(&self.window, &next, seat);
                        }
                        self.current = Some(next.clone());
                        self.address(&next);
                        let more = self.client.open(next, seat);
                        self.perform(more);
                        game_changed = true;
                    }
                }
                Update::Refused { game, code } => {
                    let id = if game.is_some() && game == self.current { "online-game-error" } else { "online-error" };
                    let id = if self.game_open() && game.is_none() { "online-game-error" } else { id };
                    dialogs::error(&self.doc, id, Some(&screen::refusal(code)));
                }
                Update::Lobby => dialogs::lobby(&self.doc, &self.client),
            }
        }
        if went_live {
            self.live();
        }
        if game_changed {
            self.draw_game(animate);
            dialogs::your_games(&self.doc, &self.client);
        }
    }

    fn connect(&mut self) {
        let weak = self.self_ref.clone();
        let opened = Socket::open(&self.window, move |report| {
            act(&weak, |o, now| match report {
                Report::Opened => o.client.opened(now),
                Report::Text(text) => {
                    let msg = crate::js_value::JsonText::parse(&text)
                        .ok_or_else(String::new)
                        .and_then(|json| from_js::<ServerMsg>(json.into_value()));
                    o.client.received(msg, now)
                }
                Report::Closed => {
                    o.socket = None;
                    o.client.closed(now)
                }
            });
        });
        match opened {
            Ok(socket) => self.socket = Some(socket),
            Err(_) => {
                let updates = self.client.closed(now_ms());
                self.perform(updates);
            }
        }
    }

    /// The socket is live: the address's game, and one's own games, followed.
    fn live(&mut self) {
        let mut updates = Vec::new();
        if let Some(entry) = self.entry.take() {
            updates.extend(match entry {
                // A watch link to one's own game (from "Your games"): played with its seat.
                Entry::Watch(game) => {
                    let seat = seats::kept(&self.window).into_iter().find(|(g, _)| *g == game).map(|(_, s)| s);
                    let mine = seat.is_some();
                    let opened = self.client.open(game.clone(), seat);
                    if mine {
                        // The address becomes the private link: a reload plays on.
                        self.address(&game);
                    }
                    opened
                }
                Entry::Play(game, seat) => self.client.open(game, Some(seat)),
                Entry::Invite(game, invite) => {
                    let name = self.name();
                    self.client.join(game, invite, name)
                }
            });
        }
        for (game, seat) in seats::kept(&self.window) {
            if self.client.followed(&game).is_none() {
                updates.extend(self.client.open(game, Some(seat)));
            }
        }
        self.perform(updates);
    }

    fn wake_at(&mut self, at: u64) {
        if self.wake.as_ref().is_some_and(|(due, _)| *due <= at && *due > now_ms()) {
            return;
        }
        let weak = self.self_ref.clone();
        let timer = Timer::after(at.saturating_sub(now_ms()), move || {
            act(&weak, |o, now| {
                o.wake = None;
                o.client.wake(now)
            });
        });
        self.wake = Some((at, timer));
    }

    /// The display name typed in the online dialog, if any (one line, at most 32 characters).
    fn name(&self) -> Option<Name> {
        let input = by_id::<web_sys::HtmlInputElement>(&self.doc, "online-name").ok()?;
        Name::new(&input.value()).ok()
    }

    /// The address becomes this game's: the private link when this page has its seat (a reload
    /// resumes the game), else the watch link.
    fn address(&self, game: &GameId) {
        let seat = self.client.followed(game).and_then(|f| f.seat.clone());
        let url = match &seat {
            Some(seat) => format!("?{}#{}", links::query(game), links::seat_fragment(seat)),
            None => format!("?{}", links::query(game)),
        };
        if let Ok(history) = self.window.history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
        }
    }

    fn game_open(&self) -> bool {
        by_id::<HtmlDialogElement>(&self.doc, "online-game").is_ok_and(|d| d.open())
    }

    /// Opens the game view (its board made the first time).
    fn show_game(&mut self) -> Result<(), JsValue> {
        if self.board.is_none() {
            let host: HtmlElement = by_id(&self.doc, "online-board")?;
            let weak = self.self_ref.clone();
            self.board = Some(Board::new(&host, BoardOptions::default(), move |m| {
                act(&weak, |o, now| match o.current.clone() {
                    Some(game) => o.client.play(&game, &m.to_string(), now),
                    None => Vec::new(),
                });
            })?);
        }
        if let Ok(online) = by_id::<HtmlDialogElement>(&self.doc, "online-dialog") {
            online.close();
        }
        let dialog: HtmlDialogElement = by_id(&self.doc, "online-game")?;
        if !dialog.open() {
            dialog.show_modal()?;
        }
        self.draw_game(None);
        Ok(())
    }
}

/// A button of the game view pressed: its act (`answer`: a question's answer).
fn pressed(weak: &Weak<RefCell<Online>>, index: usize, answer: bool) {
    act(weak, |o, _| {
        let list = if answer { &o.answers } else { &o.acts };
        match (list.get(index).copied(), o.current.clone()) {
            (Some(a), Some(game)) => o.client.act(&game, a),
            _ => Vec::new(),
        }
    });
}

/// The dialog's Invite / Open a challenge pressed, or a lobby row's button.
fn form(weak: &Weak<RefCell<Online>>, what: &str, challenge: Option<GameId>) {
    act(weak, |o, _| {
        let name = o.name();
        if let Some(id) = challenge {
            if o.client.lobby().is_mine(&id) {
                return o.client.unseek(id);
            }
            return o.client.accept(id, name);
        }
        let value = |id: &str| by_id::<web_sys::HtmlSelectElement>(&o.doc, id).map(|s| s.value()).unwrap_or_default();
        let Some(terms) = screen::terms(&value("online-color"), &value("online-variant"), &value("online-pace")) else {
            return Vec::new();
        };
        dialogs::error(&o.doc, "online-error", None);
        if what == "invite" {
            o.client.invite(terms, name)
        } else {
            o.client.seek(terms, name)
        }
    });
}

/// A game of "Your online games" opened.
fn open_game(weak: &Weak<RefCell<Online>>, game: GameId) {
    let Some(online) = weak.upgrade() else { return };
    let Ok(mut o) = online.try_borrow_mut() else { return };
    o.current = Some(game.clone());
    o.address(&game);
    let _ = o.show_game();
}

/// The online dialog opened (the lobby followed) or closed.
fn lobby(weak: &Weak<RefCell<Online>>, on: bool) {
    act(weak, |o, _| o.client.follow_lobby(on));
}

/// The game view closed: the page is the local game's again (the game is still followed).
fn game_closed(weak: &Weak<RefCell<Online>>) {
    let Some(online) = weak.upgrade() else { return };
    let Ok(mut o) = online.try_borrow_mut() else { return };
    o.current = None;
    if let Ok(history) = o.window.history() {
        let path = o.window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
}

impl std::fmt::Debug for Online {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Online").field("current", &self.current).finish_non_exhaustive()
    }
}
