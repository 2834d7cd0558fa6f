//! Nothing lost: the server killed (SIGKILL) in the middle of games and started again, both
//! players reconnect and go on from the same position, and nobody loses time for the
//! downtime; stopped with SIGTERM, it closes every socket cleanly.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::Duration;

use common::{event, invite, join, Server, TempDir};
use loa_app::online::{ClientMsg, OnlineGame, ServerMsg};
use loa_core::Color;

const LIVE: &str = r#"{"variant":"standard","pace":{"live":"1+0"},"color":"black"}"#;
const DAYS: &str = r#"{"variant":"standard","rules":"move-limit=200","pace":{"days":3},"color":"white"}"#;

#[tokio::test]
async fn killed_mid_game_and_restarted_the_games_go_on_and_the_downtime_is_not_counted() {
    let (data, site) = (TempDir::new("kill-data"), TempDir::new("kill-site"));
    let server = Server::start(&data.0, &site.0, &[]).await;
    // A live game and a correspondence game, a few moves each.
    let mut games = Vec::new();
    for terms in [LIVE, DAYS] {
        let mut maker = server.hello().await;
        let (game, maker_color, maker_seat, inv) = invite(&mut maker, terms, None).await;
        let mut friend = server.hello().await;
        let (_, friend_seat) = join(&mut friend, &game, &inv, None).await;
        let _ = event(&mut maker).await;
        let mut seats = [None, None];
        seats[maker_color.index()] = Some((maker, maker_seat));
        seats[(!maker_color).index()] = Some((friend, friend_seat));
        let [Some(black), Some(white)] = seats else { unreachable!() };
        games.push((game, black, white));
    }
    for (game, black, white) in &mut games {
        for (i, m) in ["b1-b3", "h2-f4", "c1-c3"].into_iter().enumerate() {
            let mover = if i % 2 == 0 { &mut black.0 } else { &mut white.0 };
            mover.send(&ClientMsg::Move { game: game.clone(), ply: i as u32, m: m.into() }).await;
            let e = event(mover).await;
            let other = if i % 2 == 0 { &mut white.0 } else { &mut black.0 };
            assert_eq!(event(other).await, e, "relayed after it was committed");
        }
    }
    // White's clock runs in the live game. Kill the server mid-game, leave it down 4 s.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let killed_at = std::time::Instant::now();
    server.kill().await;
    tokio::time::sleep(Duration::from_secs(4)).await;
    let server = Server::start(&data.0, &site.0, &[]).await;
    let down = killed_at.elapsed();
    assert!(down >= Duration::from_secs(4));
    for (n, (game, black, white)) in games.into_iter().enumerate() {
        // Both players reconnect with their seats: the same position.
        let mut reconnected = Vec::new();
        for seat in [black.1, white.1] {
            let mut c = server.hello().await;
            c.send(&ClientMsg::Open { game: game.clone(), seat: Some(seat) }).await;
            let snapshot = c.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
            reconnected.push((c, snapshot));
        }
        let (ref mut w, ref snapshot) = reconnected[1];
        let replica = OnlineGame::replay(snapshot.terms, &snapshot.events, None).unwrap();
        assert_eq!(replica.ply(), 3, "game {n}");
        assert!(!replica.is_over(), "game {n}: nobody lost on time");
        if n == 0 {
            // White's minute: 1.5 s before the kill, the rest since the restart; not the 4 s down.
            let left = replica.session().line().clock().unwrap().left(Color::White, snapshot.now);
            let spent = 60_000 - left;
            assert!(spent < 3_500, "White spent {spent} ms, down {} ms", down.as_millis());
        }
        // And the game goes on.
        w.send(&ClientMsg::Move { game: game.clone(), ply: 3, m: "h4-f2".into() }).await;
        let e = event(w).await;
        assert_eq!(event(&mut reconnected[0].0).await, e);
    }
}

#[tokio::test]
async fn sigterm_closes_every_socket_cleanly_and_keeps_what_was_acknowledged() {
    let (data, site) = (TempDir::new("term-data"), TempDir::new("term-site"));
    let server = Server::start(&data.0, &site.0, &[]).await;
    let mut maker = server.hello().await;
    let (game, _, maker_seat, inv) = invite(&mut maker, LIVE, None).await;
    let mut friend = server.hello().await;
    let _ = join(&mut friend, &game, &inv, None).await;
    let _ = event(&mut maker).await;
    maker.send(&ClientMsg::Move { game: game.clone(), ply: 0, m: "b1-b3".into() }).await;
    let _ = event(&mut maker).await;
    let status = server.terminate().await;
    assert!(status.success(), "{status:?}");
    assert_eq!(maker.closed().await, Some(1001), "told to reconnect");
    assert_eq!(friend.closed().await, Some(1001));
    let server = Server::start(&data.0, &site.0, &[]).await;
    let mut c = server.hello().await;
    c.send(&ClientMsg::Open { game, seat: Some(maker_seat) }).await;
    let snapshot = c.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
    assert_eq!(snapshot.events.len(), 3, "two seats and the move");
}
