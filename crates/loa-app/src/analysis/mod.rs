//! The analysis board's pure parts: its words, and its search spread over workers.

pub mod spread;
pub mod words;
