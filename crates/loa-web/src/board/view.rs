//! Drawing the board on its canvas: squares, coordinates, highlights, pieces. Knows nothing of
//! input or of the game; it paints a [`Scene`].

use loa_core::{Color, Move, Setup, Square};

use loa_app::board::geometry::{square_at, visual};
use web_sys::CanvasRenderingContext2d;

use loa_app::board::theme::{Palette, PieceLook};

/// A piece drawn away from its square: dragged, or moving in an animation.
#[derive(Debug, Clone, Copy)]
pub struct Floating {
    pub color: Color,
    /// Centre in CSS pixels from the board's top-left corner.
    pub x: f64,
    pub y: f64,
    /// Drawn a little larger while lifted.
    pub lifted: bool,
}

/// Everything one frame shows.
#[derive(Debug)]
pub struct Scene<'a> {
    /// The pieces and the board's size.
    pub board: &'a Setup,
    pub flipped: bool,
    pub coordinates: bool,
    pub last_move: Option<Move>,
    pub selected: Option<Square>,
    /// Legal destinations of the selected piece, with whether each is a capture.
    pub dests: &'a [(Square, bool)],
    /// The destinations are for a premove (drawn in another colour).
    pub premove_dests: bool,
    /// A queued premove, highlighted.
    pub premove: Option<(Square, Square)>,
    /// A suggested move, drawn as an arrow over the pieces.
    pub arrow: Option<Move>,
    /// The group that connected: lines between neighbouring pieces, under them.
    pub connection: &'a [(Square, Square)],
    /// A square whose piece is not drawn in place (it is floating, or arriving).
    pub hidden: Option<Square>,
    /// A piece fading out where it was captured: square, colour, opacity.
    pub fading: Option<(Square, Color, f64)>,
    /// The destination under a dragged piece.
    pub hover: Option<Square>,
    pub floating: Option<Floating>,
    /// The colours (the board theme's).
    pub palette: &'a Palette,
}

/// Paints `scene` on a board `size` CSS pixels wide, at `dpr` device pixels per CSS pixel.
pub fn draw(ctx: &CanvasRenderingContext2d, size: f64, dpr: f64, scene: &Scene<'_>) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    let n = scene.board.size;
    let sq = size / f64::from(n);
    let p = scene.palette;
    let origin = |s: Square| {
        let (c, r) = visual(s, scene.flipped, n);
        (f64::from(c) * sq, f64::from(r) * sq)
    };
    let centre = |s: Square| {
        let (x, y) = origin(s);
        (x + sq / 2.0, y + sq / 2.0)
    };
    // Squares.
    for row in 0..n {
        for col in 0..n {
            let dark = (col + row) % 2 == 1;
            ctx.set_fill_style_str(if dark { p.dark } else { p.light });
            ctx.fill_rect(f64::from(col) * sq, f64::from(row) * sq, sq, sq);
        }
    }
    let fill_square = |s: Square, style: &str| {
        let (x, y) = origin(s);
        ctx.set_fill_style_str(style);
        ctx.fill_rect(x, y, sq, sq);
    };
    // A ring inside a square: the highlights' tints alone would be too faint to see (3:1).
    let ring_square = |s: Square, style: &str, width: f64| {
        let (x, y) = origin(s);
        ctx.set_stroke_style_str(style);
        ctx.set_line_width(width);
        ctx.stroke_rect(x + width / 2.0, y + width / 2.0, sq - width, sq - width);
    };
    if let Some(m) = scene.last_move.filter(|m| !m.is_pass()) {
        fill_square(m.from(), p.last_move);
        fill_square(m.to(), p.last_move);
        ring_square(m.from(), p.last_ring, (sq * 0.03).max(1.0));
        ring_square(m.to(), p.last_ring, (sq * 0.03).max(1.0));
    }
    if let Some((from, to)) = scene.premove {
        fill_square(from, p.premove);
        fill_square(to, p.premove);
    }
    if let Some(s) = scene.selected {
        fill_square(s, p.selected);
        ring_square(s, p.selected_ring, (sq * 0.05).max(2.0));
    }
    if let Some(s) = scene.hover {
        fill_square(s, p.hover);
    }
    // The connected group: a chain under its pieces (gold, edged dark to show on every theme).
    if !scene.connection.is_empty() {
        ctx.set_line_cap("round");
        for (style, width) in [("rgba(40, 30, 0, 0.55)", 0.26), ("rgba(236, 186, 20, 0.95)", 0.17)] {
            ctx.set_stroke_style_str(style);
            ctx.set_line_width(sq * width);
            ctx.begin_path();
            for &(a, b) in scene.connection {
                let ((x0, y0), (x1, y1)) = (centre(a), centre(b));
                ctx.move_to(x0, y0);
                ctx.line_to(x1, y1);
            }
            ctx.stroke();
        }
    }
    // Pieces.
    for s in Square::all() {
        if Some(s) == scene.hidden {
            continue;
        }
        if let Some(color) = scene.board.piece_at(s) {
            let (x, y) = centre(s);
            draw_piece(ctx, x, y, sq * 0.42, look(p, color), 1.0);
        }
    }
    // ... and a gold rim around each of its pieces.
    if !scene.connection.is_empty() {
        ctx.set_stroke_style_str("rgba(236, 186, 20, 0.95)");
        ctx.set_line_width((sq * 0.06).max(2.0));
        for &(a, b) in scene.connection {
            for s in [a, b] {
                let (x, y) = centre(s);
                ctx.begin_path();
                let _ = ctx.arc(x, y, sq * 0.44, 0.0, std::f64::consts::TAU);
                ctx.stroke();
            }
        }
    }
    if let Some((s, color, alpha)) = scene.fading {
        let (x, y) = centre(s);
        draw_piece(ctx, x, y, sq * 0.42, look(p, color), alpha);
    }
    // Destinations: dots for moves, rings for captures (over the captured piece).
    let dest = if scene.premove_dests { p.premove_dest } else { p.dest };
    ctx.set_fill_style_str(dest);
    ctx.set_stroke_style_str(dest);
    for &(s, capture) in scene.dests {
        let (x, y) = centre(s);
        ctx.begin_path();
        if capture {
            ctx.set_line_width(sq * 0.08);
            let _ = ctx.arc(x, y, sq * 0.46, 0.0, std::f64::consts::TAU);
            ctx.stroke();
        } else {
            let _ = ctx.arc(x, y, sq * 0.15, 0.0, std::f64::consts::TAU);
            ctx.fill();
        }
    }
    // On top of the pieces, as lichess: an edge piece must not hide its rank or file.
    if scene.coordinates {
        draw_coordinates(ctx, sq, scene.flipped, n, p);
    }
    if let Some(m) = scene.arrow {
        draw_arrow(ctx, centre(m.from()), centre(m.to()), sq, p.arrow);
    }
    if let Some(f) = scene.floating {
        let r = if f.lifted { sq * 0.46 } else { sq * 0.42 };
        draw_piece(ctx, f.x, f.y, r, look(p, f.color), 1.0);
    }
}

/// A translucent arrow from one square's centre to another's, its head on the destination.
fn draw_arrow(ctx: &CanvasRenderingContext2d, (x0, y0): (f64, f64), (x1, y1): (f64, f64), sq: f64, colour: &str) {
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head = sq * 0.38;
    let (bx, by) = (x1 - ux * head, y1 - uy * head);
    let (px, py) = (-uy, ux);
    ctx.set_global_alpha(0.75);
    ctx.set_stroke_style_str(colour);
    ctx.set_fill_style_str(colour);
    ctx.set_line_width(sq * 0.16);
    ctx.set_line_cap("round");
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(bx, by);
    ctx.stroke();
    ctx.begin_path();
    ctx.move_to(x1, y1);
    ctx.line_to(bx + px * head * 0.6, by + py * head * 0.6);
    ctx.line_to(bx - px * head * 0.6, by - py * head * 0.6);
    ctx.close_path();
    ctx.fill();
    ctx.set_global_alpha(1.0);
}

fn draw_coordinates(ctx: &CanvasRenderingContext2d, sq: f64, flipped: bool, n: u8, p: &Palette) {
    // Whole tenths of a pixel, formatted as integers (float formatting costs ~10 KB of wasm).
    let tenths = ((sq * 0.19).max(7.0) * 10.0).round() as u32;
    ctx.set_font(&format!("600 {}.{}px system-ui, -apple-system, 'Segoe UI', sans-serif", tenths / 10, tenths % 10));
    let pad = sq * 0.06;
    for i in 0..n {
        // Files along the bottom edge, in the lower-right corner of each square.
        let bottom = n - 1;
        if let Some(s) = square_at(i, bottom, flipped, n) {
            let dark = (i + bottom) % 2 == 1;
            ctx.set_fill_style_str(if dark { p.light } else { p.dark });
            ctx.set_text_align("right");
            ctx.set_text_baseline("bottom");
            let label = char::from(b'a' + s.file()).to_string();
            let _ = ctx.fill_text(&label, f64::from(i + 1) * sq - pad, f64::from(n) * sq - pad * 0.5);
        }
        // Ranks along the left edge, in the upper-left corner of each square.
        if let Some(s) = square_at(0, i, flipped, n) {
            let dark = i % 2 == 1;
            ctx.set_fill_style_str(if dark { p.light } else { p.dark });
            ctx.set_text_align("left");
            ctx.set_text_baseline("top");
            let label = char::from(b'1' + s.rank()).to_string();
            let _ = ctx.fill_text(&label, pad, f64::from(i) * sq + pad * 0.5);
        }
    }
}

/// The look of `color`'s pieces in the palette.
fn look(p: &Palette, color: Color) -> &PieceLook {
    match color {
        Color::Black => &p.black,
        Color::White => &p.white,
    }
}

/// A shaded disc: a soft shadow, a radial gradient lit from the upper left, a thin rim.
pub fn draw_piece(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, look: &PieceLook, alpha: f64) {
    ctx.set_global_alpha(alpha);
    // Shadow.
    ctx.begin_path();
    let _ = ctx.ellipse(x + r * 0.06, y + r * 0.12, r, r * 0.96, 0.0, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("rgba(0, 0, 0, 0.28)");
    ctx.fill();
    // Body.
    let (stops, rim) = (&look.stops, look.rim);
    if let Ok(gradient) = ctx.create_radial_gradient(x - r * 0.35, y - r * 0.4, r * 0.08, x, y, r) {
        for &(offset, colour) in stops {
            let _ = gradient.add_color_stop(offset as f32, colour);
        }
        ctx.set_fill_style_canvas_gradient(&gradient);
    }
    ctx.begin_path();
    let _ = ctx.arc(x, y, r, 0.0, std::f64::consts::TAU);
    ctx.fill();
    ctx.set_line_width((r * 0.06).max(1.0));
    ctx.set_stroke_style_str(rim);
    ctx.stroke();
    ctx.set_global_alpha(1.0);
}
