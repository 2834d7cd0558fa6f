//! What each region of the game page shows, in the page's language: the browser writes these
//! values into its elements and decides nothing.

use loa_core::{Color, Move, Position};

use super::Page;
use crate::analysis::lines;
use crate::board::Movable;
use crate::game::clock::Face;
use crate::game::Player;
use crate::i18n::{lang, messages, players_line, tr, Msg};
use crate::library::Shelf;
use crate::review::run as review;
use crate::session::{engine_line, viewing, Standing};

/// The status line and what is around it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    /// The engine's depth and score while it thinks (when asked for).
    pub engine: Option<String>,
    pub thinking: bool,
    /// `black`, `white` (to move) or `over` (`data-state`).
    pub state: &'static str,
    /// The computer failed for good: its Retry button.
    pub retry: bool,
}

/// The controls around the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Controls {
    pub undo: bool,
    pub redo: bool,
    /// Back to the start and one move back.
    pub back: bool,
    /// One move forward and to the end.
    pub forward: bool,
    /// "Viewing move 3 of 10", while looking back.
    pub viewing: Option<String>,
    /// The person must pass.
    pub pass: bool,
    /// Hint may be asked (else the button, when placed, is disabled).
    pub hint: bool,
    /// The Hint button has its place in the bar.
    pub hint_placed: bool,
    pub hint_busy: bool,
    /// The Analyse button (not while the analysis board shows).
    pub analyse: bool,
    /// Make main line and Delete from here (a variation shows).
    pub variation: bool,
    pub resign: bool,
    pub offer_draw: bool,
    /// "White offers a draw", with Accept and Decline when this side may answer.
    pub draw_offer: Option<String>,
    pub answer_draw: bool,
    /// Who plays whom, or this player's side in a game by link.
    pub side: Option<String>,
    /// The link to send after this player's move in a game by link.
    pub friend_link: Option<String>,
    /// A newcomer's welcome.
    pub welcome: bool,
    /// The reminder of how a piece moves (a newcomer's first moves).
    pub reminder: bool,
}

/// The result box, once the game is over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Result {
    pub headline: String,
    pub detail: Option<String>,
    /// `1-0`, `0-1`, `½-½` (`data-result`).
    pub result: &'static str,
    /// How it ended (`data-how`).
    pub how: &'static str,
    /// The player's standing (`data-standing`): `won`, `lost`, `drawn`.
    pub standing: Option<&'static str>,
    /// The review shows below it: only its headline (`data-folded`), so that the graph and the
    /// marks sit under the board on a phone and the move list keeps its room on a wider screen.
    pub folded: bool,
}

/// The board as shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub position: Position,
    pub movable: Movable,
    pub flipped: bool,
    pub arrow: Option<Move>,
    /// The links of the group that connected, drawn at the game's end.
    pub connection: Vec<(loa_core::Square, loa_core::Square)>,
}

impl<S: Shelf> Page<S> {
    /// The status line.
    #[must_use]
    pub fn status_view(&self) -> Status {
        let session = &self.session;
        let game = session.line();
        let thinking = session.is_thinking();
        let engine =
            session.info().filter(|_| self.show_info && thinking).map(|info| engine_line(&messages(lang()), info));
        Status {
            text: session.status().say(),
            engine,
            thinking,
            state: if session.is_over() { "over" } else { game.position().turn().name() },
            retry: session.failure().is_some() && game.computer_to_move(),
        }
    }

    /// The controls around the board.
    #[must_use]
    pub fn controls(&self) -> Controls {
        let session = &self.session;
        let game = session.line();
        let (view, ply) = (game.view(), game.ply());
        let offered = session.draw_offered();
        Controls {
            undo: session.can_undo(),
            redo: session.can_redo(),
            back: view > 0,
            forward: view < ply,
            viewing: (view < ply).then(|| viewing(game).say()),
            pass: game.human_must_pass(),
            hint: self.hint_offered(),
            hint_placed: self.hint_placed(),
            hint_busy: self.hint_thinking(),
            analyse: !session.is_analysing(),
            variation: session.on_variation(),
            resign: session.resigning_side().is_some(),
            offer_draw: session.can_offer_draw(),
            draw_offer: offered.map(|side| tr(Msg::DrawOffered, &[("color", side.into())])),
            answer_draw: session.can_accept_draw(),
            side: self.side_line(),
            friend_link: self.friend_link(),
            welcome: self.welcome_shown(),
            reminder: self.reminder_shown(),
        }
    }

    /// Who plays whom: "You (Black) – Computer (level 4, Club player)"; in a game by link, "You
    /// play Black" (and while the other side is to move, that the link is to be sent).
    fn side_line(&self) -> Option<String> {
        let Some(me) = self.friend_side() else { return players_line(self.session.line().players) };
        let game = self.session.line();
        let waiting = game.turn() != me && !game.position().is_game_over();
        let id = if waiting { Msg::LibraryYouPlayWaiting } else { Msg::LibraryYouPlay };
        Some(tr(id, &[("color", me.into()), ("other", (!me).into())]))
    }

    /// The result box, once the game is over.
    #[must_use]
    pub fn result_view(&self) -> Option<Result> {
        let verdict = self.session.verdict()?;
        let (headline, detail) = verdict.boxed();
        Some(Result {
            headline: headline.say(),
            detail: detail.map(|d| d.say()),
            result: verdict.end.result_str(),
            how: verdict.end.reason_name(),
            standing: verdict.standing.map(|s| match s {
                Standing::Won => "won",
                Standing::Lost => "lost",
                Standing::Drawn => "drawn",
            }),
            folded: self.review.is_open(),
        })
    }

    /// The board.
    #[must_use]
    pub fn board_view(&self) -> Board {
        let session = &self.session;
        let connection = session.connected_groups().into_iter().flat_map(|g| g.links).collect();
        Board {
            position: session.line().shown().clone(),
            movable: session.movable(),
            flipped: session.flipped(),
            arrow: self.arrow(),
            connection,
        }
    }

    /// Both clocks at `now_ms`, Black's first (`None`: no clock).
    #[must_use]
    pub fn clocks(&self, now_ms: u64) -> Option<[Face; 2]> {
        self.session.clocks(now_ms)
    }

    /// The analysis panel, while the analysis board shows.
    #[must_use]
    pub fn panel_view(&self) -> Option<lines::View> {
        self.session.is_analysing().then(|| self.panel.view())
    }

    /// The review.
    #[must_use]
    pub fn review_view(&self) -> review::View {
        self.review.view(self.session.line(), self.session.is_analysing())
    }

    /// Whether the review evaluates.
    #[must_use]
    pub fn review_running(&self) -> bool {
        self.review.is_running()
    }

    /// The board as the next start's picture shows it, before the page's code has arrived: an
    /// SVG file ([`crate::board::picture::standalone`]) with the last move marked, turned as the
    /// board is.
    #[must_use]
    pub fn picture(&self) -> String {
        let look = crate::board::picture::Look { flipped: self.session.flipped(), coordinates: true };
        crate::board::picture::standalone(self.session.line().shown(), look)
    }

    /// Whether a game against the computer is on and the person plays `side`.
    #[must_use]
    pub fn plays_computer(&self, side: Color) -> bool {
        let players = self.session.line().players;
        players.of(side) == Player::Human && players.of(!side) == Player::Computer
    }
}
