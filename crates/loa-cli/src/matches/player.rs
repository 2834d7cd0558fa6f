//! A side's settings: a level, or limits, evaluation weights and search switches.

use std::ops::RangeInclusive;

use loa_core::budget::Limits;
use loa_core::engine::{level_settings, Engine, LEVEL_COUNT};
use loa_core::eval::{EvalWeights, TERM_NAMES};
use loa_core::search::{SearchOptions, MAX_DEPTH};

use crate::args::{out_of_range, MAX_TIME_MS};

/// One side of a match: limits, randomness, evaluation weights and search switches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Player {
    pub limits: Limits,
    pub margin: i32,
    pub weights: EvalWeights,
    pub options: SearchOptions,
}

impl Player {
    pub fn level(level: u8) -> Player {
        let s = level_settings(level);
        Player {
            limits: s.limits(),
            margin: s.margin,
            weights: EvalWeights::DEFAULT,
            options: SearchOptions::default(),
        }
    }

    /// `LEVEL`, or `key=value` pairs: `level=N` (start from a level), `depth=`, `time=` (ms),
    /// `nodes=`, `margin=`, the evaluation terms (`conc=`, `mob=`, ...), and the switches
    /// `null=`, `lmr=`, `fut=`, `futm=`, `asp=`, `lmp=`, `capbonus=` (capture ordering bonus), `lmrdiv=`,
    /// `nullr=`, `lmpbase=`, `lmpfactor=`, `cm=` (countermoves), `iir=` (internal iterative
    /// reduction), `win=` (look for a connection at the horizon) and `q=` (quiescence plies).
    pub fn parse(text: &str) -> Result<Player, String> {
        if let Ok(level) = text.trim().parse::<u8>() {
            return if (1..=LEVEL_COUNT).contains(&level) {
                Ok(Player::level(level))
            } else {
                Err(format!("level {level}: levels run from 1 to {LEVEL_COUNT}"))
            };
        }
        let mut p = Player {
            limits: Limits::default(),
            margin: 0,
            weights: EvalWeights::DEFAULT,
            options: SearchOptions::default(),
        };
        for part in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (key, value) = part.split_once('=').ok_or_else(|| format!("{part:?}: expected KEY=VALUE"))?;
            // Every value is a whole number in its own range, checked before it is narrowed.
            let whole = |range: RangeInclusive<i64>| match value.trim().parse::<i64>() {
                Ok(n) if range.contains(&n) => Ok(n),
                _ => Err(out_of_range(part, &range)),
            };
            let int = |range: RangeInclusive<i64>| whole(range).map(|n| i32::try_from(n).unwrap_or_default());
            let any_i32 = || int(i64::from(i32::MIN)..=i64::from(i32::MAX));
            let flag = || whole(0..=1).map(|n| n == 1);
            // 0 for a limit means none.
            let limit = |max: i64| whole(0..=max).map(|n| u64::try_from(n).ok().filter(|&n| n > 0));
            let plies = |max: u32| int(0..=i64::from(max)).map(|n| u32::try_from(n).unwrap_or_default());
            match key.trim() {
                "level" => {
                    let l = whole(1..=i64::from(LEVEL_COUNT))?;
                    let base = Player::level(u8::try_from(l).unwrap_or(1));
                    p.limits = base.limits;
                    p.margin = base.margin;
                }
                "depth" => {
                    p.limits.depth = limit(i64::from(MAX_DEPTH))?.map(|d| u32::try_from(d).unwrap_or(MAX_DEPTH));
                }
                "time" | "time-ms" => p.limits.time_ms = limit(i64::try_from(MAX_TIME_MS).unwrap_or(i64::MAX))?,
                "nodes" => p.limits.nodes = limit(i64::MAX)?,
                "margin" => p.margin = any_i32()?,
                "null" => p.options.null_move = flag()?,
                "lmr" => p.options.lmr = flag()?,
                "fut" => p.options.futility = flag()?,
                "futm" => p.options.futility_margin = any_i32()?,
                "asp" => p.options.aspiration = flag()?,
                "q" => p.options.qsearch_plies = plies(MAX_DEPTH)?,
                "win" => p.options.win_check = flag()?,
                "solver" => p.options.solver = flag()?,
                "lmp" => p.options.lmp = flag()?,
                "capbonus" => p.options.capture_bonus = any_i32()?,
                "lmrdiv" => p.options.lmr_divisor = plies(1_000_000)?.max(1),
                "nullr" => p.options.null_reduction = int(0..=i64::from(MAX_DEPTH))?,
                "lmpbase" => p.options.lmp_base = any_i32()?,
                "lmpfactor" => p.options.lmp_factor = any_i32()?,
                "cm" => p.options.countermove = flag()?,
                "iir" => p.options.iir = flag()?,
                term => {
                    if !TERM_NAMES.contains(&term) {
                        return Err(format!("unknown setting {term:?}"));
                    }
                    p.weights.set(term, any_i32()?);
                }
            }
        }
        if p.limits == Limits::default() {
            return Err(format!("{text:?}: give a depth=, time= or nodes= limit (or a level)"));
        }
        Ok(p)
    }

    pub fn engine(&self, hash_mb: usize) -> Engine {
        let mut e = Engine::new(hash_mb);
        e.set_weights(self.weights);
        e.set_options(self.options);
        e
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_players() {
        assert_eq!(Player::parse("3").unwrap(), Player::level(3));
        let p = Player::parse("depth=4,null=0,conc=50").unwrap();
        assert_eq!(p.limits.depth, Some(4));
        assert!(!p.options.null_move);
        assert_eq!(p.weights.get("conc"), Some(50));
        assert!(Player::parse("bogus=1,depth=2").is_err());
        assert!(Player::parse("null=0").is_err(), "no limit");
        assert!(Player::parse("99").is_err());
        assert_eq!(Player::parse("level=5,depth=0,time=100").unwrap().limits.depth, None);
        for bad in ["depth=65", "margin=99999999999", "conc=-3000000000", "null=2", "q=1000", "depth=x"] {
            let e = Player::parse(&format!("depth=2,{bad}")).unwrap_err();
            assert!(e.starts_with(&format!("{bad}: expected a whole number from")), "{e}");
        }
    }
}
