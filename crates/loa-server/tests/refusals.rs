//! Every refusal, from a raw WebSocket client: each gets a clear error on its connection and
//! leaves the game as it was.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{event, invite, join, Client, Server, TempDir};
use loa_app::online::{Act, ClientMsg, ErrorCode, GameId, Secret, ServerMsg, Snapshot};

const LIVE: &str = r#"{"variant":"standard","pace":{"live":"5+3"},"color":"white"}"#;

async fn snapshot(server: &Server, game: &GameId) -> Box<Snapshot> {
    let mut c = server.hello().await;
    c.send(&ClientMsg::Open { game: game.clone(), seat: None }).await;
    c.until(|m| if let ServerMsg::Game(s) = m { Some(s) } else { None }).await
}

#[tokio::test]
async fn bad_messages_and_bad_seats_are_refused_and_the_game_is_untouched() {
    let (data, site) = (TempDir::new("refuse-data"), TempDir::new("refuse-site"));
    let server = Server::start(&data.0, &site.0, &[]).await;
    let mut maker = server.hello().await;
    let (game, maker_color, maker_seat, invite_secret) = invite(&mut maker, LIVE, None).await;
    assert_eq!(maker_color, loa_core::Color::White);
    let mut friend = server.hello().await;
    let _ = join(&mut friend, &game, &invite_secret, None).await;
    let _ = event(&mut maker).await;
    friend.send(&ClientMsg::Move { game: game.clone(), ply: 0, m: "b1-b3".into() }).await;
    let _ = event(&mut friend).await;
    let _ = event(&mut maker).await;
    let before = snapshot(&server, &game).await;

    // Before hello, only hello.
    let mut fresh = server.client().await;
    fresh.send(&ClientMsg::Open { game: game.clone(), seat: None }).await;
    assert_eq!(fresh.error().await, ErrorCode::NoHello);
    // Not JSON, an unknown type, a missing field, a malformed id or secret, a name too long or
    // with a line break: bad_message, with what was wrong.
    let g = game.as_str();
    for text in [
        "not json",
        r#"{"t":"fly"}"#,
        r#"{"t":"move","game":"GAME"}"#,
        r#"{"t":"open","game":"../../etc/passwd"}"#,
        r#"{"t":"open","game":"GAME","seat":"zz"}"#,
        r#"{"t":"invite","terms":{"variant":"standard","pace":{"days":3},"color":"black"},"name":"0123456789012345678901234567890123"}"#,
        r#"{"t":"invite","terms":{"variant":"standard","pace":{"days":3},"color":"black"},"name":"a\nb"}"#,
        r#"{"t":"invite","terms":{"variant":"standard","pace":{"live":"0+0"},"color":"black"}}"#,
        r#"{"t":"invite","terms":{"variant":"go","pace":{"days":3},"color":"black"}}"#,
        r#"{"t":"move","game":"GAME","ply":-1,"m":"h2-f4"}"#,
    ] {
        maker.send_text(&text.replace("GAME", g)).await;
        let text = maker.recv_text().await;
        assert!(text.contains(r#""code":"bad_message""#), "{text}");
        assert!(text.contains("detail"), "{text}");
    }
    // Days a move other than 1, 3, 7.
    maker.send_text(r#"{"t":"invite","terms":{"variant":"standard","pace":{"days":2},"color":"black"}}"#).await;
    assert_eq!(maker.error().await, ErrorCode::BadTerms);
    // A spectator moves; a wrong secret; an unknown game; another game's seat.
    let mut spectator = server.hello().await;
    spectator.send(&ClientMsg::Open { game: game.clone(), seat: None }).await;
    spectator.until(|m| matches!(m, ServerMsg::Game(_)).then_some(())).await;
    spectator.send(&ClientMsg::Move { game: game.clone(), ply: 1, m: "h2-f4".into() }).await;
    assert_eq!(spectator.error().await, ErrorCode::NotSeated);
    spectator.send(&ClientMsg::Act { game: game.clone(), ply: 1, act: Act::Resign }).await;
    assert_eq!(spectator.error().await, ErrorCode::NotSeated);
    let wrong = Secret::parse(&"0".repeat(32)).unwrap();
    spectator.send(&ClientMsg::Open { game: game.clone(), seat: Some(wrong) }).await;
    assert_eq!(spectator.error().await, ErrorCode::NotSeated);
    spectator.send(&ClientMsg::Open { game: GameId::parse("000000000000").unwrap(), seat: None }).await;
    assert_eq!(spectator.error().await, ErrorCode::NoGame);
    spectator.send(&ClientMsg::Move { game: GameId::parse("000000000000").unwrap(), ply: 0, m: "b1-b3".into() }).await;
    assert_eq!(spectator.error().await, ErrorCode::NotSeated, "not followed");
    // The invitation was used: it cannot seat anyone again.
    let mut third = server.hello().await;
    third.send(&ClientMsg::Join { game: game.clone(), invite: invite_secret.clone(), name: None }).await;
    assert_eq!(third.error().await, ErrorCode::InviteTaken);
    // Out of turn, at the wrong ply (a duplicate), an illegal move, a malformed one.
    friend.send(&ClientMsg::Move { game: game.clone(), ply: 1, m: "c1-c3".into() }).await;
    assert_eq!(friend.error().await, ErrorCode::NotYourTurn);
    friend.send(&ClientMsg::Move { game: game.clone(), ply: 0, m: "b1-b3".into() }).await;
    assert_eq!(friend.error().await, ErrorCode::WrongPly, "the same move again changes nothing");
    for (m, code) in
        [("h2-f9", ErrorCode::IllegalMove), ("a2-a5", ErrorCode::IllegalMove), ("pass", ErrorCode::IllegalMove)]
    {
        maker.send(&ClientMsg::Move { game: game.clone(), ply: 1, m: m.into() }).await;
        assert_eq!(maker.error().await, code, "{m}");
    }
    maker.send(&ClientMsg::Move { game: game.clone(), ply: 2, m: "h2-f4".into() }).await;
    assert_eq!(maker.error().await, ErrorCode::WrongPly);
    maker.send(&ClientMsg::Act { game: game.clone(), ply: 1, act: Act::DrawAccept }).await;
    assert_eq!(maker.error().await, ErrorCode::NotNow);
    maker.send(&ClientMsg::Act { game: game.clone(), ply: 1, act: Act::ClaimWin }).await;
    assert_eq!(maker.error().await, ErrorCode::NotAway);
    // The game is as it was.
    let after = snapshot(&server, &game).await;
    assert_eq!(after.events, before.events);
    // A seat's secret still plays.
    let mut again = server.hello().await;
    again.send(&ClientMsg::Open { game: game.clone(), seat: Some(maker_seat) }).await;
    again.until(|m| matches!(m, ServerMsg::Game(_)).then_some(())).await;
    again.send(&ClientMsg::Move { game: game.clone(), ply: 1, m: "h2-f4".into() }).await;
    assert_eq!(event(&mut again).await.seq, 4);
}

#[tokio::test]
async fn the_connection_is_checked_origin_version_size_rate_and_count() {
    let (data, site) = (TempDir::new("conn-data"), TempDir::new("conn-site"));
    let server =
        Server::start(&data.0, &site.0, &["--connections-per-address", "6", "--messages-per-second", "5"]).await;
    // Origin: the server's own, or none (not a browser); any other is refused.
    let own = format!("http://{}", server.addr);
    assert!(Client::connect(&server.ws_url(), Some(&own)).await.is_ok());
    let refused = Client::connect(&server.ws_url(), Some("https://evil.example")).await;
    let Err(tokio_tungstenite::tungstenite::Error::Http(response)) = refused else { panic!("another origin let in") };
    assert_eq!(response.status(), 403);
    // A version not served: an error, and the connection closes.
    let mut old = server.client().await;
    old.send(&ClientMsg::Hello { protocol: 99 }).await;
    assert_eq!(old.error().await, ErrorCode::Version);
    assert_eq!(old.closed().await, Some(1002));
    // A frame over the limit closes the connection (1009).
    let mut big = server.hello().await;
    big.send_text(&format!(r#"{{"t":"lobby","on":true,"pad":"{}"}}"#, "x".repeat(5_000))).await;
    assert_eq!(big.closed().await, Some(1009));
    // Over the rate: refused messages, nothing else.
    let mut fast = server.hello().await;
    for _ in 0..30 {
        fast.send(&ClientMsg::Lobby { on: false }).await;
    }
    assert_eq!(fast.error().await, ErrorCode::RateLimited);
    // Binary frames are refused.
    let mut binary = server.hello().await;
    futures_util::SinkExt::send(&mut binary.ws, tokio_tungstenite::tungstenite::Message::binary(vec![1, 2, 3]))
        .await
        .unwrap();
    assert_eq!(binary.error().await, ErrorCode::BadMessage);
}

#[tokio::test]
async fn an_address_has_so_many_connections() {
    let (data, site) = (TempDir::new("count-data"), TempDir::new("count-site"));
    let server = Server::start(&data.0, &site.0, &["--connections-per-address", "3"]).await;
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(server.hello().await);
    }
    let over = Client::connect(&server.ws_url(), None).await;
    let Err(tokio_tungstenite::tungstenite::Error::Http(response)) = over else { panic!("a fourth connection") };
    assert_eq!(response.status(), 429);
    drop(open.pop());
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(Client::connect(&server.ws_url(), None).await.is_ok(), "room again once one closed");
}
