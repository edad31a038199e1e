// Rick and Morty Feed: the header's theme switch without a reload.
// The server already puts the chosen theme on <html> (data-theme, from the `theme` cookie), so
// the first paint has it and nothing runs before it. Without JavaScript each button opens
// /theme, which sets the cookie and comes back; here the same cookie is set in place.
(function () {
  'use strict';
  var COOKIE = 'theme';
  var YEAR = 365 * 24 * 60 * 60;

  function chosen() {
    var match = document.cookie.match(/(?:^|;\s*)theme=(light|dark)(?:;|$)/);
    return match ? match[1] : 'system';
  }

  function show(theme) {
    var root = document.documentElement;
    if (theme === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', theme);
    var buttons = document.querySelectorAll('[data-theme-switch] button[name="theme"]');
    Array.prototype.forEach.call(buttons, function (button) {
      button.setAttribute('aria-pressed', button.value === theme ? 'true' : 'false');
    });
  }

  function choose(theme) {
    document.cookie = theme === 'system'
      ? COOKIE + '=; Path=/; Max-Age=0; SameSite=Lax'
      : COOKIE + '=' + theme + '; Path=/; Max-Age=' + YEAR + '; SameSite=Lax';
    show(theme);
  }

  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('[data-theme-switch] button[name="theme"]');
    if (!button) return;
    event.preventDefault();
    choose(button.value);
  });

  // A page brought back from the back-forward cache shows the choice made since on another page.
  window.addEventListener('pageshow', function () { show(chosen()); });
  show(chosen());
})();
