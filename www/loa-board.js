/*! <loa-board>: live Lines of Action boards for any page.
 *
 *   <script src="https://example.org/games/loa/loa-board.js" defer></script>
 *   <loa-board moves="c8-c6 a6-c4 e8-b5 h3xf1"></loa-board>
 *   <loa-board moves="c8-c6" expect="a6-c4"></loa-board>
 *   <loa-board interactive opponent="computer" level="2"></loa-board>
 *
 * Attributes: position (a position string, or "start"), moves (a line to step through, with
 * buttons and the ←/→ keys), ply (the step shown first: a number or "last"), variant (standard | scrambled-eggs), rules (e.g.
 * "simultaneous=mover,no-moves=lose"), orientation (normal | flipped), interactive, opponent
 * ("computer") and level (1–8, default 3), coordinates ("false" hides them), expect (the answer(s) of an
 * exercise: "Correct!" or "Not this one"), puzzle (a puzzle of puzzles.tsv by id, or "next" for the
 * puzzles page's trainer), hints (a Hint button against the computer, in an exercise or a puzzle).
 * They may change at any time.
 * Events: "loa-move" (detail: move, color, capture, position, ply, by, correct) and "loa-end"
 * (detail: result, reason, message, position); "loa-error" when an attribute is wrong.
 *
 * Documentation with live examples: embed.html, next to this file.
 *
 * This file only defines the element; the board itself is one WebAssembly module (embed.js +
 * embed_bg.wasm, next to this file) shared by every board on the page, loaded once, when the first
 * board nears the viewport, and compiled while it downloads (WebAssembly.instantiateStreaming:
 * serve .wasm as application/wasm). Each board comes alive as it nears the viewport, one per task.
 * Until then it shows what the page put inside it (the site's pages put a picture of the position).
 * From another origin the files must be served with CORS (Access-Control-Allow-Origin), as most
 * static hosts do, or copied next to the page.
 */
(function () {
  'use strict';
  if (!window.customElements || customElements.get('loa-board')) return;

  const script = document.currentScript;
  const base = new URL('.', script ? script.src : location.href).href;
  // The same list as loa_web::embed::config::ATTRIBUTES (a test there fails if they disagree).
  const ATTRIBUTES = ['position', 'moves', 'ply', 'variant', 'rules', 'orientation', 'interactive', 'opponent',
    'level', 'coordinates', 'expect', 'lang', 'puzzle', 'hints'];

  let module = null;
  function load() {
    if (module) return module;
    module = new Promise((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = base + 'embed.js';
      tag.async = true;
      tag.onerror = () => reject(new Error('could not load ' + tag.src));
      tag.onload = () => {
        // embed.js (wasm-bindgen, no-modules) declares the global `wasm_bindgen`.
        const init = typeof wasm_bindgen === 'function' ? wasm_bindgen : null;
        if (!init) return reject(new Error(tag.src + ' did not define wasm_bindgen'));
        init({ module_or_path: base + 'embed_bg.wasm' })
          .then(() => {
            // The words' files: one a language next to this script, for every board on any page.
            init.loa_board_configure(engineScript(), base + ENGINE_JS, base + ENGINE_WASM, base + 'locales/');
            // A page of the site (<html data-i18n-page>): its text in the reader's language.
            if (typeof init.loa_board_page === 'function') init.loa_board_page();
            resolve(init);
          })
          .catch(reject);
      };
      document.head.append(tag);
    });
    return module;
  }

  // The computer's Web Worker: engine.js running the game page's module (its files are named by
  // the build, which writes them here). A page on another origin may not start a worker from our
  // URL, but it may start one from a blob that loads engine.js (importScripts: the host page's
  // script-src governs it, as the embed guide says).
  const ENGINE_JS = '__LOA_ENGINE_JS__';
  const ENGINE_WASM = '__LOA_ENGINE_WASM__';
  function engineScript() {
    const script = base + 'engine.js';
    if (new URL(base).origin === location.origin) return script;
    const source = 'importScripts(' + JSON.stringify(script) + ');';
    return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }

  // The two texts shown before the board's own module speaks, in the board's language (its own or
  // its nearest `lang`): copies of embed-loading and embed-load-failed in
  // crates/loa-app/locales/*.ftl, which a test keeps equal.
  const WORDS = {
    en: { loading: "Loading the board…", failed: "This Lines of Action board cannot be shown: " },
    ca: { loading: "S'està carregant el tauler…", failed: "No es pot mostrar aquest tauler de Lines of Action: " },
    ru: { loading: "Загрузка доски…", failed: "Эту доску Lines of Action невозможно показать: " },
  };
  function words(el) {
    const lang = el.closest('[lang]');
    const tag = ((lang && lang.getAttribute('lang')) || '').split(/[-_]/)[0].toLowerCase();
    return WORDS[tag] || WORDS.en;
  }

  // What the element shows until its board is live: its static picture if the page gave one (the
  // site's own pages draw each position at build time, see tools/pages/), the loading note then
  // for screen readers only; else the note in a square box. If the board cannot load, what went
  // wrong, under the picture if there is one.
  function placeholder(el, text, isError) {
    const picture = Boolean(el.firstElementChild);
    // A picture shows itself: no shadow root (and no style to parse) until the board is live, the
    // note in the light DOM for screen readers only (the live board's shadow root hides it).
    if (picture && !isError) {
      const note = document.createElement('span');
      note.setAttribute('role', 'status');
      note.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
      note.textContent = text;
      el.append(note);
      el._loaNote = note;
      return;
    }
    const root = el.shadowRoot || el.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block}.hidden{position:absolute;width:1px;height:1px;overflow:hidden;' +
      'clip-path:inset(50%);white-space:nowrap}</style>' + (picture ? '<slot></slot>' : '');
    const note = document.createElement('div');
    note.setAttribute('role', isError ? 'alert' : 'status');
    if (isError) note.style.cssText = 'border:2px dashed #b42318;border-radius:.4em;padding:.8em 1em' + (picture ? ';margin-top:.45em' : '');
    else if (picture) note.className = 'hidden';
    else {
      note.style.cssText = 'aspect-ratio:1/1;display:flex;align-items:center;justify-content:center;' +
        'border:1px dashed currentColor;border-radius:.4em';
    }
    note.textContent = text;
    root.append(note);
  }

  // Boards come alive when they near the viewport (a screen's height ahead), so a long page starts
  // no more work than its first screen needs; and one board per task, so no single mount holds the
  // page for long. Without IntersectionObserver, every board at once.
  const waiting = [];
  let mounting = false;
  const later = window.requestIdleCallback
    ? (fn) => requestIdleCallback(fn, { timeout: 100 })
    : (fn) => setTimeout(fn, 0);
  let started = false;
  function mountNext() {
    if (!waiting.length) {
      mounting = false;
      return;
    }
    load().then(
      (m) => {
        // Starting the module is a task of its own, and so is each board.
        if (started) {
          const board = waiting.shift();
          if (board) {
            board._loaWaiting = false;
            if (board._loaConnected && board._loaId == null) board._loaId = m.loa_board_connect(board);
          }
        }
        started = true;
        later(mountNext);
      },
      (error) => {
        for (const board of waiting.splice(0)) {
          board._loaWaiting = false;
          placeholder(board, words(board).failed + (error && error.message || error), true);
          board.setAttribute('data-state', 'error');
        }
        mounting = false;
      },
    );
  }
  function enqueue(board) {
    if (board._loaWaiting) return;
    board._loaWaiting = true;
    waiting.push(board);
    if (!mounting) {
      mounting = true;
      later(mountNext);
    }
  }
  const near = window.IntersectionObserver
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        enqueue(entry.target);
      }
    }, { rootMargin: '100% 0px' })
    : null;

  class LoaBoard extends HTMLElement {
    static get observedAttributes() {
      return ATTRIBUTES;
    }

    connectedCallback() {
      this._loaConnected = true;
      if (this._loaId != null) return;
      if (!this.shadowRoot && !this._loaNote) placeholder(this, words(this).loading, false);
      this._loaWaiting = false;
      if (near) near.observe(this);
      else enqueue(this);
    }

    disconnectedCallback() {
      this._loaConnected = false;
      if (near) near.unobserve(this);
      const queued = waiting.indexOf(this);
      if (queued >= 0) waiting.splice(queued, 1);
      this._loaWaiting = false;
      const id = this._loaId;
      this._loaId = null;
      if (id != null) module.then((m) => m.loa_board_disconnect(id));
    }

    attributeChangedCallback() {
      // Several attributes set in one go are read once.
      if (this._loaId == null || this._loaQueued) return;
      this._loaQueued = true;
      queueMicrotask(() => {
        this._loaQueued = false;
        if (this._loaId != null) module.then((m) => m.loa_board_update(this._loaId));
      });
    }
  }

  customElements.define('loa-board', LoaBoard);
})();
