//! Seat and invitation secrets: 128 random bits from a CSPRNG the system seeds (rand's
//! `ThreadRng`, ChaCha12), kept only as SHA-256 digests and compared in constant time.

use loa_app::online::{GameId, Secret, ID_LEN};
use rand::RngCore;
use sha2::{Digest as _, Sha256};
use subtle::ConstantTimeEq;

/// A secret's SHA-256, in hex: what the database keeps.
#[derive(Clone, PartialEq, Eq)]
pub struct Digest(pub String);

impl std::fmt::Debug for Digest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Digest(…)")
    }
}

/// A fresh secret.
#[must_use]
pub fn new_secret() -> Secret {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    Secret::from_random(bytes)
}

/// A fresh game id.
#[must_use]
pub fn new_game_id() -> GameId {
    let mut bytes = [0u8; ID_LEN];
    // 252 = 7 × 36: bytes at or above it would favour the first digits.
    for b in &mut bytes {
        loop {
            let mut one = [0u8; 1];
            rand::rng().fill_bytes(&mut one);
            if one[0] < 252 {
                *b = one[0];
                break;
            }
        }
    }
    GameId::from_random(bytes)
}

/// A fair coin (a random colour).
#[must_use]
pub fn coin() -> bool {
    rand::rng().next_u32() & 1 == 1
}

/// The digest kept for `secret`.
#[must_use]
pub fn digest(secret: &Secret) -> Digest {
    let hash = Sha256::digest(secret.expose().as_bytes());
    Digest(hash.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `secret` is the one `kept` is the digest of, in time that does not depend on where
/// they differ.
#[must_use]
pub fn matches(secret: &Secret, kept: Option<&Digest>) -> bool {
    let Some(kept) = kept else { return false };
    bool::from(digest(secret).0.as_bytes().ct_eq(kept.0.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_fresh_and_only_their_own_digest_matches() {
        let (a, b) = (new_secret(), new_secret());
        assert_ne!(a.expose(), b.expose());
        assert!(matches(&a, Some(&digest(&a))));
        assert!(!matches(&b, Some(&digest(&a))));
        assert!(!matches(&a, None));
        assert_eq!(digest(&a).0.len(), 64);
        assert!(!format!("{:?}", digest(&a)).contains(&digest(&a).0[..8]));
        assert_ne!(new_game_id(), new_game_id());
    }
}
