"""The lists' facets in real headless Chromium, at desktop and phone sizes: a count's link applies
its value to the list, a second value widens it, and the page never scrolls sideways.

`rmfeed sync` fills the cache first; the stand-in API is then stopped, so the lists are the cache's.
Screenshots go to artifacts/browser/facets-*.png (not committed): look at them.
"""

import os
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_browser import ARTIFACTS, DESKTOP, PHONE, WAIT, AppTestCase

CARDS = "[data-feed-grid] > [data-character-id]"


class FacetTests(AppTestCase):
    prefix = "rmfeed-facets-"
    synced = True

    def open(self, path, window):
        self.browser.set_window_size(*window)
        self.browser.get(self.app.url(path))
        WebDriverWait(self.browser, WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def facet_link(self, field, label):
        links = self.browser.find_elements(By.CSS_SELECTOR, f"section[aria-labelledby='facet-{field}'] a.facet-link")
        return next(link for link in links if link.get_attribute("textContent").split()[0] == label)

    def count_of(self, link):
        return int(link.find_element(By.CSS_SELECTOR, ".facet-count").get_attribute("textContent"))

    def assert_no_sideways_scroll(self, window):
        self.assertLessEqual(self.browser.execute_script("return document.documentElement.scrollWidth"), window[0],
                             "the page scrolls sideways")

    def apply(self, window, name):
        self.open("/", window)
        facets = self.browser.find_element(By.CSS_SELECTOR, "[data-facets] details")
        self.assertIsNone(facets.get_attribute("open"), "the counts start closed, so a keyboard reaches the cards first")
        facets.find_element(By.TAG_NAME, "summary").click()
        dead = self.facet_link("status", "Dead")
        expected = self.count_of(dead)
        self.assertIsNone(dead.get_attribute("aria-current"))
        self.assert_no_sideways_scroll(window)
        self.browser.save_screenshot(os.path.join(ARTIFACTS, f"facets-{name}-all.png"))
        dead.click()
        WebDriverWait(self.browser, WAIT).until(lambda b: "status=" in b.current_url)
        self.assertEqual(parse_qs(urlparse(self.browser.current_url).query), {"status": ["Dead"]})
        self.assertEqual(self.facet_link("status", "Dead").get_attribute("aria-current"), "true")
        self.assertIn("(selected)", self.facet_link("status", "Dead").get_attribute("textContent"))
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, CARDS)), min(20, expected))
        self.assert_no_sideways_scroll(window)
        self.browser.save_screenshot(os.path.join(ARTIFACTS, f"facets-{name}-dead.png"))
        return expected

    def test_aFacetLink_atDesktopSize_appliesItsValue_andASecondWidensTheList(self):
        self.apply(DESKTOP, "desktop")
        unknown = self.facet_link("status", "unknown")
        unknown.click()
        WebDriverWait(self.browser, WAIT).until(lambda b: "unknown" in b.current_url)
        self.assertEqual(parse_qs(urlparse(self.browser.current_url).query), {"status": ["Dead", "unknown"]})
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "[data-source]").get_attribute("data-source"), "cache")
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, CARDS)), 20)

    def test_aFacetLink_atPhoneSize_appliesItsValue(self):
        self.apply(PHONE, "phone")
