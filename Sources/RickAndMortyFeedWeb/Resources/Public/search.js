// Rick and Morty Feed: the search page searches as you type. Without JavaScript the form is
// submitted and the page answers the same; this only asks that page at each letter typed and
// puts its results in place, keeping the address in step so a reload or a shared link shows the
// same. The arrow keys move from the box to the results (the best first) and between them;
// Enter submits the form as without JavaScript, and the page it loads focuses the best result.
(function () {
  'use strict';

  var form = document.querySelector('[data-search-form]');
  var input = form && form.querySelector('[data-search-input]');
  var results = document.querySelector('[data-search-results]');
  if (!form || !input || !results || !window.fetch || !window.DOMParser || !window.history) return;

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
        // The focus stays in the box while typing; the page's own load focuses the best result.
        Array.prototype.forEach.call(fresh.querySelectorAll('[autofocus]'), function (node) {
          node.removeAttribute('autofocus');
        });
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

  // The links of the results and suggestions, in order.
  function links() {
    return Array.prototype.slice.call(results.querySelectorAll('li a'));
  }

  input.addEventListener('input', search);
  input.addEventListener('keydown', function (event) {
    var first = links()[0];
    if (event.key !== 'ArrowDown' || !first) return;
    event.preventDefault();
    first.focus();
  });
  results.addEventListener('keydown', function (event) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    var all = links();
    var at = all.indexOf(document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    var next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.focus();
    else if (next < all.length) all[next].focus();
  });
})();
