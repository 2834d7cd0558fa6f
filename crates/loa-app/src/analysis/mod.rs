//! The analysis board's parts beside the board itself (which the session keeps): its engine
//! panel ([`lines`]), its words ([`words`]) and its search spread over workers ([`spread`]).

pub mod lines;
pub mod spread;
pub mod words;
