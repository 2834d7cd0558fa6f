//! The `<loa-board>` element's pure parts.

pub mod config;
