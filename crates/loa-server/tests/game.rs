//! Games over real sockets against the real server: a whole game to its end with a spectator,
//! the offers, a takeback, a rematch with the colours swapped, an abort, a claim after an
//! absence, the lobby, and the page's model (loa-app's `Client`) driving a game.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{event, invite, join, Client, Server, TempDir};
use loa_app::online::{Act, ClientMsg, ErrorCode, EventKind, GameId, OnlineGame, ServerMsg};
use loa_core::Color;

const LIVE: &str = r#"{"variant":"standard","pace":{"live":"10+5"},"color":"black"}"#;

/// Plays `m` for `mover` and checks both players and the spectators get it.
async fn play(mover: &mut Client, others: &mut [&mut Client], game: &GameId, replica: &mut OnlineGame, m: &str) {
    let ply = replica.ply();
    mover.send(&ClientMsg::Move { game: game.clone(), ply, m: m.to_owned() }).await;
    let e = event(mover).await;
    for other in others.iter_mut() {
        assert_eq!(event(other).await, e);
    }
    let _ = replica.apply(&e).unwrap();
}

#[tokio::test]
async fn a_whole_game_to_its_end_with_a_spectator_and_both_names_in_the_record() {
    let (data, site) = (TempDir::new("whole-data"), TempDir::new("whole-site"));
    // Moves as fast as the sockets go: above the default rates.
    let fast = ["--messages-per-second", "10000", "--address-messages-per-second", "10000"];
    let server = Server::start(&data.0, &site.0, &fast).await;
    let mut ann = server.hello().await;
    let (game, color, _seat, invite_secret) = invite(&mut ann, LIVE, Some("Ann <b>")).await;
    assert_eq!(color, Color::Black);
    let mut bo = server.hello().await;
    let (bo_color, _) = join(&mut bo, &game, &invite_secret, Some("Bo")).await;
    assert_eq!(bo_color, Color::White);
    assert!(matches!(event(&mut ann).await.kind, EventKind::Joined { .. }));
    // A spectator by the watch link: no secret.
    let mut watcher = server.hello().await;
    watcher.send(&ClientMsg::Open { game: game.clone(), seat: None }).await;
    let snapshot = watcher.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
    assert_eq!(snapshot.you, None);
    let mut replica = OnlineGame::replay(snapshot.terms, &snapshot.events, None).unwrap();
    assert!(replica.started());
    // Random legal moves until the game ends on the board (or 300 plies, then a resignation).
    let mut seed = 12_345u64;
    while !replica.is_over() && replica.ply() < 300 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let moves = replica.session().line().position().legal_moves();
        let m = moves[(seed % moves.len() as u64) as usize].to_string();
        if replica.session().line().turn() == Color::Black {
            play(&mut ann, &mut [&mut bo, &mut watcher], &game, &mut replica, &m).await;
        } else {
            play(&mut bo, &mut [&mut ann, &mut watcher], &game, &mut replica, &m).await;
        }
    }
    if !replica.is_over() {
        let ply = replica.ply();
        ann.send(&ClientMsg::Act { game: game.clone(), ply, act: Act::Resign }).await;
        let _ = replica.apply(&event(&mut watcher).await).unwrap();
    }
    assert!(replica.is_over());
    // A move after the end is refused, and the record has both names, literally.
    let ply = replica.ply();
    bo.send(&ClientMsg::Move { game: game.clone(), ply, m: "b1-b3".into() }).await;
    assert_eq!(bo.error().await, ErrorCode::GameOver);
    let (status, headers, body) = server.get(&format!("/api/games/{game}/sgf"), &[]).await;
    assert_eq!(status, 200);
    assert!(common::header(&headers, "content-type").unwrap().starts_with("application/x-go-sgf"));
    let sgf = String::from_utf8(body).unwrap();
    assert!(sgf.contains("PB[Ann <b>]PW[Bo]"), "{sgf}");
    assert_eq!(sgf, replica.sgf(0).replace("RU[", &format!("DT[{}]RU[", &sgf[sgf.find("DT[").unwrap() + 3..][..10])));
}

#[tokio::test]
async fn offers_a_takeback_a_rematch_with_colours_swapped_an_abort_and_a_claim() {
    let (data, site) = (TempDir::new("offers-data"), TempDir::new("offers-site"));
    let server = Server::start(&data.0, &site.0, &["--claim-after", "1"]).await;
    let mut ann = server.hello().await;
    let (game, _, ann_seat, invite_secret) = invite(&mut ann, LIVE, None).await;
    let mut bo = server.hello().await;
    let (_, bo_seat) = join(&mut bo, &game, &invite_secret, None).await;
    let _ = event(&mut ann).await;
    let mut watcher = server.hello().await;
    watcher.send(&ClientMsg::Open { game: game.clone(), seat: None }).await;
    let snapshot = watcher.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
    let mut replica = OnlineGame::replay(snapshot.terms, &snapshot.events, None).unwrap();
    drop(watcher);
    let act = |ply, act| ClientMsg::Act { game: game.clone(), ply, act };
    play(&mut ann, &mut [&mut bo], &game, &mut replica, "b1-b3").await;
    // Each act reaches both players, in order.
    async fn both(a: &mut Client, b: &mut Client) -> EventKind {
        let e = event(a).await;
        assert_eq!(event(b).await, e);
        e.kind
    }
    ann.send(&act(1, Act::DrawOffer)).await;
    assert_eq!(both(&mut ann, &mut bo).await, EventKind::DrawOffer);
    ann.send(&act(1, Act::DrawOffer)).await;
    assert_eq!(ann.error().await, ErrorCode::NotNow, "the same offer twice changes nothing");
    bo.send(&act(1, Act::DrawDecline)).await;
    assert_eq!(both(&mut bo, &mut ann).await, EventKind::DrawDecline);
    ann.send(&act(1, Act::TakebackOffer)).await;
    assert_eq!(both(&mut ann, &mut bo).await, EventKind::TakebackOffer);
    bo.send(&act(1, Act::TakebackAccept)).await;
    assert_eq!(both(&mut bo, &mut ann).await, EventKind::TakebackAccept);
    // Back at the start: Black may abort (not each side has moved).
    ann.send(&act(1, Act::Abort)).await;
    assert_eq!(ann.error().await, ErrorCode::WrongPly, "the move was taken back");
    ann.send(&act(0, Act::Abort)).await;
    assert_eq!(both(&mut ann, &mut bo).await, EventKind::Abort);
    // A rematch, colours swapped, each with the seat secret it had.
    bo.send(&act(0, Act::RematchOffer)).await;
    assert_eq!(both(&mut bo, &mut ann).await, EventKind::RematchOffer);
    ann.send(&act(0, Act::RematchAccept)).await;
    let EventKind::Rematch { game: next } = both(&mut ann, &mut bo).await else { panic!("no rematch") };
    let mut ann2 = server.hello().await;
    ann2.send(&ClientMsg::Open { game: next.clone(), seat: Some(ann_seat.clone()) }).await;
    let snapshot = ann2.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
    assert_eq!(snapshot.you, Some(Color::White), "Ann had Black");
    let mut bo2 = server.hello().await;
    bo2.send(&ClientMsg::Open { game: next.clone(), seat: Some(bo_seat) }).await;
    let snapshot = bo2.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
    assert_eq!(snapshot.you, Some(Color::Black));
    let next_act = |ply, act| ClientMsg::Act { game: next.clone(), ply, act };
    bo2.send(&next_act(0, Act::ClaimWin)).await;
    assert_eq!(bo2.error().await, ErrorCode::NotAway, "Ann is here");
    // Ann goes away: Bo is told, and may claim once the server says so.
    drop(ann2);
    let presence = bo2
        .until(|m| match m {
            ServerMsg::Presence { presence, .. } if presence.away_since.is_some() => Some(presence),
            _ => None,
        })
        .await;
    assert_eq!(presence.color, Color::White);
    let claim_at = presence.claim_at.expect("a live game: a claim will be possible");
    assert_eq!(claim_at - presence.away_since.unwrap(), 1_000);
    bo2.send(&next_act(0, Act::ClaimWin)).await;
    assert_eq!(bo2.error().await, ErrorCode::NotAway, "not yet");
    tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    bo2.send(&next_act(0, Act::ClaimWin)).await;
    let claimed = event(&mut bo2).await;
    assert_eq!((claimed.kind, claimed.by), (EventKind::Claim { win: true }, Some(Color::Black)));
    let (_, _, body) = server.get(&format!("/api/games/{next}/sgf"), &[]).await;
    assert!(String::from_utf8(body).unwrap().contains("RE[B+F]"));
}

#[tokio::test]
async fn the_lobby_lists_challenges_live_and_an_accepted_one_is_a_game_for_both() {
    let (data, site) = (TempDir::new("lobby-data"), TempDir::new("lobby-site"));
    let server = Server::start(&data.0, &site.0, &[]).await;
    let mut watcher = server.hello().await;
    watcher.send(&ClientMsg::Lobby { on: true }).await;
    let listed =
        watcher.until(|m| if let ServerMsg::LobbyList { challenges, .. } = m { Some(challenges) } else { None }).await;
    assert!(listed.is_empty());
    let mut maker = server.hello().await;
    let terms = common::terms(r#"{"variant":"6x6","pace":{"live":"3+2"},"color":"random"}"#);
    let name = loa_app::online::Name::new("<img src=x onerror=alert(1)>").ok();
    maker.send(&ClientMsg::Seek { terms, name: name.clone() }).await;
    let mine = maker.until(|m| if let ServerMsg::Seeking { challenge } = m { Some(challenge) } else { None }).await;
    let seen =
        watcher.until(|m| if let ServerMsg::ChallengeAdded { challenge } = m { Some(challenge) } else { None }).await;
    assert_eq!(seen, mine);
    assert_eq!(seen.name, name, "the name as given, to be shown as text");
    maker.send(&ClientMsg::Accept { challenge: mine.id.clone(), name: None }).await;
    assert_eq!(maker.error().await, ErrorCode::OwnChallenge);
    // The watcher accepts: the game starts for both.
    watcher.send(&ClientMsg::Accept { challenge: mine.id.clone(), name: None }).await;
    let removed =
        watcher.until(|m| if let ServerMsg::ChallengeRemoved { challenge } = m { Some(challenge) } else { None }).await;
    assert_eq!(removed, mine.id);
    let (game, taker_color) =
        watcher.until(|m| if let ServerMsg::Seated { game, color, .. } = m { Some((game, color)) } else { None }).await;
    let (maker_game, maker_color) =
        maker.until(|m| if let ServerMsg::Seated { game, color, .. } = m { Some((game, color)) } else { None }).await;
    assert_eq!((maker_game, maker_color), (game.clone(), !taker_color));
    for c in [&mut watcher, &mut maker] {
        let snapshot = c.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
        assert!(OnlineGame::replay(snapshot.terms, &snapshot.events, None).unwrap().started());
        assert_eq!(snapshot.terms.variant, loa_core::Variant::SixBySix);
    }
    // A challenge goes when its maker's page closes; the counts follow the games.
    maker.send(&ClientMsg::Seek { terms, name: None }).await;
    let second =
        watcher.until(|m| if let ServerMsg::ChallengeAdded { challenge } = m { Some(challenge) } else { None }).await;
    drop(maker);
    let gone =
        watcher.until(|m| if let ServerMsg::ChallengeRemoved { challenge } = m { Some(challenge) } else { None }).await;
    assert_eq!(gone, second.id);
    let counts = watcher.until(|m| if let ServerMsg::Counts { counts } = m { Some(counts) } else { None }).await;
    assert_eq!(counts.games, 1);
}
