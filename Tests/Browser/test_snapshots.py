"""Screenshot snapshots of every page in headless Chromium, compared with the references in
Tests/Browser/snapshots/: each page in the light and the dark theme, at a phone and a desktop
width, with the text at 100% and 200%. A page that drifts beyond a small pixel tolerance fails,
and its actual and diff images go to $RMFEED_ARTIFACTS/snapshots/. scripts/record-snapshots
(RMFEED_RECORD_SNAPSHOTS=1) writes the references through the same steps instead.

The pages hold still: the stand-in's fixed data, the theme set explicitly, reduced motion, no
focus nor caret, scrollbars hidden, the viewport's size fixed, and ages ("saved 2 minutes ago")
frozen to "just now".
"""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import snapshot_compare
import test_browser as base

SNAPSHOTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "snapshots")
RECORD = os.environ.get("RMFEED_RECORD_SNAPSHOTS") == "1"
THEMES = ("light", "dark")
WIDTHS = {"phone": base.PHONE, "desktop": base.DESKTOP}
# Chromium's default font size (16 px), and the same doubled: what "text at 200%" sets.
TEXT = {"text100": 16, "text200": 32}
# On a phone, the header at 200% fills the first screen: those shots are of a window two screens tall.
SCREENS = {("phone", "text200"): 2}

# Ages change with the clock: each is frozen to the one a fresh cache shows.
FREEZE = r"""
var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
var age = /\b(\d+ (minute|hour|day)s? ago|just now)\b/g;
while (walker.nextNode()) {
  var node = walker.currentNode, frozen = node.nodeValue.replace(age, 'just now');
  if (frozen !== node.nodeValue) node.nodeValue = frozen;
}
if (document.activeElement) document.activeElement.blur();
document.querySelectorAll('input, textarea').forEach(function (field) { field.style.caretColor = 'transparent'; });
window.scrollTo(0, 0);
"""

# True once the fonts and every image inside the viewport have loaded.
SETTLED = """
if (document.fonts.status !== 'loaded') return false;
return Array.from(document.images).every(function (image) {
  var box = image.getBoundingClientRect();
  var shown = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  return !shown || (image.complete && image.naturalWidth > 0);
});
"""


class SnapshotTests(base.AppTestCase):
    prefix = "rmfeed-snapshots-"
    # Filled by `rmfeed sync`: search, stats and the offline list answer from the whole cache.
    synced = True

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.stub.start()
        # Favourites are added in a browser of their own, so that no pointer rests on the pages shot.
        helper = base.make_browser()
        try:
            for character in (1, 2):
                helper.get(cls.app.url(f"/characters/{character}"))
                helper.find_element(By.CSS_SELECTOR, "main form[data-toggle='favorite'] button").click()
                WebDriverWait(helper, base.WAIT).until(
                    lambda b: b.find_element(By.CSS_SELECTOR, "main").get_attribute("data-favorite") == "true")
        finally:
            helper.quit()
        cls.browser.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
        cls.browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce"}]})

    @classmethod
    def tearDownClass(cls):
        cls.browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        super().tearDownClass()

    def setUp(self):
        if self.stub.process is None:
            self.stub.start()

    # Helpers

    def shoot(self, path, name, shows, scroll=False):
        """`path` in every theme, width and text size, each compared with (or recorded as) its
        reference; with `scroll`, from the top of what `shows` selects rather than of the page."""
        failures = []
        for theme in THEMES:
            self.browser.get(self.app.url(f"/theme?theme={theme}"))
            for width, (x, y) in WIDTHS.items():
                for text, size in TEXT.items():
                    self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                        "width": x, "height": y * SCREENS.get((width, text), 1), "deviceScaleFactor": 1, "mobile": width == "phone"})
                    self.browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": size, "fixed": size * 13 // 16}})
                    self.browser.get(self.app.url(path))
                    WebDriverWait(self.browser, base.WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")
                    self.assertEqual(self.browser.execute_script("return document.documentElement.getAttribute('data-theme')"), theme, path)
                    self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, shows), f"{path} does not show {shows}")
                    self.assertEqual(self.browser.execute_script("return getComputedStyle(document.documentElement).fontSize"),
                                     f"{size}px", f"{path}: the text size was not applied")
                    self.browser.execute_script(FREEZE)
                    if scroll:
                        self.browser.execute_script("document.querySelector(arguments[0]).scrollIntoView({block: 'start'})", shows)
                    WebDriverWait(self.browser, base.WAIT).until(lambda b: b.execute_script(SETTLED))
                    reference = os.path.join(SNAPSHOTS, f"{name}-{theme}-{width}-{text}.png")
                    failure = snapshot_compare.check(self.browser.get_screenshot_as_png(), reference,
                                                     os.path.join(base.ARTIFACTS, "snapshots"), record=RECORD)
                    if failure:
                        failures.append(failure)
        self.browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        if failures:
            self.fail("\n".join(failures))

    # Tests

    def test_charactersList_looksAsRecorded(self):
        self.shoot("/", "characters", "[data-feed-grid] > [data-character-id]")

    def test_characterPage_looksAsRecorded(self):
        self.shoot("/characters/1", "character", "main[data-character-id='1']")

    def test_episodesList_looksAsRecorded(self):
        self.shoot("/episodes", "episodes", "[data-feed-grid] > [data-episode-id]")

    def test_episodePage_looksAsRecorded(self):
        self.shoot("/episodes/1", "episode", "[data-linked-grid]")

    def test_locationsList_looksAsRecorded(self):
        self.shoot("/locations", "locations", "[data-feed-grid] > [data-location-id]")

    def test_locationPage_looksAsRecorded(self):
        self.shoot("/locations/3", "location", "[data-linked-grid]")

    def test_searchResults_lookAsRecorded(self):
        self.shoot("/search?q=rick", "search", "[data-search-results] [data-best-result]")

    def test_favorites_lookAsRecorded(self):
        self.shoot("/favorites", "favorites", "[data-library-favorites] [data-character-id='2']")

    def test_stats_lookAsRecorded(self):
        self.shoot("/stats", "stats", "[data-chart='status'] svg")

    def test_notFoundPage_looksAsRecorded(self):
        self.shoot("/no-such-page", "not-found", "main")

    def test_offlineList_fromTheCache_looksAsRecorded(self):
        self.stub.stop()
        # The filters and counts come first: the shot starts at the note saying the list is offline.
        self.shoot("/", "offline", "section.feed[data-source='cache'] [data-feed-status].offline", scroll=True)


if __name__ == "__main__":
    unittest.main()
