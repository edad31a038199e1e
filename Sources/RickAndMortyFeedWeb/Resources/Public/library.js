// Rick and Morty Feed: the favourite and watched toggles without a reload.
// Without JavaScript each toggle is a form: it posts, and the server sends the browser back to
// the page. Here the same form is sent with fetch, and every toggle of that item on the page
// (its card, its page, its line) takes the new state. When that fails, the form is posted the
// plain way, so the server's page says what went wrong.
(function () {
  'use strict';
  if (!window.fetch || !window.FormData || !window.URLSearchParams) return;

  function show(action, kind, on) {
    var forms = document.querySelectorAll('form[data-toggle="' + kind + '"]');
    Array.prototype.forEach.call(forms, function (form) {
      if (form.getAttribute('action') !== action) return;
      var item = form.closest('[data-' + kind + ']');
      if (item) item.setAttribute('data-' + kind, on ? 'true' : 'false');
      var value = form.querySelector('[data-toggle-value]');
      if (value) value.value = on ? 'false' : 'true';
      var button = form.querySelector('button');
      if (button) button.setAttribute('aria-pressed', on ? 'true' : 'false');
    });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.hasAttribute || !form.hasAttribute('data-toggle')) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    var kind = form.getAttribute('data-toggle');
    var action = form.getAttribute('action');
    form.setAttribute('aria-busy', 'true');
    fetch(action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      headers: { 'Accept': 'application/json' },
      credentials: 'same-origin',
      redirect: 'error'
    }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    }).then(function (answer) {
      form.removeAttribute('aria-busy');
      show(action, kind, answer[kind] === true);
    }).catch(function () {
      form.removeAttribute('aria-busy');
      form.submit();
    });
  });
})();
