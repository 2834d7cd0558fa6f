//! The engine's link: the Web Worker that searches, and the page's and the boards' side of it.
//!
//! - [`protocol`]: the messages on the wire and the build id both sides compare;
//! - [`client`]: `AiClient`, one worker, performing what `loa_app::worker::life` decides (start,
//!   cancel by restart, queue until "ready", restart after a crash or silence);
//! - [`pool`]: the workers of a page or a board by what each is for (the computer, the hint…),
//!   carrying out the model's orders;
//! - [`serve`]: the worker's own side (the module's start in a worker): searches and answers;
//! - [`source`]: where a worker comes from (`engine.js` running the page's own module).

pub mod client;
pub mod pool;
pub mod protocol;
pub mod serve;
pub mod source;
