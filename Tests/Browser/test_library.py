"""Browser tests of the personal library on the web: the favourite and watched toggles
with JavaScript (no reload) and without it (the form posts and comes back), `/favorites`, and
the header at phone width. `rmfeed serve` and `rmfeed-stub-api` on loopback, real headless
Chromium. Screenshots go to artifacts/browser/library-*.png (not committed): look at them.
"""

import os
import unittest

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import test_browser as base

PHONE, DESKTOP = base.PHONE, base.DESKTOP


class LibraryTests(base.AppTestCase):
    prefix = "rmfeed-library-"
    plain_browser = True

    def setUp(self):
        for browser in (self.browser, self.plain):
            browser.set_window_size(*DESKTOP)

    # Helpers

    def open(self, path, browser=None):
        browser = browser or self.browser
        browser.get(self.app.url(path))
        WebDriverWait(browser, base.WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def find(self, selector, browser=None):
        return (browser or self.browser).find_element(By.CSS_SELECTOR, selector)

    def find_all(self, selector, browser=None):
        return (browser or self.browser).find_elements(By.CSS_SELECTOR, selector)

    def screenshot(self, name, browser=None):
        browser = browser or self.browser
        browser.set_window_size(*DESKTOP)
        browser.save_screenshot(os.path.join(base.ARTIFACTS, f"library-{name}-desktop.png"))
        browser.set_window_size(*PHONE)
        browser.save_screenshot(os.path.join(base.ARTIFACTS, f"library-{name}-phone.png"))
        self.assertLessEqual(browser.execute_script("return document.documentElement.scrollWidth"), PHONE[0],
                             "the page scrolls sideways on a phone")
        browser.set_window_size(*DESKTOP)

    def wait_for(self, condition, browser=None):
        """Until `condition` holds; an element that a form's navigation replaced is looked up again.
        Chromium reports an element of the document being replaced either as stale or, caught in
        the middle of the navigation, as a node that "does not belong to the document"."""
        def holds():
            try:
                return condition()
            except WebDriverException as error:
                if "does not belong to the document" in str(error):
                    return False
                raise
        WebDriverWait(browser or self.browser, base.WAIT,
                      ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(lambda b: holds())

    # Tests

    def test_01_favoriteWithJavaScript_togglesWithoutAReload(self):
        self.open("/characters/1")
        page = self.find("main[data-character-id='1']")
        button = self.find("main form[data-toggle='favorite'] button")
        self.assertEqual(page.get_attribute("data-favorite"), "false")
        self.assertEqual(button.get_attribute("aria-pressed"), "false")
        self.browser.execute_script("window.rmfeedNotReloaded = true")

        button.click()
        self.wait_for(lambda: page.get_attribute("data-favorite") == "true")

        self.assertEqual(button.get_attribute("aria-pressed"), "true")
        self.assertTrue(self.browser.execute_script("return window.rmfeedNotReloaded === true"), "the page was reloaded")
        self.assertEqual(self.browser.current_url, self.app.url("/characters/1"))
        self.screenshot("favorite-js")

        self.open("/characters/1")
        self.assertEqual(self.find("main").get_attribute("data-favorite"), "true", "the favourite was not kept")

    def test_02_watchedWithJavaScript_inTheEpisodesList_isKept(self):
        self.open("/episodes")
        row = self.find("[data-feed-grid] > [data-episode-id='2']")
        row.find_element(By.CSS_SELECTOR, "form[data-toggle='watched'] button").click()
        self.wait_for(lambda: row.get_attribute("data-watched") == "true")
        self.screenshot("watched-js")

        self.open("/episodes")
        self.assertEqual(self.find("[data-feed-grid] > [data-episode-id='2']").get_attribute("data-watched"), "true")
        self.assertEqual(self.find("[data-feed-grid] > [data-episode-id='1']").get_attribute("data-watched"), "false")

    def test_03_favoriteWithoutJavaScript_postsAndComesBackToThePage(self):
        self.open("/?page=2", self.plain)
        card = self.find("[data-character-id='25']", self.plain)
        self.assertEqual(card.get_attribute("data-favorite"), "false")

        card.find_element(By.CSS_SELECTOR, "form[data-toggle='favorite'] button").click()
        self.wait_for(lambda: self.find("[data-character-id='25']", self.plain).get_attribute("data-favorite") == "true", self.plain)

        self.assertEqual(self.plain.current_url, self.app.url("/?page=2"))
        self.screenshot("favorite-nojs", self.plain)

    def test_04_favoritesPage_withoutJavaScript_listsThemAndUnfavoriteTakesOneOut(self):
        self.open("/characters/3", self.plain)
        self.find("main form[data-toggle='favorite'] button", self.plain).click()
        self.wait_for(lambda: self.find("main", self.plain).get_attribute("data-favorite") == "true", self.plain)
        self.open("/episodes/5", self.plain)
        self.find("main > article form[data-toggle='watched'] button, main form[data-toggle='watched'] button", self.plain).click()
        self.wait_for(lambda: self.find("main", self.plain).get_attribute("data-watched") == "true", self.plain)

        self.open("/favorites", self.plain)
        ids = [card.get_attribute("data-character-id") for card in self.find_all("[data-library-favorites] [data-character-id]", self.plain)]
        self.assertIn("3", ids)
        self.assertIn("5", [row.get_attribute("data-episode-id") for row in self.find_all("[data-library-watched] [data-episode-id]", self.plain)])
        self.screenshot("favorites-page", self.plain)

        self.find("[data-library-favorites] [data-character-id='3'] form button", self.plain).click()
        self.wait_for(lambda: not self.find_all("[data-library-favorites] [data-character-id='3']", self.plain), self.plain)
        self.assertEqual(self.plain.current_url, self.app.url("/favorites"))

    def test_05_favoritesPage_withJavaScript_showsTheSameItems(self):
        self.open("/favorites")
        self.assertEqual(self.find(".site-nav [data-library-link]").get_attribute("aria-current"), "page")
        self.assertTrue(self.find_all("[data-library-favorites] [data-favorite='true']"))
        self.screenshot("favorites-page-js")

    def test_06_phoneHeader_showsTheListsThenLibraryStatsAndSearchAsTwoFullRows(self):
        self.browser.set_window_size(*PHONE)
        self.open("/")
        links = self.find_all(".site-nav .nav-link")
        rows = {}
        for link in links:
            rows.setdefault(round(link.rect["y"]), []).append(link.text)
        self.browser.save_screenshot(os.path.join(base.ARTIFACTS, "library-header-phone.png"))
        self.assertEqual(list(rows.values()), [["Characters", "Episodes", "Locations"], ["Favourites", "Stats", "Search"]], rows)
        nav = self.find(".site-nav").rect
        for row in rows:
            in_row = [link for link in links if round(link.rect["y"]) == row]
            right = max(link.rect["x"] + link.rect["width"] for link in in_row)
            self.assertGreater(right, nav["x"] + nav["width"] - 4, f"the row {row} does not fill the header")
        self.assertLessEqual(self.browser.execute_script("return document.documentElement.scrollWidth"), PHONE[0])


if __name__ == "__main__":
    unittest.main()
