//! The online pages' words and buttons, as a player, a spectator and the lobby see them.

use loa_core::Color::{self, Black, White};

use super::screen::{self, GameView};
use super::*;
use crate::board::Movable;

fn followed(you: Option<Color>, moves: &[&str], started: bool) -> Followed {
    let terms = Terms {
        variant: loa_core::Variant::Standard,
        rules: loa_core::Rules::default(),
        pace: Pace::Live("1+0".parse().unwrap()),
        color: ColorChoice::Black,
    };
    let mut game = OnlineGame::new(terms);
    let joined = |seq, by, name: &str| Event {
        seq,
        at: 0,
        by: Some(by),
        kind: EventKind::Joined { name: Name::new(name).ok() },
    };
    let _ = game.apply(&joined(1, Black, "<b>Ann</b>")).unwrap();
    if started {
        let _ = game.apply(&joined(2, White, "")).unwrap();
    }
    for (i, m) in moves.iter().enumerate() {
        let side = game.session().line().turn();
        let kind = game.check_move(side, game.ply(), m).unwrap();
        let _ = game.apply(&Event { seq: game.next_seq(), at: 1_000 * (i as u64 + 1), by: Some(side), kind }).unwrap();
    }
    let here = |color| Some(Presence { color, away_since: None, claim_at: None });
    Followed { seat: None, game: Some(game), you, presence: [here(Black), here(White)], pending: None }
}

fn acts(v: &GameView) -> Vec<Act> {
    v.actions.iter().map(|(a, _)| *a).collect()
}

#[test]
fn a_player_sees_whose_turn_and_the_buttons_the_game_allows() {
    let waiting = GameView::of(&followed(Some(Black), &[], false), None);
    assert_eq!(waiting.status, "Waiting for the other player to open the link");
    assert_eq!((waiting.movable, acts(&waiting)), (Movable::None, vec![Act::Abort]));

    let first = GameView::of(&followed(Some(Black), &[], true), None);
    assert!(first.your_turn);
    assert_eq!(first.movable, Movable::Side(Black));
    assert_eq!(first.players, ["Black: <b>Ann</b> (you)".to_owned(), "White: Anonymous".to_owned()], "names as text");
    assert_eq!(acts(&first), [Act::Abort]);

    let white = GameView::of(&followed(Some(White), &["b1-b3"], true), None);
    assert!(white.your_turn);
    assert_eq!(acts(&white), [Act::Abort], "abort until each side has moved");

    let black = GameView::of(&followed(Some(Black), &["b1-b3", "a2-c2"], true), None);
    assert!(black.your_turn && !white.status.is_empty());
    assert_eq!(acts(&black), [Act::TakebackOffer, Act::Resign]);
    let waiting_white = GameView::of(&followed(Some(White), &["b1-b3", "a2-c2"], true), None);
    assert!(!waiting_white.your_turn);
    assert_eq!(waiting_white.movable, Movable::None);
    assert_eq!(acts(&waiting_white), [Act::DrawOffer, Act::TakebackOffer, Act::Resign]);
}

#[test]
fn a_spectator_has_no_button_and_a_question_has_its_answers() {
    let watching = GameView::of(&followed(None, &["b1-b3"], true), None);
    assert!(watching.actions.is_empty() && !watching.your_turn && watching.movable == Movable::None);
    let asked = GameView::of(&followed(Some(White), &["b1-b3"], true), Some(Question::Claim));
    let (text, answers) = asked.question.unwrap();
    assert!(text.contains("away"), "{text}");
    assert_eq!(answers.iter().map(|(a, _)| *a).collect::<Vec<_>>(), [Act::ClaimWin, Act::ClaimDraw]);
    let mut away = followed(Some(Black), &[], true);
    away.presence[1] = Some(Presence { color: White, away_since: Some(5), claim_at: None });
    assert_eq!(GameView::of(&away, None).players[1], "White: Anonymous (away)");
}

#[test]
fn every_refusal_and_connection_state_is_said_in_words() {
    use ErrorCode::*;
    let codes = [
        Version,
        NoGame,
        NotSeated,
        InviteTaken,
        NotStarted,
        GameOver,
        NotYourTurn,
        WrongPly,
        IllegalMove,
        NotNow,
        NotAway,
        BadTerms,
        OwnChallenge,
        TooMany,
        RateLimited,
        Unavailable,
        BadMessage,
    ];
    let said: std::collections::BTreeSet<String> = codes.iter().map(|&c| screen::refusal(c)).collect();
    assert_eq!(said.len(), codes.len(), "each refusal its own sentence");
    assert_eq!(screen::refusal(OwnChallenge), "You cannot accept your own challenge.");
    assert_eq!(screen::link_notice(Link::Live), None);
    assert_eq!(
        screen::link_notice(Link::Reconnecting { attempt: 1, at: 0 }).unwrap(),
        "Connection lost: reconnecting…"
    );
    assert!(screen::link_notice(Link::Away).unwrap().contains("offline"));
}

#[test]
fn the_form_reads_its_fields_and_offers_the_paces() {
    let paces: Vec<String> =
        screen::paces().into_iter().map(|c| format!("{}={}", c.value, c.label.replace('\u{a0}', " "))).collect();
    assert_eq!(paces[0], "1+0=1 min + 0 s");
    assert_eq!(paces[5..], ["1d=1 day a move", "3d=3 days a move", "7d=7 days a move"]);
    let t = screen::terms("white", "6x6", "3d").unwrap();
    assert_eq!((t.color, t.variant, t.pace), (ColorChoice::White, loa_core::Variant::SixBySix, Pace::Days(3)));
    assert_eq!(screen::terms("white", "standard", "2d"), None);
    assert_eq!(screen::terms("green", "standard", "5+3"), None);
    assert_eq!(screen::terms("black", "chess", "5+3"), None);
    assert_eq!(
        screen::terms_text(&screen::terms("random", "standard", "5+3").unwrap()).replace('\u{a0}', " "),
        "5 min + 3 s · Standard · colours at random"
    );
    assert_eq!(screen::title("Lines of Action", true), "(Your turn) Lines of Action");
    assert_eq!(screen::title("Lines of Action", false), "Lines of Action");
    let counts = screen::counts(Counts { games: 1, players: 3 });
    assert_eq!(counts, "1 game being played, 3 players online");
}
