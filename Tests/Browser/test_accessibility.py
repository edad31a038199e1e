"""axe-core on every page and state, in the light and the dark theme: no violation of serious or
critical impact. axe.min.js comes from PyPI's axe-playwright-python wheel, which
scripts/browser-tests downloads (RMFEED_AXE names the file); it is not kept in the repo.
Screenshots go to artifacts/browser/axe-*.png (not committed): look at them.
"""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import test_browser as base

AXE = os.environ.get("RMFEED_AXE", os.path.join(base.ROOT, ".build", "browser-tools", "axe.min.js"))
THEMES = ("light", "dark")
RUN_AXE = """
var done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(function (results) {
  done(results.violations.map(function (v) {
    return {id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(function (n) { return n.target.join(' ') + ': ' + n.failureSummary; })};
  }));
}, function (error) { done([{id: 'axe-error', impact: 'critical', help: String(error), nodes: []}]); });
"""


class AccessibilityTests(base.AppTestCase):
    prefix = "rmfeed-axe-"
    # Filled by `rmfeed sync`: search and the offline pages answer from the whole cache.
    synced = True

    @classmethod
    def setUpClass(cls):
        if not os.path.exists(AXE):
            raise FileNotFoundError(f"{AXE} is missing: run scripts/browser-tests, which downloads it")
        with open(AXE, encoding="utf-8") as file:
            cls.axe = file.read()
        super().setUpClass()
        cls.browser.set_script_timeout(60)

    def setUp(self):
        self.browser.set_window_size(*base.DESKTOP)

    # Helpers

    def open(self, path, app=None):
        self.browser.get((app or self.app).url(path))
        WebDriverWait(self.browser, base.WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def use_theme(self, theme, app=None):
        self.browser.get((app or self.app).url(f"/theme?theme={theme}"))

    def serious_violations(self):
        self.browser.execute_script(self.axe)
        violations = self.browser.execute_async_script(RUN_AXE)
        return [v for v in violations if v["impact"] in ("serious", "critical")]

    def assert_accessible(self, pages, app=None, name="page"):
        """Each of `pages` (path, or (path, a CSS selector the state shows)) in each theme."""
        failures = []
        for theme in THEMES:
            self.use_theme(theme, app)
            for page in pages:
                path, shows = page if isinstance(page, tuple) else (page, None)
                self.open(path, app)
                # Else a broken switch would check the system's theme twice.
                self.assertEqual(self.browser.execute_script("return document.documentElement.getAttribute('data-theme')"),
                                 theme, f"{path} is not in the {theme} theme")
                if shows:
                    self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, shows), f"{path} does not show {shows}")
                for violation in self.serious_violations():
                    failures.append(f"{theme} {path}: {violation['id']} ({violation['impact']}) {violation['help']}\n    "
                                    + "\n    ".join(violation["nodes"][:5]))
            self.browser.save_screenshot(os.path.join(base.ARTIFACTS, f"axe-{name}-{theme}.png"))
        self.assertEqual(failures, [], "\n".join(failures))

    # Tests

    def test_01_onlinePages_listsItemsSearchAndFavourites_haveNoSeriousViolation(self):
        self.stub.start()
        try:
            self.open("/characters/1")
            self.browser.find_element(By.CSS_SELECTOR, "main form[data-toggle='favorite'] button").click()
            WebDriverWait(self.browser, base.WAIT).until(
                lambda b: b.find_element(By.CSS_SELECTOR, "main").get_attribute("data-favorite") == "true")
            self.assert_accessible([
                ("/", "[data-feed-grid] > [data-character-id]"),
                ("/?name=rick&status=alive", "[data-feed-grid] > [data-character-id]"),
                ("/?name=zzzzzz", ".empty"),
                ("/?page=2", "[data-pager]"),
                ("/characters/1", "main[data-character-id='1']"),
                ("/episodes", "[data-feed-grid] > [data-episode-id]"),
                ("/episodes/1", "[data-linked-grid]"),
                ("/locations", "[data-feed-grid] > [data-location-id]"),
                ("/locations/3", "[data-linked-grid]"),
                ("/search", "[data-search-form]"),
                ("/search?q=rick", "[data-search-results] [data-best-result]"),
                ("/search?q=rcik", "[data-suggestions]"),
                ("/search?q=qqqqqqqq", "[data-search-results] .empty"),
                ("/favorites", "[data-library-favorites] [data-character-id='1']"),
                ("/graphql", "form textarea#query"),
                ("/stats", "[data-chart='status'] svg"),
                ("/characters/999999", "main"),
                ("/no-such-page", "main"),
            ], name="online")
        finally:
            self.stub.stop()

    def test_02_offlinePages_fromTheCache_haveNoSeriousViolation(self):
        self.assert_accessible([
            ("/", "[data-feed-status].offline"),
            ("/characters/2", "[data-feed-status].offline"),
            ("/episodes/2", "[data-feed-status].offline"),
            ("/locations", "[data-feed-status].offline"),
            ("/search?q=morty", "[data-search-results] [data-best-result]"),
            ("/stats", "[data-chart='most-episodes'] table a"),
            ("/?status=alive&status=unknown&gender=female", "[data-facets] a[aria-current]"),
            ("/episodes?episode=S01&episode=S02", "[data-facets] a[aria-current]"),
            ("/locations?type=Planet", "[data-facets] a[aria-current]"),
        ], name="offline")

    def test_03_errorPages_withAnEmptyCacheOffline_haveNoSeriousViolation(self):
        fresh = base.WebApp(self.stub.port, os.path.join(self.folder, "empty-cache"))
        try:
            self.assert_accessible([
                ("/", "[role='alert']"),
                ("/episodes/1", "[role='alert']"),
                ("/locations", "[role='alert']"),
                ("/search?q=rick", "[data-search-results]"),
                ("/favorites", "main"),
                ("/stats", "[data-stats-partial]"),
            ], app=fresh, name="error")
        finally:
            fresh.stop()


if __name__ == "__main__":
    unittest.main()
