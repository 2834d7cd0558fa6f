//! Writes to the DOM that happen only when they change something. Writing an attribute or a text
//! its present value still makes the browser restyle, and the page's `:has()` rules widen that to
//! the whole panel: a review redrawn at every frame paid a style pass for each unchanged write.

use web_sys::Element;

/// Sets or removes the attribute `name` (a flag, like `hidden` or `data-running`).
pub fn flag(el: &Element, name: &str, on: bool) {
    if el.has_attribute(name) != on {
        let _ = if on { el.set_attribute(name, "") } else { el.remove_attribute(name) };
    }
}

/// Sets the attribute `name` to `value`, or removes it (`None`).
pub fn attr(el: &Element, name: &str, value: Option<&str>) {
    if el.get_attribute(name).as_deref() != value {
        let _ = match value {
            Some(value) => el.set_attribute(name, value),
            None => el.remove_attribute(name),
        };
    }
}

/// Sets the element's text (`None`: empty).
pub fn text(el: &Element, value: Option<&str>) {
    if el.text_content().as_deref().unwrap_or("") != value.unwrap_or("") {
        el.set_text_content(value);
    }
}
