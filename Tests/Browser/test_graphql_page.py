"""`/graphql` in a browser, as a person uses it: the page shows a query box with an example and
the schema, loads nothing from outside the app and runs no script, and a query typed in the box
and run shows the answer. `rmfeed serve` answers from a cache filled by `rmfeed sync`.
"""

import json
import os
import unittest
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import test_browser as base


class GraphQLPageTests(base.AppTestCase):
    prefix = "rmfeed-graphql-page-"
    synced = True

    def open(self, path):
        self.browser.get(self.app.url(path))
        WebDriverWait(self.browser, base.WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def test_page_showsAQueryBoxAnExampleAndTheSchema_withNoScriptAndNothingFromOutside(self):
        self.open("/graphql")

        box = self.browser.find_element(By.CSS_SELECTOR, "form textarea#query")
        self.assertIn("characters(", box.get_attribute("value"))
        self.assertIn("type Query", self.browser.find_element(By.CSS_SELECTOR, "main pre").text)
        self.assertEqual(self.browser.execute_script("return document.scripts.length"), 0)
        loaded = self.browser.execute_script("return performance.getEntriesByType('resource').map(function (e) { return e.name; })")
        origin = urlparse(self.app.url("/")).netloc
        self.assertEqual([url for url in loaded if urlparse(url).netloc != origin], [])
        self.browser.save_screenshot(os.path.join(base.ARTIFACTS, "graphql-page.png"))

    def test_queryTypedInTheBoxAndRun_showsItsAnswer(self):
        self.open("/graphql")
        box = self.browser.find_element(By.CSS_SELECTOR, "form textarea#query")
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(Keys.DELETE)
        box.send_keys("{ character(id: 2) { name origin { name } } }")
        self.browser.find_element(By.CSS_SELECTOR, "form button[type='submit']").click()

        WebDriverWait(self.browser, base.WAIT).until(lambda b: "query=" in b.current_url)
        # Chromium shows a JSON answer as text in a `pre`.
        answer = json.loads(self.browser.find_element(By.TAG_NAME, "pre").text)
        self.assertEqual(answer, {"data": {"character": {"name": "Morty Smith", "origin": {"name": "Earth (C-137)"}}}})


if __name__ == "__main__":
    unittest.main()
