//! The analysis board's pure parts.

pub mod words;
