"""The characters grid's order and page size (/?sort=&size=) in real headless Chromium, at desktop
and phone sizes: chosen in the filter form, kept by "Load more", answered from the cache.

`rmfeed sync` fills the cache first; the stand-in API is then stopped, so the grid is the cache's.
Screenshots go to artifacts/browser/grid-*.png (not committed): look at them.
"""

import os
import unicodedata
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_browser import ARTIFACTS, DESKTOP, PHONE, WAIT, AppTestCase

CARDS = "[data-feed-grid] > [data-character-id]"


def name_key(name):
    """Case and accents aside, as the grid sorts names."""
    return "".join(c for c in unicodedata.normalize("NFD", name.casefold()) if not unicodedata.combining(c))


class GridOptionsTests(AppTestCase):
    prefix = "rmfeed-grid-"
    synced = True

    def wait_until(self, condition):
        WebDriverWait(self.browser, WAIT).until(lambda b: condition())

    def cards(self):
        return self.browser.find_elements(By.CSS_SELECTOR, CARDS)

    def names(self):
        return [card.find_element(By.CSS_SELECTOR, ".card-name").text for card in self.cards()]

    def choose(self, sort, size, window, name):
        self.browser.set_window_size(*window)
        self.browser.get(self.app.url("/"))
        self.wait_until(lambda: self.browser.execute_script("return document.readyState") == "complete")
        self.assertEqual(len(self.cards()), 20)
        Select(self.browser.find_element(By.ID, "filter-sort")).select_by_value(sort)
        Select(self.browser.find_element(By.ID, "filter-size")).select_by_value(size)
        self.browser.save_screenshot(os.path.join(ARTIFACTS, f"grid-{name}-form.png"))
        self.browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]").click()
        self.wait_until(lambda: "sort=" in self.browser.current_url and len(self.cards()) == int(size))
        query = parse_qs(urlparse(self.browser.current_url).query)
        self.assertEqual(query.get("sort"), [sort])
        self.assertEqual(query.get("size"), [size])
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "[data-source]").get_attribute("data-source"), "cache")
        self.assertLessEqual(self.browser.execute_script("return document.documentElement.scrollWidth"), window[0],
                             "the page scrolls sideways")

    def test_choosingNameOrderAnd40APage_atDesktopSize_loadMoreKeepsBoth(self):
        self.choose("name", "40", DESKTOP, "desktop")
        self.browser.save_screenshot(os.path.join(ARTIFACTS, "grid-desktop-sorted.png"))
        first = self.names()
        self.assertEqual(first, sorted(first, key=name_key))
        self.assertEqual(Select(self.browser.find_element(By.ID, "filter-sort")).first_selected_option.get_attribute("value"), "name")

        more = self.browser.find_element(By.CSS_SELECTOR, "[data-load-more]")
        self.assertIn("size=40", more.get_attribute("href"))
        # Clicked through the page's script, not at a point on the screen: on a tall window the
        # infinite scroll may append the next page while the pointer moves, and a card then sits
        # where the link was.
        self.browser.execute_script("arguments[0].click()", more)
        # At least the second page: on a tall window the infinite scroll may already ask for the third.
        self.wait_until(lambda: len(self.cards()) >= 80)
        names = self.names()
        self.assertEqual(names, sorted(names, key=name_key), "the second page goes on in the same order")
        ids = [card.get_attribute("data-character-id") for card in self.cards()]
        self.assertEqual(len(ids), len(set(ids)), "no character twice")

    def test_choosingMostEpisodesAnd20APage_atPhoneSize_showsTheMostSeenFirst(self):
        self.choose("episodes", "20", PHONE, "phone")
        self.browser.save_screenshot(os.path.join(ARTIFACTS, "grid-phone-sorted.png"))
        names = self.names()
        self.assertIn("Rick Sanchez", names[:5])
        self.browser.get(self.app.url("/?sort=episodes&size=20&page=2"))
        previous = self.browser.find_element(By.CSS_SELECTOR, "a[rel=prev]").get_attribute("href")
        self.assertEqual(parse_qs(urlparse(previous).query), {"sort": ["episodes"]})
