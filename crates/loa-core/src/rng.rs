//! The one small random number generator of the project: deterministic given its seed, no
//! dependencies, fast. For the levels' choices among near-equal moves, random openings and
//! tests, not for anything secret.
//!
//! ```
//! use loa_core::Rng;
//! let mut a = Rng::new(7);
//! let mut b = Rng::new(7);
//! assert_eq!(a.next_u64(), b.next_u64()); // same seed, same numbers
//! assert!((0..1000).all(|_| a.below(6) < 6));
//! let mut cards = [1, 2, 3, 4, 5];
//! a.shuffle(&mut cards);
//! cards.sort_unstable();
//! assert_eq!(cards, [1, 2, 3, 4, 5]);
//! ```

/// Marsaglia's xorshift64 (shifts 13, 7, 17; period 2⁶⁴ − 1), its seed spread by one step of
/// splitmix64 so that nearby seeds (0, 1, 2…) give unrelated sequences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed` (any value, 0 included).
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        // The state must never be zero (zero maps to zero).
        Rng((z ^ (z >> 31)) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n`; 0 when `n` is 0. Computed as the high half of `next_u64() * n`
    /// (no division): each value's chance is off from `1/n` by less than `n / 2⁶⁴`, which no
    /// use here can notice.
    ///
    /// ```
    /// let mut rng = loa_core::Rng::new(1);
    /// assert_eq!(rng.below(0), 0);
    /// assert_eq!(rng.below(1), 0);
    /// let mut seen = [false; 3];
    /// for _ in 0..100 {
    ///     seen[rng.below(3) as usize] = true;
    /// }
    /// assert_eq!(seen, [true; 3]);
    /// ```
    pub fn below(&mut self, n: u64) -> u64 {
        let wide = u128::from(self.next_u64()) * u128::from(n);
        // The high half of a 128-bit product of two 64-bit numbers fits in 64 bits.
        u64::try_from(wide >> 64).unwrap_or(0)
    }

    /// An index into a slice of `len` elements (as [`below`](Rng::below)); 0 when `len` is 0.
    pub fn index(&mut self, len: usize) -> usize {
        // usize is at most 64 bits on every target Rust supports today, so both casts are exact.
        let n = u64::try_from(len).unwrap_or(u64::MAX);
        usize::try_from(self.below(n)).unwrap_or(0)
    }

    /// A random element of `items`, `None` when it is empty.
    ///
    /// ```
    /// let mut rng = loa_core::Rng::new(3);
    /// assert!([10, 20, 30].contains(rng.choose(&[10, 20, 30]).unwrap()));
    /// assert_eq!(rng.choose::<u8>(&[]), None);
    /// ```
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.index(items.len()))
        }
    }

    /// Puts `items` in a random order (Fisher–Yates: every order equally likely, up to
    /// [`below`](Rng::below)'s tiny bias).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_seed_sensitive() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
        assert_ne!(Rng::new(0).next_u64(), 0);
    }

    #[test]
    fn the_sequence_is_pinned() {
        // The levels' choices depend on these numbers: changing the generator changes which
        // near-equal move a beginner level plays for a given seed.
        // The values are those of the generator the levels used before this module (the same
        // algorithm), so the levels play as they did.
        let mut rng = Rng::new(0);
        assert_eq!([rng.next_u64(), rng.next_u64()], [0x6661_260e_8cc5_7df4, 0x2ed7_a803_1b23_0a0f]);
        assert_eq!(Rng::new(42).below(1000), 981);
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut rng = Rng::new(99);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.index(6)] += 1;
        }
        // Each face is expected 10,000 times; 5 standard deviations is about ±460.
        assert!(counts.iter().all(|&c| (9_500..10_500).contains(&c)), "{counts:?}");
    }

    #[test]
    fn shuffle_keeps_the_elements_and_moves_them() {
        let mut rng = Rng::new(5);
        let mut v: [u32; 20] = core::array::from_fn(|i| i as u32);
        rng.shuffle(&mut v);
        assert_ne!(v, core::array::from_fn(|i| i as u32));
        v.sort_unstable();
        assert_eq!(v, core::array::from_fn(|i| i as u32));
        rng.shuffle::<u8>(&mut []);
    }
}
