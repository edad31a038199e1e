"""The search page (/search) in real headless Chromium, with and without JavaScript.

`rmfeed sync` fills the cache first; the stand-in API is then stopped, so every result comes
from the cache's full-text index, offline. Screenshots go to artifacts/browser/: look at them.
"""

import os
import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_browser import ARTIFACTS, WAIT, AppTestCase

RESULT = "[data-search-results] li"


class SearchPageTests(AppTestCase):
    """`rmfeed sync` mirrors the three resources, so episodes and locations are found too."""
    prefix = "rmfeed-search-"
    synced = True
    plain_browser = True

    def open(self, browser, path):
        browser.get(self.app.url(path))
        WebDriverWait(browser, WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def names(self, browser):
        return [item.find_element(By.CSS_SELECTOR, ".entry-name").text
                for item in browser.find_elements(By.CSS_SELECTOR, RESULT)]

    def test_withJavaScript_resultsAppearAsYouTypeWithoutLeavingThePage(self):
        self.browser.set_window_size(1280, 900)
        self.open(self.browser, "/search")
        self.browser.execute_script("window.samePage = true")
        field = self.browser.find_element(By.CSS_SELECTOR, "[data-search-input]")

        field.send_keys("s")
        WebDriverWait(self.browser, WAIT).until(lambda b: b.current_url.endswith("/search?q=s") and len(self.names(b)) > 0)
        for letter in "ánch":
            field.send_keys(letter)
            time.sleep(0.05)
        WebDriverWait(self.browser, WAIT).until(lambda b: b.current_url.endswith("/search?q=s%C3%A1nch"))
        WebDriverWait(self.browser, WAIT).until(lambda b: "Rick Sanchez" in self.names(b))

        names = self.names(self.browser)
        self.assertTrue(all("Sanchez" in name for name in names), names)
        self.assertIn("Rick Sanchez", names)
        self.assertTrue(self.browser.execute_script("return window.samePage === true"), "the page was not reloaded")
        self.assertTrue(self.browser.current_url.endswith("/search?q=s%C3%A1nch"), self.browser.current_url)
        self.browser.save_screenshot(os.path.join(ARTIFACTS, "search-desktop.png"))

        field.clear()
        field.send_keys("pilot")
        WebDriverWait(self.browser, WAIT).until(lambda b: b.current_url.endswith("/search?q=pilot"))
        WebDriverWait(self.browser, WAIT).until(
            lambda b: len(b.find_elements(By.CSS_SELECTOR, "[data-search-results] li[data-episode-id]")) > 0)
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "[data-search-results] li[data-character-id]"), [])

    def test_withJavaScript_findsEpisodesAndLocationsAndOpensAResult(self):
        self.browser.set_window_size(390, 844)
        self.open(self.browser, "/search")
        field = self.browser.find_element(By.CSS_SELECTOR, "[data-search-input]")

        field.send_keys("earth")
        WebDriverWait(self.browser, WAIT).until(
            lambda b: len(b.find_elements(By.CSS_SELECTOR, "[data-search-results] li[data-location-id]")) > 0)
        self.browser.save_screenshot(os.path.join(ARTIFACTS, "search-phone.png"))
        location = self.browser.find_element(By.CSS_SELECTOR, "[data-search-results] li[data-location-id] a")
        name = location.text
        location.click()

        WebDriverWait(self.browser, WAIT).until(lambda b: "/locations/" in b.current_url)
        self.assertIn(name, self.browser.find_element(By.TAG_NAME, "h1").text)

    def test_withoutJavaScript_theFormFindsTheSameResults(self):
        self.open(self.plain, "/search")
        field = self.plain.find_element(By.CSS_SELECTOR, "[data-search-input]")

        field.send_keys("sanch")
        time.sleep(1)
        self.assertTrue(self.plain.current_url.endswith("/search"), "no script searched as the keys were typed")
        self.assertEqual(self.names(self.plain), [])
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.plain, WAIT).until(lambda b: b.current_url.endswith("/search?q=sanch"))

        names = self.names(self.plain)
        self.assertIn("Rick Sanchez", names)
        self.assertTrue(all("Sanchez" in name for name in names), names)
        self.plain.save_screenshot(os.path.join(ARTIFACTS, "search-no-javascript.png"))

    def test_withJavaScript_aTypoFindsTheIntendedItemFirstAndTheKeysReachIt(self):
        self.browser.set_window_size(1280, 900)
        self.open(self.browser, "/search")
        field = self.browser.find_element(By.CSS_SELECTOR, "[data-search-input]")

        for letter in "mroty":
            field.send_keys(letter)
        WebDriverWait(self.browser, WAIT).until(lambda b: b.current_url.endswith("/search?q=mroty"))
        WebDriverWait(self.browser, WAIT).until(lambda b: self.names(b)[:1] == ["Morty Smith"])
        self.browser.save_screenshot(os.path.join(ARTIFACTS, "search-typo.png"))

        field.send_keys(Keys.ARROW_DOWN)
        focused = self.browser.switch_to.active_element
        self.assertEqual(focused.get_attribute("href"), self.app.url("/characters/2"))
        focused.send_keys(Keys.ENTER)
        WebDriverWait(self.browser, WAIT).until(lambda b: b.current_url.endswith("/characters/2"))

    def test_withoutJavaScript_enterShowsTheResultsWithTheBestFocusedAndEnterOpensIt(self):
        self.open(self.plain, "/search")
        field = self.plain.find_element(By.CSS_SELECTOR, "[data-search-input]")
        self.assertEqual(self.plain.switch_to.active_element, field, "the box has the focus")

        field.send_keys("sanchex", Keys.ENTER)
        WebDriverWait(self.plain, WAIT).until(lambda b: b.current_url.endswith("/search?q=sanchex"))

        self.assertEqual(self.names(self.plain)[:1], ["Rick Sanchez"])
        self.plain.switch_to.active_element.send_keys(Keys.ENTER)
        WebDriverWait(self.plain, WAIT).until(lambda b: b.current_url.endswith("/characters/1"))

    def test_aNameTooFarForATypo_offersDidYouMean(self):
        self.open(self.plain, "/search?q=jery")

        suggestions = [item.find_element(By.CSS_SELECTOR, ".entry-name").text
                       for item in self.plain.find_elements(By.CSS_SELECTOR, "[data-suggestions] li")]
        self.assertIn("Did you mean", self.plain.find_element(By.CSS_SELECTOR, ".did-you-mean").text)
        self.assertEqual(suggestions[:1], ["Jerry Smith"])

    def test_theHeaderOfEveryPageLeadsToTheSearch(self):
        self.browser.set_window_size(1280, 900)
        self.open(self.browser, "/episodes")

        self.browser.find_element(By.CSS_SELECTOR, "[data-search-link]").click()

        WebDriverWait(self.browser, WAIT).until(lambda b: b.current_url.endswith("/search"))
        self.assertIn("Type a name", self.browser.find_element(By.CSS_SELECTOR, "[data-search-results]").text)


if __name__ == "__main__":
    unittest.main()
