//! A board's static picture as SVG markup, drawn as the live canvas draws it (loa-web's
//! `board/view.rs`): the squares, the last move's tint and ring, shaded pieces lit from the upper
//! left and the coordinates in the corner squares. It is what a reader sees before a board's code
//! has arrived: the tutorial's boards (written at build time by `loa picture`) and the game page's
//! board (the start, written at build time; then the position the page last showed, which the
//! page keeps, [`crate::page::Page::picture`]). No JavaScript reads a position or a move.
//!
//! Two forms of the same drawing:
//! - [`DEFS`] once per page and [`inline`] per board: SVG inside the page, whose classes the
//!   page's stylesheet colours (`www/rules.css`), so the picture follows the board theme;
//! - [`standalone`]: one SVG file with its own styles, for an `<img>`, its colours written as
//!   `var(--loa-…)` for the page to replace with its theme's before showing it.
//!
//! ```
//! use loa_app::board::picture;
//! use loa_core::Position;
//!
//! let svg = picture::inline(&Position::default(), picture::Look::default());
//! assert_eq!(svg.matches("href=\"#loa-b\"").count(), 12);
//! assert!(picture::standalone(&Position::default(), picture::Look::default()).starts_with("<svg xmlns"));
//! ```

use core::fmt::Write;

use loa_core::{Position, Square};

/// The shared drawing parts: lit from the upper left, as view.rs's radial gradient (its centre
/// offset by -0.35 r, -0.4 r).
macro_rules! defs {
    () => {
        concat!(
            "<defs>",
            "<radialGradient id=\"loa-gb\" fx=\".325\" fy=\".3\" fr=\".04\"><stop offset=\"0\" class=\"b0\"/><stop offset=\".35\" class=\"b1\"/><stop offset=\"1\" class=\"b2\"/></radialGradient>",
            "<radialGradient id=\"loa-gw\" fx=\".325\" fy=\".3\" fr=\".04\"><stop offset=\"0\" class=\"w0\"/><stop offset=\".45\" class=\"w1\"/><stop offset=\"1\" class=\"w2\"/></radialGradient>",
            "<g id=\"loa-b\"><ellipse class=\"sh\" cx=\".025\" cy=\".05\" rx=\".42\" ry=\".403\"/><circle class=\"pb\" r=\".42\" fill=\"url(#loa-gb)\"/></g>",
            "<g id=\"loa-w\"><ellipse class=\"sh\" cx=\".025\" cy=\".05\" rx=\".42\" ry=\".403\"/><circle class=\"pw\" r=\".42\" fill=\"url(#loa-gw)\"/></g>",
            "<pattern id=\"loa-sq\" width=\"2\" height=\"2\" patternUnits=\"userSpaceOnUse\"><rect class=\"l\" width=\"2\" height=\"2\"/><rect class=\"d\" x=\"1\" width=\"1\" height=\"1\"/><rect class=\"d\" y=\"1\" width=\"1\" height=\"1\"/></pattern>",
            "</defs>"
        )
    };
}

/// The pieces, their gradients and the squares' pattern, which every [`inline`] picture of a page
/// refers to: written once per page.
pub const DEFS: &str = concat!(
    "<svg class=\"loa-defs\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">",
    defs!(),
    "</svg>"
);

/// The styles of a [`standalone`] picture: `www/rules.css`'s for the inline ones, with the
/// colours as the theme's custom properties.
const STYLE: &str = concat!(
    "<style>",
    ".l,.cl{fill:var(--loa-light)}.d,.cd{fill:var(--loa-dark)}",
    ".lm{fill:var(--loa-last);stroke:var(--loa-ring);stroke-width:.03}",
    ".sh{fill:rgba(0,0,0,.28)}.pb{stroke:var(--loa-brim);stroke-width:.025}.pw{stroke:var(--loa-wrim);stroke-width:.025}",
    ".b0{stop-color:var(--loa-b0)}.b1{stop-color:var(--loa-b1)}.b2{stop-color:var(--loa-b2)}",
    ".w0{stop-color:var(--loa-w0)}.w1{stop-color:var(--loa-w1)}.w2{stop-color:var(--loa-w2)}",
    "text{font:600 .19px system-ui,-apple-system,Segoe UI,sans-serif}",
    ".f{text-anchor:end;dominant-baseline:text-after-edge}.r{dominant-baseline:text-before-edge}",
    "</style>"
);

/// How a picture looks: turned (rank 8 at the bottom) or not, with coordinates or without.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    /// Rank 8 at the bottom, as Black sees a flipped board.
    pub flipped: bool,
    /// The files and ranks in the corner squares.
    pub coordinates: bool,
}

impl Default for Look {
    fn default() -> Look {
        Look { flipped: false, coordinates: true }
    }
}

/// `pos` (with its last move marked) as an inline SVG element, for a page holding [`DEFS`].
#[must_use]
pub fn inline(pos: &Position, look: Look) -> String {
    let n = pos.variant().size();
    let mut out = format!("<svg viewBox=\"0 0 {n} {n}\" aria-hidden=\"true\" focusable=\"false\">");
    board(&mut out, pos, look);
    out.push_str("</svg>");
    out
}

/// `pos` as a whole SVG file (800 px square) for an `<img>`: its drawing parts and styles inside,
/// the colours `var(--loa-…)`, and the position on `data-position` (the ranks, `.` for an empty
/// square), for the page's tests.
#[must_use]
pub fn standalone(pos: &Position, look: Look) -> String {
    let n = pos.variant().size();
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {n} {n}\" width=\"800\" height=\"800\" data-position=\"{}\">",
        ranks(pos)
    );
    out.push_str(STYLE);
    out.push_str(defs!());
    board(&mut out, pos, look);
    out.push_str("</svg>");
    out
}

/// The ranks from the top, `.` for an empty square: `.bbbbbb./w......w/…`.
fn ranks(pos: &Position) -> String {
    let n = pos.variant().size();
    let rows = (0..n).rev().map(|rank| {
        (0..n)
            .map(|file| match Square::from_coords(file, rank).and_then(|sq| pos.piece_at(sq)) {
                Some(c) => c.char(),
                None => '.',
            })
            .collect::<String>()
    });
    rows.collect::<Vec<_>>().join("/")
}

/// The screen column and row of `sq` on a board `n` wide, row 0 at the top.
fn visual(sq: Square, flipped: bool, n: u8) -> (u8, u8) {
    if flipped {
        (n - 1 - sq.file(), sq.rank())
    } else {
        (sq.file(), n - 1 - sq.rank())
    }
}

/// The board's squares, last move, pieces and coordinates.
fn board(out: &mut String, pos: &Position, look: Look) {
    let n = pos.variant().size();
    let _ = write!(out, "<rect width=\"{n}\" height=\"{n}\" fill=\"url(#loa-sq)\"/>");
    if let Some(m) = pos.last_move().filter(|m| !m.is_pass()) {
        for sq in [m.from(), m.to()] {
            let (c, r) = visual(sq, look.flipped, n);
            let _ = write!(out, "<rect class=\"lm\" x=\"{c}.015\" y=\"{r}.015\" width=\".97\" height=\".97\"/>");
        }
    }
    for rank in 0..n {
        for file in 0..n {
            let Some(sq) = Square::from_coords(file, rank) else { continue };
            let Some(color) = pos.piece_at(sq) else { continue };
            let (c, r) = visual(sq, look.flipped, n);
            let id = color.char();
            let _ = write!(out, "<use href=\"#loa-{id}\" x=\"{c}.5\" y=\"{r}.5\"/>");
        }
    }
    if look.coordinates {
        // Files in the lower-right corner of the bottom row, ranks in the upper-left of the left
        // column, each in the colour of the other kind of square.
        for i in 0..n {
            let file = if look.flipped { n - 1 - i } else { i };
            let bottom = if (i + n - 1) % 2 == 1 { "cl" } else { "cd" };
            let name = char::from(b'a' + file);
            let _ = write!(out, "<text class=\"{bottom} f\" x=\"{}.94\" y=\"{}.97\">{name}</text>", i, n - 1);
            let rank = if look.flipped { i } else { n - 1 - i };
            let left = if i % 2 == 1 { "cl" } else { "cd" };
            let _ = write!(out, "<text class=\"{left} r\" x=\".06\" y=\"{i}.03\">{}</text>", rank + 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::{Rules, Variant};

    fn after(moves: &[&str]) -> Position {
        let mut pos = Position::default();
        for m in moves {
            let m = pos.parse_move(m).unwrap();
            pos.play(m).unwrap();
        }
        pos
    }

    #[test]
    fn the_start_shows_every_piece_once_on_its_square() {
        let svg = inline(&Position::default(), Look::default());
        assert_eq!(svg.matches("#loa-b\"").count(), 12);
        assert_eq!(svg.matches("#loa-w\"").count(), 12);
        // b1 (Black) is at column 1 of the bottom row; a2 (White) at column 0, row 6.
        assert!(svg.contains("<use href=\"#loa-b\" x=\"1.5\" y=\"7.5\"/>"), "{svg}");
        assert!(svg.contains("<use href=\"#loa-w\" x=\"0.5\" y=\"6.5\"/>"), "{svg}");
        assert!(!svg.contains("class=\"lm\""), "no last move at the start");
        assert_eq!(svg.matches("<text").count(), 16);
    }

    #[test]
    fn a_flipped_board_turns_squares_and_coordinates() {
        let svg = inline(&after(&["b1-b3"]), Look { flipped: true, coordinates: true });
        // b3 on a flipped board: column 6, row 2.
        assert!(svg.contains("<use href=\"#loa-b\" x=\"6.5\" y=\"2.5\"/>"), "{svg}");
        assert!(svg.contains("<rect class=\"lm\" x=\"6.015\" y=\"2.015\""), "{svg}");
        assert!(svg.contains(">h</text>") && svg.find(">h</text>") < svg.find(">a</text>"), "h first");
        assert!(!inline(&Position::default(), Look { flipped: false, coordinates: false }).contains("<text"));
    }

    #[test]
    fn the_standalone_form_carries_its_styles_and_position() {
        let six = Position::with_rules(Variant::SixBySix, Rules::default());
        let svg = standalone(&six, Look::default());
        assert!(svg.contains("viewBox=\"0 0 6 6\""));
        assert!(svg.contains("data-position=\".bbbb./w....w/w....w/w....w/w....w/.bbbb.\""), "{svg}");
        assert!(svg.contains("var(--loa-light)") && svg.contains("<radialGradient id=\"loa-gb\""));
        assert!(DEFS.contains("<pattern id=\"loa-sq\"") && DEFS.starts_with("<svg class=\"loa-defs\""));
    }
}
