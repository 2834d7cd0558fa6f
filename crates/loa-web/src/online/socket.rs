//! The page's WebSocket to `/api/ws` of its own origin: opened, closed, a text frame sent; what
//! it reports (opened, a text frame, closed) goes to one callback. Dropping it closes it and
//! detaches its handlers, so a socket replaced never reports again.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket, Window};

/// What the socket reports.
#[derive(Debug)]
pub enum Report {
    Opened,
    /// A text frame (a binary one is not the protocol's: reported as an empty text).
    Text(String),
    Closed,
}

/// One WebSocket and its handlers.
pub struct Socket {
    ws: WebSocket,
    _handlers: [Closure<dyn FnMut(JsValue)>; 3],
}

impl std::fmt::Debug for Socket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Socket").field("state", &self.ws.ready_state()).finish()
    }
}

impl Socket {
    /// Opens `ws(s)://<the page's host>/api/ws`.
    ///
    /// # Errors
    /// The browser refused to open it (a malformed address, the page's policy).
    pub fn open(window: &Window, report: impl Fn(Report) + 'static) -> Result<Socket, JsValue> {
        let location = window.location();
        let scheme = if location.protocol()? == "https:" { "wss:" } else { "ws:" };
        let ws = WebSocket::new(&format!("{scheme}//{}/api/ws", location.host()?))?;
        let report = std::rc::Rc::new(report);
        let (r1, r2, r3) = (report.clone(), report.clone(), report);
        let opened = Closure::<dyn FnMut(JsValue)>::new(move |_| r1(Report::Opened));
        let message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let text = e.unchecked_into::<MessageEvent>().data().as_string().unwrap_or_default();
            r2(Report::Text(text));
        });
        let closed = Closure::<dyn FnMut(JsValue)>::new(move |_| r3(Report::Closed));
        ws.set_onopen(Some(opened.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
        ws.set_onclose(Some(closed.as_ref().unchecked_ref()));
        Ok(Socket { ws, _handlers: [opened, message, closed] })
    }

    /// Sends a text frame (dropped when the socket is not open: the client sends again what
    /// matters once it reconnects).
    pub fn send(&self, text: &str) {
        let _ = self.ws.send_with_str(text);
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
    }
}
