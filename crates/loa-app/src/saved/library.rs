//! The library of games, in plain Rust (tested natively): where each game is kept, the ids, and
//! the index that lists the games without reading them.
//!
//! The layout in `localStorage`, scoped by the site's path (two copies of the site on one origin
//! keep separate libraries): `loa/<path>/game/<id>` holds one game (a [`Saved`] as JSON) and
//! `loa/<path>/index` the [`Index`]: one [`Entry`] per game with what the list shows. The games
//! are the truth; the index is a cache that [`Index::reconcile`] repairs from the keys present
//! (an entry another tab wrote at the same time, a game whose index write failed).
//!
//! Nothing here deletes a game it cannot read: an unreadable or newer save stays under its key.
//!
//! [`Saved`]: super::Saved

use serde::{Deserialize, Serialize};

/// The scope of a site at `pathname`: its folder, `/` or `/games/loa/` (the page's file name
/// dropped), so `/a/` and `/a/index.html` share one library and `/b/` has its own.
#[must_use]
pub fn scope(pathname: &str) -> String {
    match pathname.rfind('/') {
        Some(i) => pathname[..=i].to_owned(),
        None => "/".to_owned(),
    }
}

/// The keys of one site's library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keys {
    prefix: String,
}

impl Keys {
    /// The keys for the site whose page is at `pathname`.
    #[must_use]
    pub fn for_path(pathname: &str) -> Keys {
        Keys { prefix: format!("loa{}", scope(pathname)) }
    }

    /// Where game `id` is kept.
    #[must_use]
    pub fn game(&self, id: &str) -> String {
        format!("{}game/{id}", self.prefix)
    }

    /// The id of the game kept under `key`, if `key` holds one of this site's games.
    #[must_use]
    pub fn id_of<'k>(&self, key: &'k str) -> Option<&'k str> {
        key.strip_prefix(&self.prefix)?.strip_prefix("game/").filter(|id| valid_id(id))
    }

    /// Where the index is kept.
    #[must_use]
    pub fn index(&self) -> String {
        format!("{}index", self.prefix)
    }

    /// Where a tab keeps the id of its game (in `sessionStorage`: one per tab).
    #[must_use]
    pub fn current(&self) -> String {
        format!("{}current", self.prefix)
    }
}

/// The longest id accepted (from a link).
pub const MAX_ID_LEN: usize = 32;

/// Whether `id` can name a game: 1 to [`MAX_ID_LEN`] of `a-z`, `0-9` and `-` (a link cannot
/// point a game at another key).
#[must_use]
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// A new game id from the time (ms since 1970) and a random number: the time in base 36, a dash,
/// eight random base-36 digits. Ids sort by creation time within a year's digits and two tabs
/// starting a game in the same millisecond still differ.
#[must_use]
pub fn new_id(now_ms: u64, random: u64) -> String {
    let mut id = base36(now_ms, 1);
    id.push('-');
    id.push_str(&base36(random % 36u64.pow(8), 8));
    id
}

fn base36(mut n: u64, width: usize) -> String {
    let mut digits = Vec::new();
    while n > 0 || digits.len() < width {
        let d = u8::try_from(n % 36).unwrap_or(0);
        digits.push(if d < 10 { b'0' + d } else { b'a' + d - 10 });
        n /= 36;
    }
    digits.reverse();
    String::from_utf8(digits).unwrap_or_default()
}

/// What the list shows of a game, kept in the index so listing does not read every game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub id: String,
    /// The game's revision: one more at every save.
    pub rev: u64,
    /// When it was started and last saved (ms since 1970).
    pub created: u64,
    pub updated: u64,
    pub black: String,
    pub white: String,
    pub level: u8,
    pub variant: String,
    pub rules: String,
    /// Moves played.
    pub moves: usize,
    /// `1-0`, `0-1` or `1/2-1/2` for a finished game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// How it finished ([`GameEnd::reason_name`]: `connected`, `repetition`, …, `resigned`,
    /// `time`, `agreed`); absent in entries written before.
    ///
    /// [`GameEnd::reason_name`]: crate::game::GameEnd::reason_name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub how: Option<String>,
    /// In a game by link, the colour this player has (`black` or `white`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub me: Option<String>,
    /// An online game's copy: which game, and who played it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<super::OnlineGameRef>,
}

/// The list of a site's games.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Index {
    pub version: u32,
    pub games: Vec<Entry>,
}

impl Index {
    pub const VERSION: u32 = 1;

    /// Reads an index; anything unreadable (or from a newer version) is an empty index, which
    /// [`Index::reconcile`] then rebuilds from the games themselves.
    #[must_use]
    pub fn checked(self) -> Index {
        if self.version == Index::VERSION {
            self
        } else {
            Index::default()
        }
    }

    /// Adds `entry` or replaces the entry of the same id, unless the one kept has a newer revision.
    pub fn upsert(&mut self, entry: Entry) {
        self.version = Index::VERSION;
        match self.games.iter_mut().find(|e| e.id == entry.id) {
            Some(old) if old.rev > entry.rev => {}
            Some(old) => *old = entry,
            None => self.games.push(entry),
        }
    }

    /// Drops game `id`'s entry.
    pub fn remove(&mut self, id: &str) {
        self.games.retain(|e| e.id != id);
    }

    /// Merges another tab's index into this one: every id of either, the newer revision of each.
    pub fn merge(&mut self, other: Index) {
        for entry in other.games {
            self.upsert(entry);
        }
    }

    /// Brings the index in line with the games kept (`ids`): entries whose game is gone are
    /// dropped; each game the index lacks is passed to `read`, and its entry (if readable) added.
    /// Returns the ids that could not be read (kept, and listed as unreadable).
    pub fn reconcile(&mut self, ids: &[String], mut read: impl FnMut(&str) -> Option<Entry>) -> Vec<String> {
        self.games.retain(|e| ids.contains(&e.id));
        let mut unreadable = Vec::new();
        for id in ids {
            if self.games.iter().any(|e| &e.id == id) {
                continue;
            }
            match read(id) {
                Some(entry) => self.upsert(entry),
                None => unreadable.push(id.clone()),
            }
        }
        unreadable
    }

    /// The games, last saved first.
    #[must_use]
    pub fn newest_first(&self) -> Vec<&Entry> {
        let mut games: Vec<&Entry> = self.games.iter().collect();
        loa_core::sort::stable_by(&mut games, |a, b| b.updated.cmp(&a.updated).then_with(|| b.id.cmp(&a.id)));
        games
    }

    /// The entry of game `id`.
    #[must_use]
    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.games.iter().find(|e| e.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str, rev: u64, updated: u64) -> Entry {
        Entry {
            id: id.to_owned(),
            rev,
            created: 1,
            updated,
            black: "human".into(),
            white: "computer".into(),
            level: 3,
            variant: "standard".into(),
            rules: "olympiad".into(),
            moves: 0,
            result: None,
            how: None,
            me: None,
            online: None,
        }
    }

    #[test]
    fn each_site_path_has_its_own_keys() {
        for (path, s) in [("/", "/"), ("/index.html", "/"), ("/a/", "/a/"), ("/a/index.html", "/a/"), ("", "/")] {
            assert_eq!(scope(path), s, "{path}");
        }
        let (a, b) = (Keys::for_path("/a/"), Keys::for_path("/b/index.html"));
        assert_eq!(a.game("x1"), "loa/a/game/x1");
        assert_ne!(a.game("x1"), b.game("x1"));
        assert_ne!(a.index(), b.index());
        assert_ne!(a.current(), b.current());
        assert_eq!(a.id_of("loa/a/game/x1"), Some("x1"));
        assert_eq!(a.id_of("loa/b/game/x1"), None);
        assert_eq!(a.id_of("loa/a/index"), None);
        // The root site does not claim a sub-path site's games.
        assert_eq!(Keys::for_path("/").id_of("loa/a/game/x1"), None);
        assert_eq!(a.id_of("loa/a/game/../index"), None);
    }

    #[test]
    fn ids_are_distinct_well_formed_and_checked() {
        let a = new_id(1_764_590_000_000, 7);
        let b = new_id(1_764_590_000_000, 8);
        let c = new_id(1_764_590_000_001, 7);
        assert_ne!(a, b);
        assert_ne!(a, c);
        for id in [&a, &b, &c] {
            assert!(valid_id(id), "{id}");
        }
        assert_eq!(new_id(0, 0), "0-00000000");
        assert_eq!(new_id(35, 36), "z-00000010");
        assert!(valid_id(&new_id(u64::MAX, u64::MAX)));
        for bad in ["", "A", "a/b", "a b", "../x", &"a".repeat(MAX_ID_LEN + 1), "é"] {
            assert!(!valid_id(bad), "{bad:?}");
        }
    }

    #[test]
    fn the_index_keeps_the_newer_revision_and_lists_newest_first() {
        let mut index = Index::default();
        index.upsert(entry("a", 1, 10));
        index.upsert(entry("b", 1, 30));
        index.upsert(entry("a", 3, 20));
        index.upsert(entry("a", 2, 40)); // older revision: ignored
        assert_eq!(index.get("a").map(|e| e.rev), Some(3));
        let order: Vec<&str> = index.newest_first().iter().map(|e| e.id.as_str()).collect();
        assert_eq!(order, ["b", "a"]);
        index.remove("b");
        assert_eq!(index.games.len(), 1);
    }

    #[test]
    fn two_tabs_indexes_merge_without_losing_a_game() {
        let mut mine = Index::default();
        mine.upsert(entry("a", 2, 10));
        mine.upsert(entry("b", 1, 10));
        let mut theirs = Index::default();
        theirs.upsert(entry("a", 1, 5));
        theirs.upsert(entry("c", 4, 50));
        mine.merge(theirs);
        assert_eq!(mine.games.len(), 3);
        assert_eq!(mine.get("a").map(|e| e.rev), Some(2));
        assert_eq!(mine.get("c").map(|e| e.rev), Some(4));
    }

    #[test]
    fn reconcile_follows_the_games_kept_and_reports_unreadable_ones() {
        let mut index = Index::default();
        index.upsert(entry("gone", 1, 1));
        index.upsert(entry("a", 1, 1));
        let ids = ["a".to_owned(), "new".to_owned(), "bad".to_owned()];
        let mut asked = Vec::new();
        let unreadable = index.reconcile(&ids, |id| {
            asked.push(id.to_owned());
            (id == "new").then(|| entry(id, 1, 2))
        });
        assert_eq!(asked, ["new", "bad"], "known games are not read again");
        assert_eq!(unreadable, ["bad"]);
        let mut ids: Vec<&str> = index.games.iter().map(|e| e.id.as_str()).collect();
        ids.sort_unstable();
        assert_eq!(ids, ["a", "new"]);
    }

    #[test]
    fn the_index_format_is_versioned_and_tolerant() {
        let read = |text: &str| Index::read(&serde_json::from_str::<serde_json::Value>(text).unwrap());
        let mut index = Index::default();
        index.upsert(entry("a", 1, 1));
        let text = serde_json::to_string(&index).unwrap();
        assert_eq!(read(&text), index);
        // Unknown fields (a later version's) are ignored; a newer version is rebuilt from the games.
        let extra = text.replace("\"moves\":0", "\"moves\":0,\"hints\":2");
        assert_eq!(read(&extra), index);
        let newer = text.replace("\"version\":1", "\"version\":9");
        assert_eq!(read(&newer), Index::default());
        // Anything unreadable is an empty index, rebuilt from the games.
        assert_eq!(read(r#"{"version":1,"games":[{"id":3}]}"#), Index::default());
        assert_eq!(read("[1]"), Index::default());
    }
}
