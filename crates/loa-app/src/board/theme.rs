//! The board's colour themes: the squares, the pieces and every mark drawn on them, chosen so that
//! each piece and each mark keeps a contrast of at least 3:1 (WCAG 2.x, non-text contrast)
//! against what it is drawn on — a test below computes it for every theme.
//!
//! The theme in use is the page's `<html data-board-theme="…">` (set by `www/theme.js` from the
//! reader's choice); a board follows it when it changes. The same palettes colour the boards'
//! static pictures, as CSS custom properties ([`custom_properties`]).

use std::fmt::Write;

/// A piece's look: radial-gradient stops (lit from the upper left) and its rim.
#[derive(Debug)]
pub struct PieceLook {
    pub stops: [(f64, &'static str); 3],
    pub rim: &'static str,
}

impl PieceLook {
    /// The colour most of the disc shows (the middle stop).
    #[must_use]
    pub const fn body(&self) -> &'static str {
        self.stops[1].1
    }
}

/// Every colour the board paints. Marks are CSS colours, some translucent (drawn over a square).
#[derive(Debug)]
pub struct Palette {
    pub light: &'static str,
    pub dark: &'static str,
    /// The last move: a tint over both squares and a ring inside them.
    pub last_move: &'static str,
    pub last_ring: &'static str,
    /// The selected piece's square: a tint and a ring.
    pub selected: &'static str,
    pub selected_ring: &'static str,
    /// Legal destinations: dots on empty squares, rings around captures.
    pub dest: &'static str,
    /// The destination under a dragged piece.
    pub hover: &'static str,
    pub premove_dest: &'static str,
    pub premove: &'static str,
    /// The suggested move's arrow (drawn at 75 % opacity).
    pub arrow: &'static str,
    pub black: PieceLook,
    pub white: PieceLook,
}

/// The board themes a reader can choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoardTheme {
    #[default]
    Wood,
    Green,
    Blue,
    /// Near-black and white squares, pieces with rims of the opposite colour.
    Contrast,
}

const BLACK: PieceLook = PieceLook { stops: [(0.0, "#7a7a7a"), (0.35, "#333333"), (1.0, "#0a0a0a")], rim: "#000000" };
const WHITE: PieceLook = PieceLook { stops: [(0.0, "#ffffff"), (0.45, "#f3efe6"), (1.0, "#c8c0b0")], rim: "#4a4a4a" };

const WOOD: Palette = Palette {
    light: "#f0d9b5",
    // A little darker than lichess's #b58863, so white pieces keep 3:1 on it.
    dark: "#a97a54",
    last_move: "rgba(155, 199, 0, 0.41)",
    last_ring: "#2c3a00",
    selected: "rgba(20, 85, 30, 0.35)",
    selected_ring: "#031a06",
    dest: "rgba(12, 52, 18, 0.9)",
    hover: "rgba(20, 85, 30, 0.3)",
    premove_dest: "rgba(12, 22, 80, 0.9)",
    premove: "rgba(20, 30, 85, 0.35)",
    arrow: "rgb(0, 45, 6)",
    black: BLACK,
    white: WHITE,
};

const GREEN: Palette = Palette {
    light: "#eeeed2",
    dark: "#6b8a4c",
    last_move: "rgba(246, 246, 105, 0.5)",
    last_ring: "#3a3a00",
    selected: "rgba(20, 60, 90, 0.3)",
    selected_ring: "#031a06",
    dest: "rgba(10, 30, 10, 0.9)",
    hover: "rgba(20, 60, 90, 0.3)",
    premove_dest: "rgba(12, 22, 80, 0.9)",
    premove: "rgba(20, 30, 85, 0.35)",
    arrow: "rgb(0, 20, 60)",
    black: BLACK,
    white: WHITE,
};

const BLUE: Palette = Palette {
    light: "#dee3e6",
    dark: "#6f8799",
    last_move: "rgba(155, 199, 0, 0.41)",
    last_ring: "#2c3a00",
    selected: "rgba(20, 85, 30, 0.3)",
    selected_ring: "#031a06",
    dest: "rgba(8, 30, 12, 0.9)",
    hover: "rgba(20, 85, 30, 0.3)",
    premove_dest: "rgba(40, 10, 60, 0.9)",
    premove: "rgba(60, 20, 85, 0.35)",
    arrow: "rgb(0, 40, 6)",
    black: BLACK,
    white: WHITE,
};

const CONTRAST: Palette = Palette {
    light: "#fafafa",
    dark: "#6b6b6b",
    last_move: "rgba(255, 214, 0, 0.35)",
    last_ring: "#000000",
    selected: "rgba(0, 90, 255, 0.25)",
    selected_ring: "#000000",
    dest: "#000000",
    hover: "rgba(0, 90, 255, 0.3)",
    premove_dest: "#00007a",
    premove: "rgba(0, 0, 160, 0.3)",
    arrow: "rgb(0, 0, 0)",
    black: PieceLook { stops: [(0.0, "#4a4a4a"), (0.35, "#111111"), (1.0, "#000000")], rim: "#ffffff" },
    white: PieceLook { stops: [(0.0, "#ffffff"), (0.45, "#ffffff"), (1.0, "#e6e6e6")], rim: "#000000" },
};

impl BoardTheme {
    pub const ALL: [BoardTheme; 4] = [BoardTheme::Wood, BoardTheme::Green, BoardTheme::Blue, BoardTheme::Contrast];

    /// The name in `data-board-theme` and in storage.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            BoardTheme::Wood => "wood",
            BoardTheme::Green => "green",
            BoardTheme::Blue => "blue",
            BoardTheme::Contrast => "contrast",
        }
    }

    /// The theme called `name`; anything else (a missing or stale value) is `None`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<BoardTheme> {
        BoardTheme::ALL.into_iter().find(|t| t.name() == name.trim())
    }

    #[must_use]
    pub const fn palette(self) -> &'static Palette {
        match self {
            BoardTheme::Wood => &WOOD,
            BoardTheme::Green => &GREEN,
            BoardTheme::Blue => &BLUE,
            BoardTheme::Contrast => &CONTRAST,
        }
    }
}

/// The palettes as CSS custom properties (`--loa-light`, `--loa-b0`, …), the default theme on
/// `:root` and each other on `:root[data-board-theme="…"]`: what the boards' static pictures
/// ([`super::picture`]) are coloured by before a canvas draws them with the same palette. The
/// pages take it from `loa picture --palette` at build time.
#[must_use]
pub fn custom_properties() -> String {
    let mut out = String::new();
    for theme in BoardTheme::ALL {
        let p = theme.palette();
        let (b, w) = (&p.black, &p.white);
        let properties = [
            ("light", p.light),
            ("dark", p.dark),
            ("last", p.last_move),
            ("ring", p.last_ring),
            ("b0", b.stops[0].1),
            ("b1", b.stops[1].1),
            ("b2", b.stops[2].1),
            ("brim", b.rim),
            ("w0", w.stops[0].1),
            ("w1", w.stops[1].1),
            ("w2", w.stops[2].1),
            ("wrim", w.rim),
        ];
        let body: Vec<String> = properties.iter().map(|(name, value)| format!("--loa-{name}:{value}")).collect();
        let selector = match theme == BoardTheme::default() {
            true => String::from(":root"),
            false => format!(":root[data-board-theme=\"{}\"]", theme.name()),
        };
        let _ = writeln!(out, "{selector}{{{}}}", body.join(";"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An sRGB colour with opacity, from `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)`.
    #[derive(Debug, Clone, Copy)]
    struct Rgba([f64; 3], f64);

    fn parse(css: &str) -> Rgba {
        if let Some(hex) = css.strip_prefix('#') {
            let c = |i: usize| f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap());
            return Rgba([c(0), c(2), c(4)], 1.0);
        }
        let inner = css.split_once('(').unwrap().1.trim_end_matches(')');
        let v: Vec<f64> = inner.split(',').map(|x| x.trim().parse().unwrap()).collect();
        Rgba([v[0], v[1], v[2]], v.get(3).copied().unwrap_or(1.0))
    }

    /// `top` painted over the opaque `under`.
    fn over(top: Rgba, under: Rgba) -> Rgba {
        let mix = |i: usize| top.0[i] * top.1 + under.0[i] * (1.0 - top.1);
        Rgba([mix(0), mix(1), mix(2)], 1.0)
    }

    fn luminance(c: Rgba) -> f64 {
        let lin = |v: f64| {
            let s = v / 255.0;
            if s <= 0.039_28 {
                s / 12.92
            } else {
                ((s + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.0[0]) + 0.7152 * lin(c.0[1]) + 0.0722 * lin(c.0[2])
    }

    fn contrast(a: Rgba, b: Rgba) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// The WCAG minimum for graphical objects and parts of the user interface.
    const MIN: f64 = 3.0;

    #[test]
    fn every_theme_keeps_pieces_and_marks_at_three_to_one() {
        let mut failures = Vec::new();
        for theme in BoardTheme::ALL {
            let p = theme.palette();
            let mut check = |what: String, ratio: f64| {
                if ratio < MIN {
                    failures.push(format!("{}: {what}: {ratio:.2}", theme.name()));
                }
            };
            for (square_name, square) in [("light", parse(p.light)), ("dark", parse(p.dark))] {
                // What a piece may stand on: the bare square, the last move's and the
                // selection's tints.
                let grounds = [
                    ("square", square),
                    ("last move", over(parse(p.last_move), square)),
                    ("selection", over(parse(p.selected), square)),
                ];
                for (ground_name, ground) in grounds {
                    for (piece_name, look) in [("black", &p.black), ("white", &p.white)] {
                        // The disc is told apart by its body or, failing that, its rim.
                        let ratio = contrast(parse(look.body()), ground).max(contrast(parse(look.rim), ground));
                        check(format!("{piece_name} piece on {ground_name} of {square_name}"), ratio);
                    }
                }
                for (mark, colour) in [("destination", p.dest), ("premove destination", p.premove_dest)] {
                    check(format!("{mark} on {square_name}"), contrast(over(parse(colour), square), square));
                }
                let tinted = over(parse(p.last_move), square);
                check(format!("last-move ring on {square_name}"), contrast(parse(p.last_ring), tinted));
                let tinted = over(parse(p.selected), square);
                check(format!("selection ring on {square_name}"), contrast(parse(p.selected_ring), tinted));
                let arrow = Rgba(parse(p.arrow).0, 0.75);
                check(format!("arrow on {square_name}"), contrast(over(arrow, square), square));
            }
            check("black against white pieces".to_owned(), contrast(parse(p.black.body()), parse(p.white.body())));
        }
        assert!(failures.is_empty(), "below {MIN}:1:\n{}", failures.join("\n"));
    }

    #[test]
    fn the_pictures_colours_are_the_palettes() {
        let css = custom_properties();
        assert!(css.starts_with(":root{--loa-light:#f0d9b5;--loa-dark:#a97a54;"), "{css}");
        for theme in BoardTheme::ALL {
            let p = theme.palette();
            let rule = css.lines().find(|l| {
                l.contains(&format!("\"{}\"", theme.name()))
                    || theme == BoardTheme::default() && l.starts_with(":root{")
            });
            let rule = rule.unwrap_or_else(|| panic!("{theme:?} in {css}"));
            for colour in
                [p.light, p.dark, p.last_move, p.last_ring, p.black.body(), p.white.body(), p.black.rim, p.white.rim]
            {
                assert!(
                    rule.contains(&format!(":{colour};")) || rule.contains(&format!(":{colour}}}")),
                    "{colour} of {theme:?}: {rule}"
                );
            }
        }
        assert_eq!(css.lines().count(), BoardTheme::ALL.len());
    }

    #[test]
    fn names_round_trip_and_unknown_names_are_refused() {
        for theme in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_name(theme.name()), Some(theme));
        }
        assert_eq!(BoardTheme::from_name("purple"), None);
        assert_eq!(BoardTheme::from_name(""), None);
        assert_eq!(BoardTheme::default(), BoardTheme::Wood);
    }
}
