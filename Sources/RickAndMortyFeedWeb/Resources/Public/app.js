// Rick and Morty Feed: turns a list's "next page" link (characters, episodes, locations) into
// "load more" and infinite scroll.
// Without JavaScript the link simply opens the next page; nothing here is needed to use the app.
(function () {
  'use strict';

  // Each list's items carry one of these hooks, with the item's id.
  var HOOKS = ['data-character-id', 'data-episode-id', 'data-location-id'];
  var ITEM = HOOKS.map(function (hook) { return '[' + hook + ']'; }).join(', [data-feed-grid] > ');

  function itemHook(item) {
    return HOOKS.filter(function (hook) { return item.hasAttribute(hook); })[0];
  }

  function enhance() {
    var grid = document.querySelector('[data-feed-grid]');
    var pager = document.querySelector('[data-pager]');
    var link = pager && pager.querySelector('[data-load-more]');
    if (!grid || !pager || !link || !window.fetch || !window.DOMParser) return;

    var loading = false;
    var failure = null;
    var idleText = link.textContent;

    function clearFailure() {
      if (failure) { failure.remove(); failure = null; }
    }

    function showFailure() {
      clearFailure();
      failure = document.createElement('div');
      failure.className = 'alert';
      failure.setAttribute('role', 'alert');
      failure.setAttribute('data-next-page-error', '');
      var message = document.createElement('p');
      message.className = 'alert-message';
      message.textContent = pager.getAttribute('data-error-text');
      var retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'button retry';
      retry.textContent = pager.getAttribute('data-retry-text');
      retry.addEventListener('click', function () { loadMore(); });
      failure.appendChild(message);
      failure.appendChild(retry);
      pager.parentNode.insertBefore(failure, pager);
    }

    function finish(next, end) {
      if (next) {
        link.href = next.getAttribute('href');
        return;
      }
      if (observer) observer.disconnect();
      pager.remove();
      if (end && !document.querySelector('[data-feed-end]')) {
        grid.parentNode.appendChild(document.importNode(end, true));
      }
    }

    function loadMore() {
      if (loading) return;
      loading = true;
      link.setAttribute('aria-busy', 'true');
      link.textContent = pager.getAttribute('data-loading-text') || idleText;
      fetch(link.href, { headers: { 'Accept': 'text/html' }, credentials: 'same-origin' })
        .then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.text();
        })
        .then(function (html) {
          var page = new DOMParser().parseFromString(html, 'text/html');
          var items = page.querySelectorAll('[data-feed-grid] > ' + ITEM);
          if (items.length === 0) throw new Error('no items on the next page');
          items.forEach(function (item) {
            var hook = itemHook(item);
            var id = item.getAttribute(hook);
            if (!grid.querySelector('[' + hook + '="' + CSS.escape(id) + '"]')) {
              grid.appendChild(document.importNode(item, true));
            }
          });
          clearFailure();
          finish(page.querySelector('[data-load-more]'), page.querySelector('[data-feed-end]'));
        })
        .catch(function () { showFailure(); })
        .then(function () {
          loading = false;
          link.removeAttribute('aria-busy');
          link.textContent = idleText;
        });
    }

    link.addEventListener('click', function (event) {
      event.preventDefault();
      loadMore();
    });

    // Infinite scroll: load the next page when the link comes into view, unless the last try failed.
    var observer = null;
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (entry.isIntersecting && !failure) loadMore();
        });
      }, { rootMargin: '400px 0px' });
      observer.observe(link);
    }
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhance);
  } else {
    enhance();
  }
})();
