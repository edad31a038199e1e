"""Browser tests of the episodes and locations pages and the links between items:
`rmfeed serve` and `rmfeed-stub-api` on loopback, driven in real headless Chromium at desktop and
phone sizes. Screenshots go to artifacts/browser/browse-*.png (not committed): look at them.
"""

import json
import os
import unittest
import urllib.request

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

import test_browser as base

PHONE, DESKTOP = base.PHONE, base.DESKTOP


class BrowseTests(base.AppTestCase):
    prefix = "rmfeed-browse-"

    def setUp(self):
        if self.stub.process is None:
            self.stub.start()
        self.stub.faults("DELETE")
        self.browser.set_window_size(*DESKTOP)

    # Helpers

    def open(self, path, app=None):
        self.browser.get((app or self.app).url(path))
        WebDriverWait(self.browser, base.WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def find(self, selector):
        return self.browser.find_element(By.CSS_SELECTOR, selector)

    def find_all(self, selector):
        return self.browser.find_elements(By.CSS_SELECTOR, selector)

    def list_ids(self, hook):
        return [int(item.get_attribute(hook)) for item in self.find_all(f"[data-feed-grid] > [{hook}]")]

    def current_nav(self):
        return [(link.text, link.get_attribute("aria-current")) for link in self.find_all(".site-nav a[aria-current]")]

    def screenshot(self, name, phone_too=True):
        self.browser.set_window_size(*DESKTOP)
        self.browser.save_screenshot(os.path.join(base.ARTIFACTS, f"browse-{name}-desktop.png"))
        if phone_too:
            self.browser.set_window_size(*PHONE)
            self.browser.save_screenshot(os.path.join(base.ARTIFACTS, f"browse-{name}-phone.png"))
            self.assertLessEqual(self.browser.execute_script("return document.documentElement.scrollWidth"), PHONE[0],
                                 "the page scrolls sideways on a phone")
            self.browser.set_window_size(*DESKTOP)

    def wait_for_images(self, images):
        for image in images:
            self.browser.execute_script("arguments[0].scrollIntoView()", image)
        WebDriverWait(self.browser, base.WAIT).until(
            lambda b: all(b.execute_script("return arguments[0].complete", image) for image in images))
        self.browser.execute_script("window.scrollTo(0, 0)")
        return [image.get_attribute("src") for image in images
                if self.browser.execute_script("return arguments[0].naturalWidth", image) == 0]

    def stub_json(self, path):
        with urllib.request.urlopen(self.stub.base + path, timeout=10) as response:
            return json.loads(response.read().decode())

    # Tests

    def test_01_episodesList_showsTheFirstPageMarkedInTheNavigation(self):
        self.open("/episodes")
        # The list is short enough that scrolling may already have loaded page 2.
        self.assertEqual(self.list_ids("data-episode-id")[:20], list(range(1, 21)))
        self.assertEqual(self.find("section.feed").get_attribute("data-source"), "remote")
        self.assertEqual(self.current_nav(), [("Episodes", "page")])
        first = self.find('[data-episode-id="1"]')
        self.assertIn("S01E01", first.text)
        self.assertIn("December 2, 2013", first.text)
        self.screenshot("01-episodes")

    def test_02_episodesLoadMore_reachesTheLastEpisode(self):
        self.open("/episodes")
        for _ in range(10):
            links = self.find_all("[data-load-more]")
            if not links:
                break
            count = len(self.list_ids("data-episode-id"))
            self.browser.execute_script("arguments[0].click()", links[0])
            WebDriverWait(self.browser, base.WAIT).until(
                lambda b: len(self.list_ids("data-episode-id")) > count or not self.find_all("[data-load-more]"))
        WebDriverWait(self.browser, base.WAIT).until(lambda b: self.find_all("[data-feed-end]"))
        self.assertEqual(self.list_ids("data-episode-id"), list(range(1, 52)))
        self.assertIn("every episode", self.find("[data-feed-end]").text)

    def test_03_episodeFilter_findsTheSeasonsEpisodes(self):
        self.open("/episodes")
        box = self.browser.find_element(By.ID, "filter-episode")
        box.send_keys("S02")
        box.submit()
        WebDriverWait(self.browser, base.WAIT).until(EC.url_contains("episode=S02"))
        codes = [item.find_element(By.CSS_SELECTOR, ".entry-code").text for item in self.find_all("[data-episode-id]")]
        self.assertEqual(len(codes), 10)
        self.assertTrue(all(code.startswith("S02") for code in codes), codes)
        self.open("/episodes?name=nothing-like-this")
        self.assertIn("No episodes found", self.find(".empty").text)

    def test_04_episodePage_showsTheCastAsTheFeedsCards(self):
        self.open("/episodes")
        self.find('[data-episode-id="1"] a.entry-link').click()
        WebDriverWait(self.browser, base.WAIT).until(EC.url_contains("/episodes/1"))
        self.assertEqual(self.find("main").get_attribute("data-episode-id"), "1")
        self.assertEqual(self.find("main").get_attribute("data-source"), "remote")
        cast = [card.get_attribute("data-character-id") for card in self.find_all("[data-linked-grid] > [data-character-id]")]
        expected = [url.rsplit("/", 1)[1] for url in self.stub_json("/api/episode/1")["characters"]]
        self.assertEqual(sorted(cast, key=int), sorted(expected, key=int))
        card = self.find("[data-linked-grid] > [data-character-id]")
        image = card.find_element(By.TAG_NAME, "img")
        # The picture beside the name is decorative: the link says the name once.
        self.assertEqual(image.get_attribute("alt"), "")
        self.assertEqual(card.find_element(By.CSS_SELECTOR, ".card-link").accessible_name,
                         card.find_element(By.CSS_SELECTOR, ".card-name").text)
        self.assertEqual(self.wait_for_images(self.find_all("[data-linked-grid] img")[:6]), [])
        self.assertEqual(self.current_nav(), [("Episodes", "true")])
        self.screenshot("04-episode")

    def test_05_locationsList_filtersByTypeAndDimension(self):
        self.open("/locations")
        self.assertEqual(self.list_ids("data-location-id")[:20], list(range(1, 21)))  # scrolling may load page 2
        self.assertEqual(self.current_nav(), [("Locations", "page")])
        self.screenshot("05-locations")
        self.open("/locations?type=planet")
        items = self.find_all("[data-location-id]")
        self.assertTrue(items)
        self.assertTrue(all("planet" in item.find_element(By.CSS_SELECTOR, ".entry-meta").text.lower() for item in items))
        self.assertEqual(self.browser.find_element(By.ID, "filter-type").get_attribute("value"), "planet")

    def test_06_locationPage_withTheMostResidents_showsEveryResidentAsACard(self):
        locations = []
        for page in range(1, 8):
            locations += self.stub_json(f"/api/location?page={page}")["results"]
        busiest = max(locations, key=lambda location: len(location["residents"]))
        self.open(f"/locations/{busiest['id']}")
        self.assertEqual(self.find("main").get_attribute("data-location-id"), str(busiest["id"]))
        residents = self.find_all("[data-linked-grid] > [data-character-id]")
        self.assertEqual(len(residents), len(set(busiest["residents"])))
        self.assertEqual(self.wait_for_images([card.find_element(By.TAG_NAME, "img") for card in residents[:4]]), [])
        self.screenshot("06-location-most-residents")

    def test_07_characterPage_linksItsEpisodesOriginAndLocation(self):
        character = self.stub_json("/api/character/1")
        self.open("/characters/1")
        episodes = self.find_all(".linked [data-episode-id]")
        self.assertEqual(len(episodes), len(character["episode"]))
        self.screenshot("07-character-links")
        origin, location = self.find_all("dl.facts a[data-location-id]")
        self.assertEqual(origin.text, character["origin"]["name"])
        self.assertEqual(location.text, character["location"]["name"])
        location.click()
        WebDriverWait(self.browser, base.WAIT).until(EC.url_contains("/locations/"))
        self.assertEqual(self.find("h1").text, character["location"]["name"])
        self.assertTrue(self.find_all('[data-linked-grid] > [data-character-id="1"]'), "Rick is a resident of his last location")
        self.open("/characters/1")
        self.find(".linked [data-episode-id] a").click()
        WebDriverWait(self.browser, base.WAIT).until(EC.url_contains("/episodes/"))
        self.assertTrue(self.find_all('[data-linked-grid] > [data-character-id="1"]'), "Rick is in the cast of his episode")

    def test_08_castWithHTMLInNames_isShownAsText(self):
        self.stub.faults("POST", {"kind": "hostileStrings", "scope": "characters"})
        self.open("/episodes/2")
        names = [card.text for card in self.find_all("[data-linked-grid] .card-name")]
        self.assertTrue(names)
        self.assertTrue(all(name.startswith('<script>alert("x")</script>') for name in names), names[:3])
        self.assertEqual(self.find_all("main script"), [])
        self.assertEqual(self.find_all('main img[src="x"]'), [])
        with self.assertRaises(NoAlertPresentException):
            self.browser.switch_to.alert.text
        self.screenshot("08-hostile-cast", phone_too=False)

    def test_09_offline_episodesLocationsAndLinksComeFromTheCache(self):
        for path in ("/episodes", "/locations", "/episodes/3", "/locations/3", "/characters/2"):
            self.open(path)
        self.stub.stop()
        self.open("/episodes")
        self.assertEqual(self.find("section.feed").get_attribute("data-source"), "cache")
        self.assertEqual(self.list_ids("data-episode-id")[:20], list(range(1, 21)))
        self.assertIn("Offline", self.find("[data-feed-status]").text)
        self.screenshot("09-episodes-offline")
        self.open("/episodes/3")
        self.assertEqual(self.find("main").get_attribute("data-source"), "cache")
        self.assertIn("Offline", self.find("[data-feed-status]").text)
        self.assertTrue(self.find_all("[data-linked-grid] > [data-character-id]"))
        self.screenshot("09-episode-offline", phone_too=False)
        self.open("/locations/3")
        self.assertEqual(self.find("main").get_attribute("data-source"), "cache")
        self.open("/characters/2")
        self.assertTrue(self.find_all(".linked [data-episode-id]"))
        self.open("/locations?name=earth")
        self.assertEqual(self.find("section.feed").get_attribute("data-source"), "cache")

    def test_10_offlineWithEmptyCache_showsTheAlertThenRetryWorks(self):
        self.stub.stop()
        fresh = base.WebApp(self.stub.port, os.path.join(self.folder, "empty-cache"))
        try:
            self.open("/locations", app=fresh)
            alert = self.find('[role="alert"]')
            self.assertIn("Couldn't connect to server", alert.text)
            self.screenshot("10-locations-alert")
            self.open("/episodes/1", app=fresh)
            self.assertIn("Couldn't connect to server", self.find('[role="alert"]').text)
            self.stub.start()
            self.find('[role="alert"] [data-retry]').click()
            WebDriverWait(self.browser, base.WAIT).until(lambda b: self.find_all("[data-linked-grid] > [data-character-id]"))
            self.assertEqual(self.find_all('[role="alert"]'), [])
        finally:
            fresh.stop()

    def test_11_missingAndMalformedIDs_areThe404Page(self):
        for path, text in (("/episodes/999", "Episode not found"), ("/locations/abc", "Location not found")):
            self.open(path)
            self.assertIn(text, self.find("h1").text)
        self.screenshot("11-episode-not-found", phone_too=False)
        self.open("/episodes/0007")
        self.assertTrue(self.browser.current_url.endswith("/episodes/7"), self.browser.current_url)

    def test_12_navigation_movesBetweenTheThreeLists(self):
        self.open("/")
        self.assertEqual(self.current_nav(), [("Characters", "page")])
        self.find('.site-nav a[href="/locations"]').click()
        WebDriverWait(self.browser, base.WAIT).until(EC.url_contains("/locations"))
        self.assertEqual(self.current_nav(), [("Locations", "page")])
        self.find('.site-nav a[href="/episodes"]').click()
        WebDriverWait(self.browser, base.WAIT).until(EC.url_contains("/episodes"))
        self.assertEqual(self.current_nav(), [("Episodes", "page")])
        self.browser.set_window_size(*PHONE)
        self.browser.save_screenshot(os.path.join(base.ARTIFACTS, "browse-12-navigation-phone.png"))

    def test_13_spanishBrowser_getsTheSpanishEpisodes(self):
        request = urllib.request.Request(self.app.url("/episodes/1"), headers={"Accept-Language": "es-ES,es;q=0.9"})
        with urllib.request.urlopen(request, timeout=10) as response:
            html = response.read().decode()
        self.assertIn('<html lang="es">', html)
        self.assertIn("2 de diciembre de 2013", html)
        self.assertIn("Volver a los episodios", html)


if __name__ == "__main__":
    unittest.main(verbosity=2)
