//! Two instances on one real PostgreSQL (started by `tests/postgres.sh`, which sets
//! `LOA_TEST_POSTGRES`): a game made through one, joined through the other, its moves reaching
//! the players and the spectators connected to either.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{event, invite, join, Server, TempDir};
use loa_app::online::{Act, ClientMsg, ErrorCode, EventKind, ServerMsg};

const LIVE: &str = r#"{"variant":"standard","pace":{"live":"5+3"},"color":"black"}"#;

#[tokio::test]
#[ignore = "needs PostgreSQL: crates/loa-server/tests/postgres.sh starts one and runs this"]
async fn two_instances_share_games_through_postgresql() {
    let url = std::env::var("LOA_TEST_POSTGRES").expect("LOA_TEST_POSTGRES: a PostgreSQL URL");
    let (data1, data2, site) = (TempDir::new("pg1"), TempDir::new("pg2"), TempDir::new("pg-site"));
    let one = Server::start(&data1.0, &site.0, &["--database", &url, "--claim-after", "1"]).await;
    let two = Server::start(&data2.0, &site.0, &["--database", &url, "--claim-after", "1"]).await;
    let mut ann = one.hello().await;
    let (game, _, _, inv) = invite(&mut ann, LIVE, Some("Ann")).await;
    let mut bo = two.hello().await;
    let _ = join(&mut bo, &game, &inv, Some("Bo")).await;
    // Ann, on the first instance, hears that Bo took his seat on the second.
    let joined = event(&mut ann).await;
    assert!(matches!(joined.kind, EventKind::Joined { .. }), "{joined:?}");
    // Spectators on both.
    let mut watchers = Vec::new();
    for server in [&one, &two] {
        let mut w = server.hello().await;
        w.send(&ClientMsg::Open { game: game.clone(), seat: None }).await;
        let s = w.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await;
        assert_eq!(s.events.len(), 2);
        watchers.push(w);
    }
    for (ply, m) in ["b1-b3", "h2-f4", "c1-c3", "a7-c5"].into_iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 { (&mut ann, &mut bo) } else { (&mut bo, &mut ann) };
        mover.send(&ClientMsg::Move { game: game.clone(), ply: ply as u32, m: m.into() }).await;
        let e = event(mover).await;
        assert_eq!(event(other).await, e, "ply {ply} crossed instances");
        for w in &mut watchers {
            assert_eq!(event(w).await, e);
        }
    }
    // Both instances refuse the same stale move.
    bo.send(&ClientMsg::Move { game: game.clone(), ply: 1, m: "h2-f4".into() }).await;
    assert_eq!(bo.error().await, loa_app::online::ErrorCode::WrongPly);
    let (_, _, body) = two.get(&format!("/api/games/{game}/sgf"), &[]).await;
    let sgf = String::from_utf8(body).unwrap();
    assert!(sgf.contains("PB[Ann]PW[Bo]") && sgf.contains("a7-c5"), "{sgf}");
    // Presence crosses instances: Ann, on the first, is here for Bo's, so Bo cannot claim...
    tokio::time::sleep(std::time::Duration::from_millis(1_500)).await;
    bo.send(&ClientMsg::Act { game: game.clone(), ply: 4, act: Act::ClaimWin }).await;
    assert_eq!(bo.error().await, ErrorCode::NotAway, "Ann is connected to the other instance");
    // ...until she goes: then Bo is told, and may claim a second later.
    drop(ann);
    let away = bo
        .until(|m| match m {
            ServerMsg::Presence { presence, .. } if presence.away_since.is_some() => Some(presence),
            _ => None,
        })
        .await;
    assert_eq!(away.color, loa_core::Color::Black);
    tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    bo.send(&ClientMsg::Act { game: game.clone(), ply: 4, act: Act::ClaimWin }).await;
    assert_eq!(event(&mut bo).await.kind, EventKind::Claim { win: true });
    assert_eq!(event(&mut watchers[0]).await.kind, EventKind::Claim { win: true }, "seen on the first instance");
}
