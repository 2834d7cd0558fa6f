//! One small stable sort for the short lists the game sorts (root moves, proof candidates, a
//! library, a puzzle file): insertion sort. `slice::sort_by` is faster on long slices, but each of
//! its instances brings a few kilobytes into a wasm module; these lists are short or sorted once.
//!
//! ```
//! let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd')];
//! loa_core::sort::stable_by_key(&mut v, |e| e.0);
//! assert_eq!(v, [(1, 'b'), (2, 'd'), (3, 'a'), (3, 'c')]);
//! ```

use core::cmp::Ordering;

/// Sorts `v` by `compare`, keeping the order of equal elements. Quadratic: for lists of at most
/// a few thousand elements.
pub fn stable_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && compare(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` by the key `key` gives each element, keeping the order of equal elements.
pub fn stable_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    stable_by(v, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use alloc::vec::Vec;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut rng = Rng::new(7);
        for len in 0..60 {
            let v: Vec<(u64, usize)> = (0..len).map(|i| (rng.next_u64() % 5, i)).collect();
            let mut ours = v.clone();
            let mut std = v.clone();
            stable_by_key(&mut ours, |e| e.0);
            std.sort_by_key(|e| e.0);
            assert_eq!(ours, std, "{v:?}");
            stable_by(&mut ours, |a, b| b.0.cmp(&a.0));
            std.sort_by_key(|e| core::cmp::Reverse(e.0));
            assert_eq!(ours, std);
        }
    }
}
