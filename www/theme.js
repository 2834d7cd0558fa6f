// The site's look on every page, applied before the page is drawn (loaded without defer): the
// light or dark theme (`loa-theme`: system, light or dark; <html data-theme>) and the board's
// colours (`loa-board-theme`: wood, green, blue or contrast; <html data-board-theme>, which the
// boards follow). Any <select data-setting="theme|board-theme"> on the page becomes the switch;
// the choice is kept in localStorage and followed by the site's other open tabs.
(() => {
  const html = document.documentElement;
  const SETTINGS = {
    theme: { key: 'loa-theme', values: ['system', 'light', 'dark'] },
    'board-theme': { key: 'loa-board-theme', values: ['wood', 'green', 'blue', 'contrast'] },
  };
  const read = (name) => {
    try {
      return localStorage.getItem(SETTINGS[name].key);
    } catch {
      return null; // storage blocked: the defaults
    }
  };
  const write = (name, value) => {
    try {
      localStorage.setItem(SETTINGS[name].key, value);
    } catch {
      // Not kept, but still applied to this page.
    }
  };
  /** Applies `value` (the default one if unknown) and returns what was applied. */
  const apply = (name, value) => {
    const { values } = SETTINGS[name];
    if (!values.includes(value)) value = values[0];
    if (name === 'theme') {
      if (value === 'system') html.removeAttribute('data-theme');
      else html.setAttribute('data-theme', value);
    } else {
      html.setAttribute('data-board-theme', value);
    }
    return value;
  };
  const selects = (name) => document.querySelectorAll(`select[data-setting="${name}"]`);
  for (const name of Object.keys(SETTINGS)) apply(name, read(name));

  const wire = () => {
    for (const name of Object.keys(SETTINGS)) {
      for (const select of selects(name)) {
        select.value = apply(name, read(name));
        select.addEventListener('change', () => {
          const value = apply(name, select.value);
          write(name, value);
          for (const other of selects(name)) other.value = value;
        });
      }
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wire);
  else wire();
  window.addEventListener('storage', (e) => {
    for (const name of Object.keys(SETTINGS)) {
      if (e.key !== SETTINGS[name].key) continue;
      const value = apply(name, e.newValue);
      for (const select of selects(name)) select.value = value;
    }
  });
})();
