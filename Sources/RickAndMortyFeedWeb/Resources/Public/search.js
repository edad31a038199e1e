// Rick and Morty Feed: the search page searches as you type. Without JavaScript the form is
// submitted and the page answers the same; this only asks that page while typing and puts its
// results in place, keeping the address in step so a reload or a shared link shows the same.
(function () {
  'use strict';

  var form = document.querySelector('[data-search-form]');
  var input = form && form.querySelector('[data-search-input]');
  var results = document.querySelector('[data-search-results]');
  if (!form || !input || !results || !window.fetch || !window.DOMParser || !window.history) return;

  var timer = null;
  var latest = 0;

  function search() {
    var url = '/search?q=' + encodeURIComponent(input.value);
    var ticket = ++latest;
    results.setAttribute('aria-busy', 'true');
    fetch(url, { headers: { 'Accept': 'text/html' }, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (html) {
        // An answer to an older query that arrives late is dropped.
        if (ticket !== latest) return;
        var page = new DOMParser().parseFromString(html, 'text/html');
        var fresh = page.querySelector('[data-search-results]');
        if (!fresh) throw new Error('no results on the page');
        while (results.firstChild) results.removeChild(results.firstChild);
        Array.prototype.forEach.call(fresh.childNodes, function (node) {
          results.appendChild(document.importNode(node, true));
        });
        window.history.replaceState(null, '', url);
        document.title = page.title;
      })
      .catch(function () {
        // What is shown stays; submitting the form still loads the page itself.
      })
      .then(function () {
        if (ticket === latest) results.removeAttribute('aria-busy');
      });
  }

  input.addEventListener('input', function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(search, 150);
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    window.clearTimeout(timer);
    search();
  });
})();
