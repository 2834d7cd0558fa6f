//! What the online pages show, in the page's language: a game followed (its status, players,
//! the buttons its player may press, the question to answer), the connection's notice, the
//! lobby's rows, the invitation's form and links, and the page title's "your turn". The browser
//! writes these into its elements and decides nothing; it never names a message.

use loa_core::{Color, Variant};

use super::{Act, Challenge, ColorChoice, Counts, ErrorCode, Followed, GameId, Link, Pace, Question, Secret, Terms};
use crate::board::Movable;
use crate::game::TimeControl;
use crate::i18n::{tr, Arg, Msg};
use crate::page::new_game::Choice;

/// A button: what it does and its label.
pub type Button = (Act, String);

/// A game followed, as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameView {
    /// Whose turn, the wait for the second player, or the game's end.
    pub status: String,
    /// Black's and White's lines: the name (as text only), "you", "away".
    pub players: [String; 2],
    /// What the pieces this board lets pick up.
    pub movable: Movable,
    /// The player's buttons (draw offer, takeback, resign, abort, rematch).
    pub actions: Vec<Button>,
    /// A question to answer, and its answers.
    pub question: Option<(String, Vec<Button>)>,
    /// It is this page's player's move.
    pub your_turn: bool,
}

impl GameView {
    /// `f` as its page shows it at the server's time `server_now` (`question` from
    /// [`Client::question`](super::Client::question)).
    #[must_use]
    pub fn of(f: &Followed, question: Option<Question>) -> GameView {
        let Some(game) = &f.game else {
            return GameView {
                status: tr(Msg::OnlineOpening, &[]),
                players: [String::new(), String::new()],
                movable: Movable::None,
                actions: Vec::new(),
                question: None,
                your_turn: false,
            };
        };
        let session = game.session();
        let line = session.line();
        let players = [Color::Black, Color::White].map(|side| {
            let name = game.names()[side.index()].as_ref().map(|n| n.as_str().to_owned());
            let name = name.unwrap_or_else(|| tr(Msg::OnlineNoName, &[]));
            let away = f.presence[side.index()].is_some_and(|p| p.away_since.is_some()) && game.joined(side);
            let state = match (f.you == Some(side), away) {
                (true, _) => "you",
                (false, true) => "away",
                _ => "here",
            };
            tr(Msg::OnlinePlayer, &[("color", side.into()), ("name", name.into()), ("state", state.into())])
        });
        let your_turn = your_turn(f);
        let status =
            if !game.started() && !game.is_over() { tr(Msg::OnlineWaiting, &[]) } else { session.status().say() };
        let mut actions = Vec::new();
        if let Some(me) = f.you {
            let playing = game.started() && !game.is_over();
            let ply = game.ply();
            let moved = |side: Color| ply >= if side == Color::Black { 1 } else { 2 };
            if playing && session.may_offer_draw(me) {
                actions.push((Act::DrawOffer, tr(Msg::OnlineOfferDraw, &[])));
            }
            if playing && game.takeback_asked().is_none() && moved(me) {
                actions.push((Act::TakebackOffer, tr(Msg::OnlineTakeback, &[])));
            }
            if !game.is_over() && !moved(Color::White) {
                actions.push((Act::Abort, tr(Msg::OnlineAbort, &[])));
            } else if playing {
                actions.push((Act::Resign, tr(Msg::Resign, &[])));
            }
            if game.is_over() && game.next_game().is_none() && game.rematch_offered().is_none() && game.started() {
                actions.push((Act::RematchOffer, tr(Msg::Rematch, &[])));
            }
        }
        let question = question.map(|q| {
            let (text, answers) = match q {
                Question::Draw => {
                    (Msg::OnlineAskDraw, [(Act::DrawAccept, Msg::DrawAccept), (Act::DrawDecline, Msg::DrawDecline)])
                }
                Question::Takeback => (
                    Msg::OnlineAskTakeback,
                    [(Act::TakebackAccept, Msg::OnlineAccept), (Act::TakebackDecline, Msg::DrawDecline)],
                ),
                Question::Rematch => (
                    Msg::OnlineAskRematch,
                    [(Act::RematchAccept, Msg::OnlineAccept), (Act::RematchDecline, Msg::DrawDecline)],
                ),
                Question::Claim => (
                    Msg::OnlineAskClaim,
                    [(Act::ClaimWin, Msg::OnlineClaimWin), (Act::ClaimDraw, Msg::OnlineClaimDraw)],
                ),
            };
            (tr(text, &[]), answers.iter().map(|&(act, label)| (act, tr(label, &[]))).collect())
        });
        let movable = match f.you {
            Some(me) if your_turn && f.pending.is_none() && !line.is_browsing() => Movable::Side(me),
            _ => Movable::None,
        };
        GameView { status, players, movable, actions, question, your_turn }
    }
}

/// Whether it is the move of this page's player in `f`.
#[must_use]
pub fn your_turn(f: &Followed) -> bool {
    match (&f.game, f.you) {
        (Some(game), Some(me)) => game.started() && !game.is_over() && game.session().line().turn() == me,
        _ => false,
    }
}

/// The connection's notice: `None` while it is live (or not yet tried).
#[must_use]
pub fn link_notice(link: Link) -> Option<String> {
    match link {
        Link::Idle | Link::Live => None,
        Link::Connecting => Some(tr(Msg::OnlineConnecting, &[])),
        Link::Reconnecting { .. } => Some(tr(Msg::OnlineReconnecting, &[])),
        Link::Away => Some(tr(Msg::OnlineOffline, &[])),
    }
}

/// A refusal of the server, said to the player.
#[must_use]
pub fn refusal(code: ErrorCode) -> String {
    let key = match code {
        ErrorCode::BadMessage | ErrorCode::NoHello | ErrorCode::BadName => "bad_message",
        ErrorCode::Version => "version",
        ErrorCode::NoGame => "no_game",
        ErrorCode::NotSeated => "not_seated",
        ErrorCode::InviteTaken => "invite_taken",
        ErrorCode::NotStarted => "not_started",
        ErrorCode::GameOver => "game_over",
        ErrorCode::NotYourTurn => "not_your_turn",
        ErrorCode::WrongPly => "wrong_ply",
        ErrorCode::IllegalMove => "illegal_move",
        ErrorCode::NotNow => "not_now",
        ErrorCode::NotAway => "not_away",
        ErrorCode::BadTerms => "bad_terms",
        ErrorCode::OwnChallenge => "own_challenge",
        ErrorCode::TooMany => "too_many",
        ErrorCode::RateLimited => "rate_limited",
        ErrorCode::Unavailable => "unavailable",
    };
    tr(Msg::OnlineError, &[("code", key.into())])
}

/// A game's terms in words: "5 min + 3 s · Standard · Black" (the maker's colour).
#[must_use]
pub fn terms_text(terms: &Terms) -> String {
    let pace = match terms.pace {
        Pace::Live(control) => tr(
            Msg::TimePreset,
            &[("minutes", i64::from(control.minutes()).into()), ("seconds", i64::from(control.increment_s()).into())],
        ),
        Pace::Days(days) => tr(Msg::OnlineDays, &[("days", i64::from(days).into())]),
    };
    let color = match terms.color {
        ColorChoice::Black => "black",
        ColorChoice::White => "white",
        ColorChoice::Random => "random",
    };
    tr(
        Msg::OnlineTerms,
        &[("pace", pace.into()), ("variant", variant_name(terms.variant).into()), ("color", color.into())],
    )
}

fn variant_name(variant: Variant) -> String {
    tr(
        match variant {
            Variant::Standard => Msg::VariantStandard,
            Variant::ScrambledEggs => Msg::VariantScrambledEggs,
            Variant::SixBySix => Msg::Variant6x6,
        },
        &[],
    )
}

/// One challenge of the lobby: its words, its maker's name (text only) and its button's label
/// (withdraw one's own, else accept).
#[must_use]
pub fn challenge_row(challenge: &Challenge, mine: bool) -> (String, String, String) {
    let name = challenge.name.as_ref().map_or_else(|| tr(Msg::OnlineNoName, &[]), |n| n.as_str().to_owned());
    let label = tr(if mine { Msg::OnlineWithdraw } else { Msg::OnlineAccept }, &[]);
    (terms_text(&challenge.terms), name, label)
}

/// Games being played and players online.
#[must_use]
pub fn counts(counts: Counts) -> String {
    let games = i64::try_from(counts.games).unwrap_or(i64::MAX);
    let players = i64::try_from(counts.players).unwrap_or(i64::MAX);
    tr(Msg::OnlineCounts, &[("games", Arg::Number(games)), ("players", Arg::Number(players))])
}

/// The form's time controls: the page's presets, then 1, 3 and 7 days a move.
#[must_use]
pub fn paces() -> Vec<Choice> {
    let live = TimeControl::PRESETS.map(|c| (c.to_string(), Pace::Live(c)));
    let days = super::CORRESPONDENCE_DAYS.map(|d| (format!("{d}d"), Pace::Days(d)));
    live.into_iter()
        .chain(days)
        .map(|(value, pace)| {
            let terms =
                Terms { variant: Variant::Standard, rules: Default::default(), pace, color: ColorChoice::Random };
            let label = terms_text(&terms).split(" · ").next().unwrap_or_default().to_owned();
            Choice { value, label, title: None }
        })
        .collect()
}

/// The terms the form's fields (`black`/`white`/`random`, a variant's name, a pace's value from
/// [`paces`]) ask for; `None` when one is not a choice of the form.
#[must_use]
pub fn terms(color: &str, variant: &str, pace: &str) -> Option<Terms> {
    let color = match color {
        "black" => ColorChoice::Black,
        "white" => ColorChoice::White,
        "random" => ColorChoice::Random,
        _ => return None,
    };
    let variant: Variant = variant.parse().ok()?;
    let pace = match pace.strip_suffix('d') {
        Some(days) => Pace::Days(days.parse().ok().filter(|d| super::CORRESPONDENCE_DAYS.contains(d))?),
        None => Pace::Live(pace.parse().ok()?),
    };
    Some(Terms { variant, rules: Default::default(), pace, color })
}

/// A game's links from the page's address without query (`base`): the watch link, one's
/// private link and (for its maker) the friend's.
#[must_use]
pub fn links(base: &str, game: &GameId, seat: Option<&Secret>, invite: Option<&Secret>) -> [Option<String>; 3] {
    let watch = format!("{base}?{}", super::links::query(game));
    let own = seat.map(|s| format!("{watch}#{}", super::links::seat_fragment(s)));
    let friend = invite.map(|s| format!("{watch}#{}", super::links::invite_fragment(s)));
    [Some(watch), own, friend]
}

/// The page's title, marked while it is one's move in a game followed.
#[must_use]
pub fn title(title: &str, your_turn: bool) -> String {
    if your_turn {
        tr(Msg::OnlineTitleYourTurn, &[("title", title.into())])
    } else {
        title.to_owned()
    }
}

/// A game of "Your online games": its terms and where it stands ("Your move (Black)"), and
/// the label of the button that opens it.
#[must_use]
pub fn game_row(f: &Followed) -> (String, String) {
    let terms = f.game.as_ref().map(|g| terms_text(g.terms())).unwrap_or_default();
    let status = GameView::of(f, None).status;
    (format!("{terms} — {status}"), tr(Msg::LibraryContinue, &[]))
}
