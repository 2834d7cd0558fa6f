//! Why the engine could not answer, kept as what happened (with the browser's or the worker's
//! own detail, which has no translation) and said in words only where it is shown, so that a
//! change of language says it again in the new one.
//!
//! ```
//! use loa_app::i18n::{Lang, Messages};
//! use loa_app::session::EngineFailure;
//!
//! let failure = EngineFailure::Crashed(Some("out of memory".to_owned()));
//! assert_eq!(failure.text().render(&Messages::new(Lang::En)), "the engine crashed: out of memory");
//! assert_eq!(failure.text().render(&Messages::new(Lang::Ca)), "el motor ha fallat: out of memory");
//! ```

use super::{Arg, Text};
use crate::i18n::Msg;

/// Why the engine's worker could not answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineFailure {
    /// The worker could not be started (the browser's error).
    StartFailed(String),
    /// The worker failed to load or crashed, with the browser's message when it gave one.
    Crashed(Option<String>),
    /// A new worker did not say it was ready in time.
    NoStart,
    /// A search went unanswered past its deadline.
    NoAnswer,
    /// The search could not be sent to the worker (the browser's error).
    AskFailed(String),
    /// The worker sent a message that could not be read (what was wrong with it).
    Unreadable(String),
    /// The worker answered a move that is not legal in the position it was given (as written).
    IllegalMove(String),
    /// The worker could not serve the request (its own detail: an unreadable position, say).
    Refused(String),
    /// The worker is from another build of the site (the page was updated meanwhile): reload.
    StaleBuild,
}

impl EngineFailure {
    /// The failure in words ("the engine crashed: …"), not yet in any language.
    #[must_use]
    pub fn text(&self) -> Text {
        let detail = |msg, name, detail: &str| Text::message(msg, [(name, Arg::Plain(detail.to_owned()))]);
        match self {
            EngineFailure::StartFailed(e) => detail(Msg::EngineStartFailed, "error", e),
            EngineFailure::Crashed(Some(e)) => detail(Msg::EngineCrashed, "error", e),
            EngineFailure::Crashed(None) => Text::message(Msg::EngineCrashedUnknown, []),
            EngineFailure::NoStart => Text::message(Msg::EngineTimeout, []),
            EngineFailure::NoAnswer => Text::message(Msg::EngineNoAnswer, []),
            EngineFailure::AskFailed(e) => detail(Msg::EngineAskFailed, "error", e),
            EngineFailure::Unreadable(e) => detail(Msg::EngineUnreadable, "error", e),
            EngineFailure::IllegalMove(m) => detail(Msg::EngineIllegalMove, "move", m),
            EngineFailure::Refused(e) => detail(Msg::EngineRefused, "error", e),
            EngineFailure::StaleBuild => Text::message(Msg::BuildStale, []),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Messages};

    fn every() -> Vec<EngineFailure> {
        vec![
            EngineFailure::StartFailed("SecurityError".into()),
            EngineFailure::Crashed(Some("boom".into())),
            EngineFailure::Crashed(None),
            EngineFailure::NoStart,
            EngineFailure::NoAnswer,
            EngineFailure::AskFailed("DataCloneError".into()),
            EngineFailure::Unreadable("expected an object".into()),
            EngineFailure::IllegalMove("b1-b4".into()),
            EngineFailure::Refused("empty position string".into()),
            EngineFailure::StaleBuild,
        ]
    }

    #[test]
    fn every_failure_is_said_in_every_language_with_its_detail() {
        let en = Messages::new(Lang::En);
        for failure in every() {
            let english = failure.text().render(&en);
            for lang in [Lang::Ca, Lang::Ru] {
                let said = failure.text().render(&Messages::new(lang));
                assert_ne!(said, english, "{lang}: {failure:?} is said in English");
                assert!(!said.contains("{$"), "{lang}: {said}");
            }
        }
        assert_eq!(
            EngineFailure::IllegalMove("b1-b4".into()).text().render(&en),
            "the engine answered an illegal move \"b1-b4\""
        );
        let ru = Messages::new(Lang::Ru);
        assert!(EngineFailure::Crashed(Some("boom".into())).text().render(&ru).ends_with(": boom"));
    }
}
