//! The loa game server: the built site and online games under one origin.
//!
//! One file per concept, as tokio's mini-redis is laid out: [`server`] (the router, the tasks
//! beside it, the stop), [`socket`] (one page's WebSocket), [`room`] (one game's room, the one
//! place that orders its moves), [`hub`] (the rooms by game), [`lobby`] (challenges),
//! [`store`] (the database and its writers), [`bus`] (several instances on one PostgreSQL),
//! [`limits`] (rates and connections per address), [`secret`] (seat secrets), [`site`] (the
//! static files and their caching), [`options`] (the command line).
//!
//! The games themselves are decided by loa-app's [`loa_app::online::OnlineGame`], the same
//! code the page replays them with; the protocol is `docs/PROTOCOL.md`.

pub mod bus;
pub mod clock;
pub mod command;
pub mod config;
pub mod conn;
pub mod hub;
pub mod limits;
pub mod lobby;
pub mod options;
pub mod room;
pub mod secret;
pub mod server;
pub mod site;
pub mod socket;
pub mod state;
pub mod store;
