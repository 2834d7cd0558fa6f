//! The online model: the protocol's JSON, the server's checks (every refusal), the events
//! replayed, and the page's connection, games and lobby.

use loa_core::Color::{self, Black, White};

use super::*;
use crate::i18n::{Lang, Messages};
use crate::session::Text;

fn terms(json: &str) -> Terms {
    serde_json::from_str(json).unwrap()
}

fn live() -> Terms {
    terms(r#"{"variant":"standard","pace":{"live":"1+0"},"color":"black"}"#)
}

fn id(n: u8) -> GameId {
    GameId::from_random([n; ID_LEN])
}

fn ev(seq: u32, at: u64, by: Option<Color>, kind: EventKind) -> Event {
    Event { seq, at, by, kind }
}

fn joined(seq: u32, by: Color) -> Event {
    ev(seq, 0, Some(by), EventKind::Joined { name: Name::new(if by == Black { "Ann" } else { "Bo" }).ok() })
}

/// A started game with `moves` played a second apart, from t = 1000.
fn started(terms: Terms, moves: &[&str]) -> OnlineGame {
    let mut game = OnlineGame::new(terms);
    let _ = game.apply(&joined(1, Black)).unwrap();
    let _ = game.apply(&joined(2, White)).unwrap();
    for (i, m) in moves.iter().enumerate() {
        let side = game.session().line().turn();
        let kind = game.check_move(side, game.ply(), m).unwrap();
        let at = 1_000 * (i as u64 + 1);
        let _ = game.apply(&ev(game.next_seq(), at, Some(side), kind)).unwrap();
    }
    game
}

fn said(text: &Text) -> String {
    text.render(&Messages::new(Lang::En))
}

#[test]
fn terms_and_messages_read_and_write_as_the_protocol_says() {
    let t = terms(r#"{"variant":"scrambled-eggs","rules":"move-limit=150","pace":{"days":3},"color":"random"}"#);
    assert_eq!((t.variant.name(), t.pace, t.color), ("scrambled-eggs", Pace::Days(3), ColorChoice::Random));
    assert_eq!(t.check(), Ok(()));
    assert_eq!(terms(r#"{"variant":"standard","pace":{"days":2},"color":"white"}"#).check(), Err(TermsError::Days));
    assert_eq!(live().rules, loa_core::Rules::default(), "rules default to olympiad");
    for bad in [
        r#"{"variant":"chess","pace":{"days":3},"color":"white"}"#,
        r#"{"variant":"standard","pace":{"live":"0+5"},"color":"white"}"#,
        r#"{"variant":"standard","pace":{"live":"5+3"},"color":"green"}"#,
    ] {
        assert!(serde_json::from_str::<Terms>(bad).is_err(), "{bad}");
    }
    let hello: ClientMsg = serde_json::from_str(r#"{"t":"hello","protocol":1}"#).unwrap();
    assert!(matches!(hello, ClientMsg::Hello { protocol: 1 }));
    let mv = r#"{"t":"move","game":"abcdefghijkl","ply":4,"m":"b1-b3"}"#;
    let ClientMsg::Move { game, ply, m } = serde_json::from_str(mv).unwrap() else { panic!() };
    assert_eq!((game.as_str(), ply, m.as_str()), ("abcdefghijkl", 4, "b1-b3"));
    let act = r#"{"t":"act","game":"abcdefghijkl","ply":4,"act":"draw_offer"}"#;
    assert!(matches!(serde_json::from_str(act).unwrap(), ClientMsg::Act { act: Act::DrawOffer, .. }));
    for bad in [
        r#"{"t":"move","game":"ABC","ply":4,"m":"b1-b3"}"#,
        r#"{"t":"open","game":"abcdefghijkl","seat":"not-hex"}"#,
        r#"{"t":"invite","terms":{"variant":"standard","pace":{"days":1},"color":"black"},"name":"a\nb"}"#,
        r#"{"t":"fly"}"#,
        "[1,2]",
    ] {
        assert!(serde_json::from_str::<ClientMsg>(bad).is_err(), "{bad}");
    }
    let event = ev(7, 1_700_000_000_000, Some(White), EventKind::Move { m: "h2-f4".into() });
    let json = serde_json::to_string(&event).unwrap();
    assert_eq!(json, r#"{"seq":7,"at":1700000000000,"by":"white","k":"move","m":"h2-f4"}"#);
    assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), event);
    let pause = ev(8, 5, None, EventKind::Pause { since: 3 });
    assert_eq!(serde_json::to_string(&pause).unwrap(), r#"{"seq":8,"at":5,"k":"pause","since":3}"#);
    let error = ServerMsg::Error { code: ErrorCode::WrongPly, detail: "x".into(), game: None };
    assert_eq!(serde_json::to_string(&error).unwrap(), r#"{"t":"error","code":"wrong_ply","detail":"x"}"#);
}

#[test]
fn ids_secrets_and_names_are_checked_and_secrets_never_printed() {
    assert!(GameId::parse("abcdefghijk1").is_some());
    for bad in ["abc", "ABCDEFGHIJKL", "abcdefghijk!", "abcdefghijklm"] {
        assert!(GameId::parse(bad).is_none(), "{bad}");
    }
    let secret = Secret::from_random([0xab; 16]);
    assert_eq!(secret.expose().len(), SECRET_LEN);
    assert!(Secret::parse(secret.expose()).is_some());
    assert!(!format!("{secret:?}").contains("ab"), "Debug hides the secret");
    assert!(Secret::parse("ABABABABABABABABABABABABABABABAB").is_none());
    assert_eq!(Name::new("  Ann   Lee ").unwrap().as_str(), "Ann Lee");
    let markup = "<img src=x onerror=alert(1)>";
    assert_eq!(Name::new(markup).unwrap().as_str(), markup, "kept literally: the page shows it as text");
    assert_eq!(Name::new("   "), Err(NameError::Empty));
    assert_eq!(Name::new(&"x".repeat(MAX_NAME_CHARS + 1)), Err(NameError::TooLong));
    assert_eq!(Name::new(&"é".repeat(MAX_NAME_CHARS)).map(|n| n.as_str().chars().count()), Ok(MAX_NAME_CHARS));
    assert_eq!(Name::new("a\u{7}b"), Err(NameError::Control));
}

#[test]
fn every_refusal_leaves_the_game_as_it_was() {
    let game = started(live(), &["b1-b3"]);
    let next = || id(9);
    let cases: [(Color, u32, Result<&str, Act>, ErrorCode); 14] = [
        (Black, 1, Ok("h2-f4"), ErrorCode::NotYourTurn),
        (White, 0, Ok("h2-f4"), ErrorCode::WrongPly),
        (White, 2, Ok("h2-f4"), ErrorCode::WrongPly),
        (White, 1, Ok("h2-h9"), ErrorCode::IllegalMove),
        (White, 1, Ok("a2-a5"), ErrorCode::IllegalMove),
        (White, 1, Ok("nonsense"), ErrorCode::IllegalMove),
        (White, 1, Err(Act::DrawOffer), ErrorCode::NotNow),
        (White, 1, Err(Act::DrawAccept), ErrorCode::NotNow),
        (White, 1, Err(Act::TakebackOffer), ErrorCode::NotNow),
        (Black, 1, Err(Act::TakebackAccept), ErrorCode::NotNow),
        (Black, 1, Err(Act::ClaimWin), ErrorCode::NotAway),
        (Black, 1, Err(Act::RematchOffer), ErrorCode::NotNow),
        (Black, 0, Err(Act::Resign), ErrorCode::WrongPly),
        (White, 1, Err(Act::RematchAccept), ErrorCode::NotNow),
    ];
    for (seat, ply, what, code) in cases {
        let got = match what {
            Ok(m) => game.check_move(seat, ply, m),
            Err(act) => game.check_act(seat, ply, act, false, next),
        };
        assert_eq!(got, Err(code), "{seat:?} at {ply}: {what:?}");
    }
    let waiting = OnlineGame::new(live());
    assert_eq!(waiting.check_move(Black, 0, "b1-b3"), Err(ErrorCode::NotStarted));
    assert_eq!(waiting.check_act(Black, 0, Act::Abort, false, next), Ok(EventKind::Abort), "an invitation withdrawn");
    let mut over = started(live(), &["b1-b3"]);
    let _ = over.apply(&ev(4, 2_000, Some(White), EventKind::Resign)).unwrap();
    assert_eq!(over.check_move(White, 1, "h2-f4"), Err(ErrorCode::GameOver));
    assert_eq!(over.check_act(White, 1, Act::Resign, false, next), Err(ErrorCode::GameOver));
    // An event out of order is refused and changes nothing.
    let mut game = game;
    let before = game.events().len();
    assert_eq!(game.apply(&ev(9, 0, Some(White), EventKind::Resign)), Err(ErrorCode::WrongPly));
    let illegal = ev(game.next_seq(), 0, Some(White), EventKind::Move { m: "a2-a5".into() });
    assert_eq!(game.apply(&illegal), Err(ErrorCode::BadMessage));
    assert_eq!((game.events().len(), game.ply()), (before, 1));
}

#[test]
fn offers_takebacks_claims_and_a_rematch_go_through_events() {
    let mut game = started(live(), &["b1-b3", "h2-f4"]);
    let next = || id(9);
    let step = |game: &mut OnlineGame, seat: Color, act: Act, claimable: bool| {
        let kind = game.check_act(seat, game.ply(), act, claimable, next).unwrap();
        game.apply(&ev(game.next_seq(), 10_000, Some(seat), kind)).unwrap()
    };
    let fx = step(&mut game, White, Act::DrawOffer, false);
    assert_eq!(said(fx.announce.as_ref().unwrap()), "White offers a draw");
    assert_eq!(game.check_act(White, 2, Act::DrawOffer, false, next), Err(ErrorCode::NotNow), "a duplicate");
    let _ = step(&mut game, Black, Act::DrawDecline, false);
    let _ = step(&mut game, Black, Act::TakebackOffer, false);
    assert_eq!(game.takeback_asked(), Some(Black));
    let fx = step(&mut game, White, Act::TakebackAccept, false);
    assert_eq!(said(fx.announce.as_ref().unwrap()), "Took back 1 half-move");
    assert_eq!(game.ply(), 0, "Black's move and White's reply");
    let kind = game.check_move(Black, 0, "c1-c3").unwrap();
    let _ = game.apply(&ev(game.next_seq(), 11_000, Some(Black), kind)).unwrap();
    assert_eq!(game.check_act(White, 1, Act::ClaimWin, false, next), Err(ErrorCode::NotAway));
    let fx = step(&mut game, White, Act::ClaimWin, true);
    assert!(game.is_over());
    assert_eq!(said(fx.announce.as_ref().unwrap()), "White wins: Black left the game");
    assert!(game.sgf(0).contains("PB[Ann]PW[Bo]"), "{}", game.sgf(0));
    assert!(game.sgf(0).contains("RE[W+F]"));
    let _ = step(&mut game, Black, Act::RematchOffer, false);
    assert_eq!(game.rematch_offered(), Some(Black));
    let _ = step(&mut game, White, Act::RematchAccept, false);
    assert_eq!(game.next_game(), Some(&id(9)));
    assert_eq!(game.check_act(White, 1, Act::RematchOffer, false, next), Err(ErrorCode::NotNow));
    // A replica of the same events is the same game.
    let replica = OnlineGame::replay(*game.terms(), game.events(), Some(Black)).unwrap();
    assert_eq!(replica.sgf(0), game.sgf(0));
}

#[test]
fn the_server_clock_flags_and_a_pause_gives_back_the_downtime() {
    let game = started(live(), &["b1-b3"]);
    // White's minute runs from t = 1000.
    assert_eq!(game.deadline(), Some(61_000));
    assert_eq!((game.flag_due(60_999), game.flag_due(61_000)), (None, Some(White)));
    let mut paused = game.clone();
    let _ = paused.apply(&ev(4, 500_000, None, EventKind::Pause { since: 11_000 })).unwrap();
    assert_eq!(paused.deadline(), Some(550_000), "the 10 s spent before the server went down count");
    let mut flagged = game;
    let fx = flagged.apply(&ev(4, 61_000, Some(White), EventKind::Flag)).unwrap();
    assert_eq!(said(fx.announce.as_ref().unwrap()), "Black wins on time");
    let corr = started(terms(r#"{"variant":"standard","pace":{"days":1},"color":"black"}"#), &["b1-b3"]);
    assert_eq!(corr.deadline(), Some(1_000 + DAY_MS));
    assert_eq!(corr.flag_due(1_000 + DAY_MS), Some(White));
}

// ---- the page's side --------------------------------------------------------------------------

fn sends(out: &[Update]) -> Vec<String> {
    out.iter()
        .filter_map(|u| match u {
            Update::Send(m) => Some(serde_json::to_string(m).unwrap()),
            _ => None,
        })
        .collect()
}

/// `msg` as the page receives it: written as JSON by the server, read back.
fn server(msg: &ServerMsg) -> Result<ServerMsg, serde_json::Error> {
    serde_json::from_str(&serde_json::to_string(msg).unwrap())
}

fn snapshot(game: &OnlineGame, you: Option<Color>, now: u64) -> ServerMsg {
    let here = |color| Presence { color, away_since: None, claim_at: None };
    ServerMsg::Game(Box::new(Snapshot {
        game: id(1),
        terms: *game.terms(),
        names: game.names().clone(),
        you,
        events: game.events().to_vec(),
        presence: [here(Black), here(White)],
        now,
    }))
}

#[test]
fn the_connection_reconnects_with_a_growing_wait_and_follows_its_games_again() {
    let mut c = Client::new(5);
    assert!(matches!(c.connect()[..], [Update::Connect, Update::Link(Link::Connecting)]));
    let out = c.opened(0);
    assert_eq!(sends(&out), [r#"{"t":"hello","protocol":1}"#]);
    let seat = Secret::from_random([1; 16]);
    let _ = c.open(id(1), Some(seat.clone()));
    let _ = c.follow_lobby(true);
    let mut waits = Vec::new();
    let mut now = 0;
    for _ in 0..7 {
        let out = c.closed(now);
        let Link::Reconnecting { at, .. } = c.link() else { panic!("{:?}", c.link()) };
        assert!(out.iter().any(|u| matches!(u, Update::WakeAt(w) if *w == at)));
        waits.push(at - now);
        assert!(c.wake(at - 1).iter().all(|u| !matches!(u, Update::Connect)), "not before its time");
        assert!(c.wake(at).iter().any(|u| matches!(u, Update::Connect)));
        now = at;
    }
    assert!(waits[0] <= RECONNECT_FIRST_MS && waits[0] >= RECONNECT_FIRST_MS * 3 / 4, "{waits:?}");
    assert!(waits.windows(2).take(4).all(|w| w[1] > w[0]), "growing: {waits:?}");
    assert!(waits.iter().all(|&w| w <= RECONNECT_MAX_MS), "{waits:?}");
    let out = c.opened(now);
    let sent = sends(&out);
    assert_eq!(sent.len(), 3, "{sent:?}");
    assert!(sent[1].contains(r#""t":"open""#) && sent[1].contains(seat.expose()));
    assert_eq!(sent[2], r#"{"t":"lobby","on":true}"#);
    // Offline: no tries until the device is back.
    let _ = c.offline();
    assert!(c.closed(now).is_empty());
    assert!(matches!(c.online()[..], [Update::Connect, ..]));
    // A refused version stops for good.
    let _ = c.opened(now);
    let out = c.received(server(&ServerMsg::Error { code: ErrorCode::Version, detail: String::new(), game: None }), 0);
    assert!(matches!(out[0], Update::Close));
    assert_eq!(c.link(), Link::Idle);
    assert!(c.closed(now).is_empty());
}

#[test]
fn a_move_shows_at_once_then_becomes_the_servers_or_is_taken_back() {
    let truth = started(live(), &["b1-b3", "h2-f4"]);
    let mut c = Client::new(1);
    let _ = c.connect();
    let _ = c.opened(0);
    let _ = c.open(id(1), Some(Secret::from_random([1; 16])));
    // The page's clock is 5 s behind the server's.
    let out = c.received(server(&snapshot(&truth, Some(Black), 20_000)), 15_000);
    let Some(Update::Game { fx, .. }) = out.first() else { panic!("{out:?}") };
    assert!(fx.redraw.board && fx.save);
    assert_eq!(c.game(&id(1)).unwrap().ply(), 2);
    assert_eq!(
        c.clocks(&id(1), 15_000).unwrap()[0].text(crate::i18n::Lang::En),
        "0:42",
        "Black's clock ran from 2 s to 20 s"
    );
    // A spectator plays nothing.
    let mut spectator = Client::new(2);
    let _ = spectator.connect();
    let _ = spectator.opened(0);
    let _ = spectator.open(id(1), None);
    let _ = spectator.received(server(&snapshot(&truth, None, 20_000)), 15_000);
    assert!(spectator.play(&id(1), "c1-c3", 15_000).is_empty());
    let out = c.play(&id(1), "c1-c3", 15_100);
    assert_eq!(
        sends(&out),
        [r#"{"t":"move","game":"000000000001","ply":2,"m":"c1-c3"}"#.replace("000000000001", id(1).as_str())]
    );
    let Some(Update::Game { fx, .. }) = out.first() else { panic!() };
    assert_eq!(fx.played.map(|p| p.mover), Some(Black), "shown at once, with its sound");
    assert_eq!(c.game(&id(1)).unwrap().ply(), 3);
    assert!(c.play(&id(1), "h4-f2", 15_200).is_empty(), "one move in flight");
    // The server records it: the game becomes the server's, nothing played twice.
    let mut recorded = truth.clone();
    let kind = recorded.check_move(Black, 2, "c1-c3").unwrap();
    let event = ev(recorded.next_seq(), 20_200, Some(Black), kind);
    let _ = recorded.apply(&event).unwrap();
    let out = c.received(server(&ServerMsg::Event { game: id(1), event: event.clone() }), 15_200);
    let Some(Update::Game { fx, .. }) = out.first() else { panic!("{out:?}") };
    assert!(fx.played.is_none() && fx.redraw.clocks);
    assert_eq!(c.game(&id(1)).unwrap().events(), recorded.events());
    // The same event again changes nothing.
    assert!(c.received(server(&ServerMsg::Event { game: id(1), event }), 15_300).is_empty());
    // A move the server refuses is taken back.
    let mut c2 = c.clone();
    let _ = c2.received(server(&snapshot(&truth, Some(Black), 20_000)), 15_000);
    let _ = c2.play(&id(1), "c1-c3", 15_100);
    let out = c2.received(
        server(&ServerMsg::Error { code: ErrorCode::WrongPly, detail: String::new(), game: Some(id(1)) }),
        15_200,
    );
    assert!(matches!(out.last(), Some(Update::Refused { code: ErrorCode::WrongPly, .. })));
    assert_eq!(c2.game(&id(1)).unwrap().ply(), 2);
    // The opponent's move arrives with its sound and announcement; a gap asks for the game again.
    let opponent = recorded.clone();
    let kind = opponent.check_move(White, 3, "h4-f2").unwrap();
    let event = ev(opponent.next_seq(), 21_000, Some(White), kind);
    let out = c.received(server(&ServerMsg::Event { game: id(1), event: event.clone() }), 16_000);
    let Some(Update::Game { fx, .. }) = out.first() else { panic!("{out:?}") };
    assert_eq!(fx.announce.as_ref().map(said).as_deref(), Some("White: h4 to f2"));
    let skipped = Event { seq: event.seq + 2, ..event };
    let out = c.received(server(&ServerMsg::Event { game: id(1), event: skipped }), 16_000);
    assert!(sends(&out)[0].contains(r#""t":"open""#));
}

#[test]
fn offers_and_an_absence_become_questions_for_the_player() {
    let mut truth = started(live(), &["b1-b3"]);
    let mut c = Client::new(1);
    let _ = c.connect();
    let _ = c.opened(0);
    let _ = c.open(id(1), Some(Secret::from_random([1; 16])));
    let _ = c.received(server(&snapshot(&truth, Some(White), 2_000)), 2_000);
    assert_eq!(c.question(&id(1), 2_000), None);
    let kind = truth.check_act(Black, 1, Act::TakebackOffer, false, || id(9)).unwrap();
    let event = ev(truth.next_seq(), 2_500, Some(Black), kind);
    let _ = truth.apply(&event).unwrap();
    let out = c.received(server(&ServerMsg::Event { game: id(1), event }), 2_500);
    assert!(out.iter().any(|u| matches!(u, Update::Ask { question: Some(Question::Takeback), .. })));
    let out = c.act(&id(1), Act::TakebackDecline);
    assert!(sends(&out)[0].contains(r#""act":"takeback_decline""#));
    // Black goes away: the claim is offered when the server says it may be.
    let presence = Presence { color: Black, away_since: Some(3_000), claim_at: Some(33_000) };
    let out = c.received(server(&ServerMsg::Presence { game: id(1), presence }), 3_000);
    assert!(out.iter().any(|u| matches!(u, Update::WakeAt(33_000))));
    assert_eq!(c.followed(&id(1)).unwrap().presence[0], Some(presence));
    assert_eq!(c.question(&id(1), 32_999), Some(Question::Takeback));
    let kind = truth.check_act(White, 1, Act::TakebackDecline, false, || id(9)).unwrap();
    let event = ev(truth.next_seq(), 4_000, Some(White), kind);
    let _ = truth.apply(&event).unwrap();
    let _ = c.received(server(&ServerMsg::Event { game: id(1), event }), 4_000);
    assert_eq!(c.question(&id(1), 32_999), None);
    assert_eq!(c.question(&id(1), 33_000), Some(Question::Claim));
}

#[test]
fn the_lobby_lists_challenges_and_marks_ones_own() {
    let mut c = Client::new(1);
    let _ = c.connect();
    let _ = c.opened(0);
    assert!(sends(&c.follow_lobby(true))[0].contains("lobby"));
    let theirs = Challenge { id: id(2), terms: live(), name: Name::new("Bo").ok() };
    let _ = c.received(
        server(&ServerMsg::LobbyList { challenges: vec![theirs.clone()], counts: Counts { games: 3, players: 7 } }),
        0,
    );
    let mine = Challenge { id: id(3), terms: live(), name: None };
    let _ = c.received(server(&ServerMsg::Seeking { challenge: mine.clone() }), 0);
    assert_eq!(c.lobby().challenges, [theirs.clone(), mine.clone()]);
    assert_eq!(c.lobby().counts.players, 7);
    assert!(matches!(c.accept(id(3), None)[..], [Update::Refused { code: ErrorCode::OwnChallenge, .. }]));
    assert!(sends(&c.accept(id(2), None))[0].contains(r#""t":"accept""#));
    let _ = c.received(server(&ServerMsg::ChallengeRemoved { challenge: id(2) }), 0);
    assert_eq!(c.lobby().challenges, [mine]);
    // Not connected: refused here, nothing queued.
    let _ = c.closed(0);
    assert!(matches!(c.seek(live(), None)[..], [Update::Refused { code: ErrorCode::Unavailable, .. }]));
}

#[test]
fn links_carry_secrets_in_the_fragment_only() {
    let game = id(4);
    let seat = Secret::from_random([7; 16]);
    let pairs = vec![(links::QUERY_KEY.to_owned(), game.to_string())];
    assert!(matches!(links::read(&pairs, &links::seat_fragment(&seat)), Some(links::Entry::Play(g, _)) if g == game));
    let invite = links::invite_fragment(&seat);
    assert!(matches!(links::read(&pairs, &format!("#{invite}")), Some(links::Entry::Invite(..))));
    assert!(matches!(links::read(&pairs, "seat=nope"), Some(links::Entry::Watch(_))));
    assert!(links::read(&[], "").is_none());
    assert!(!links::query(&game).contains(seat.expose()));
}

#[test]
fn ones_games_are_kept_in_the_library_as_they_go_with_both_names() {
    use crate::i18n::{tr, Msg};
    use crate::library::{list, store, MemoryShelf, Store};
    use keep::{keep, library_id, Copied};
    let shelf = MemoryShelf::default();
    let mut lib = Store::new(shelf.clone(), "/");
    let game_id = id(3);
    let key = library_id(&game_id);
    assert_eq!(keep(&mut lib, &game_id, &started(live(), &[]), White, 5_000), Ok(Copied::Unchanged), "no move yet");
    assert!(lib.read(&key).is_none());
    let game = started(live(), &["b1-b3"]);
    assert_eq!(keep(&mut lib, &game_id, &game, White, 6_000), Ok(Copied::Written));
    assert_eq!(keep(&mut lib, &game_id, &game, White, 7_000), Ok(Copied::Unchanged), "written once: its dates stay");
    let (index, _) = lib.index();
    let entry = index.get(&key).unwrap().clone();
    assert_eq!((entry.me.as_deref(), entry.moves, entry.created, entry.updated), (Some("white"), 1, 0, 6_000));
    assert_eq!(list::describe(&entry), "Black: Ann, White: You · Standard · 1 move · In progress");
    assert_eq!(list::standing(&entry).0, tr(Msg::LibraryUnfinishedYours, &[]), "White, this device, to move");
    let (saved, restored) = store::restore::<MemoryShelf>(&lib.read(&key).unwrap()).unwrap();
    assert!(saved.flipped, "White's board shown from White's side");
    let sgf = list::sgf_of(&saved, restored);
    assert!(sgf.contains("PB[Ann]PW[Bo]") && sgf.contains(";B[b1-b3]"), "{sgf}");

    // The next move rewrites the copy; the end too, until the player deletes it.
    let mut game = started(live(), &["b1-b3", "h2-f4"]);
    assert_eq!(keep(&mut lib, &game_id, &game, White, 8_000), Ok(Copied::Written));
    assert_eq!(lib.index().0.get(&key).map(|e| (e.moves, e.rev)), Some((2, 2)));
    let resign = game.check_act(Black, 2, Act::Resign, false, || id(4)).unwrap();
    let _ = game.apply(&ev(game.next_seq(), 9_000, Some(Black), resign)).unwrap();
    assert_eq!(keep(&mut lib, &game_id, &game, White, 9_000), Ok(Copied::Written));
    assert_eq!(list::standing(lib.index().0.get(&key).unwrap()).0, tr(Msg::LibraryYouWon, &[]));
    lib.delete(&key);
    assert_eq!(keep(&mut lib, &game_id, &game, White, 10_000), Ok(Copied::Unchanged), "deleted: not brought back");
    assert!(lib.read(&key).is_none());
    // A full storage is said, never a panic.
    let mut full = MemoryShelf::default();
    full.full = true;
    let mut full = Store::new(full, "/");
    assert_eq!(keep(&mut full, &game_id, &started(live(), &["b1-b3"]), Black, 6_000), Err(crate::library::Refused));
}
