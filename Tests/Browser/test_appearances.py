"""A character's first and last appearance and season strip, checked against the stand-in's own
episodes (read from its API before the cache is synced), and axe on the page in both themes."""

import json
import os
import re
import unittest
import urllib.request
import xml.etree.ElementTree as ET

import test_browser as base
import test_accessibility as axe_tests

SVG = "{http://www.w3.org/2000/svg}"


def get(url):
    with urllib.request.urlopen(url, timeout=20) as response:
        return response.read().decode("utf-8")


def stand_in_episodes():
    """Every episode the stand-in serves, paging as a client of the API does."""
    stub = base.StubAPI(base.free_port())
    stub.start()
    try:
        episodes, url = [], f"{stub.base}/api/episode"
        while url:
            page = json.loads(get(url))
            episodes += page["results"]
            url = page["info"]["next"]
        return episodes
    finally:
        stub.stop()


def season_key(code):
    season, episode = re.fullmatch(r"S(\d+)E(\d+)", code).groups()
    return int(season), int(episode)


def strip_svg(html):
    return re.search(r'<svg class="bar-chart season-strip".*?</svg>', html, re.S).group(0)


class AppearancesTests(base.AppTestCase):
    prefix = "rmfeed-appearances-"
    synced = True
    # In some seasons and not others, so filled and empty cells are both checked.
    CHARACTER = 18
    # The axe helpers, not the accessibility tests themselves.
    open, use_theme = axe_tests.AccessibilityTests.open, axe_tests.AccessibilityTests.use_theme
    serious_violations, assert_accessible = axe_tests.AccessibilityTests.serious_violations, axe_tests.AccessibilityTests.assert_accessible

    @classmethod
    def setUpClass(cls):
        cls.episodes = stand_in_episodes()
        with open(axe_tests.AXE, encoding="utf-8") as file:
            cls.axe = file.read()
        super().setUpClass()
        cls.browser.set_script_timeout(60)

    def setUp(self):
        self.browser.set_window_size(*base.DESKTOP)

    def expected(self):
        """Per season, the codes of all its episodes and of those the character is in; first and last."""
        mine = [e for e in self.episodes if any(url.rstrip("/").endswith(f"/character/{self.CHARACTER}") for url in e["characters"])]
        seasons = {}
        for episode in sorted(self.episodes, key=lambda e: season_key(e["episode"])):
            season = seasons.setdefault(season_key(episode["episode"])[0], {"all": [], "in": []})
            season["all"].append(episode["episode"])
            if episode in mine:
                season["in"].append(episode["episode"])
        ordered = sorted(mine, key=lambda e: season_key(e["episode"]))
        return seasons, ordered[0], ordered[-1]

    def test_01_characterPage_showsFirstAndLastAppearanceLinkedWithAirDates(self):
        html = get(self.app.url(f"/characters/{self.CHARACTER}"))
        _, first, last = self.expected()
        ends = re.findall(r'<div class="fact" data-appearance><dt>(.*?)</dt><dd><a href="(.*?)">(.*?)</a> <span class="air-date">(.*?)</span>', html)
        self.assertEqual(ends, [
            ("First appearance", f"/episodes/{first['id']}", f"{first['episode']} {first['name']}", first["air_date"]),
            ("Last appearance", f"/episodes/{last['id']}", f"{last['episode']} {last['name']}", last["air_date"]),
        ])

    def test_02_seasonStrip_isValidSVGWithOneCellPerEpisodeFilledWhereTheCharacterIs(self):
        html = get(self.app.url(f"/characters/{self.CHARACTER}"))
        seasons, _, _ = self.expected()
        svg = ET.fromstring(strip_svg(html).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1))
        rows = svg.findall(f"{SVG}g")
        self.assertEqual(len(rows), len(seasons))
        for row, (number, season) in zip(rows, sorted(seasons.items())):
            self.assertEqual(row.find(f"{SVG}text").text, f"Season {number}")
            cells = row.findall(f"{SVG}rect")
            self.assertEqual([c.get("data-code") for c in cells], season["all"])
            self.assertEqual([c.get("data-code") for c in cells if c.get("data-present") == "true"], season["in"])
            self.assertEqual([c.get("data-code") for c in cells if "bar-fill" in c.get("class")], season["in"])
        self.assertNotIn("data-appearances-partial", html)

    def test_03_textEquivalent_carriesTheSameNumbersAsTheStrip(self):
        html = get(self.app.url(f"/characters/{self.CHARACTER}"))
        seasons, _, _ = self.expected()
        inside = sum(len(s["in"]) for s in seasons.values())
        total = sum(len(s["all"]) for s in seasons.values())
        per_season = ", ".join(f"Season {n}: {len(s['in'])} of {len(s['all'])}" for n, s in sorted(seasons.items()))
        desc = re.search(r'<desc id="chart-appearances-desc">(.*?)</desc>', html).group(1)
        self.assertEqual(desc, f"In {inside} of the {total} episodes the cache holds. {per_season}.")
        section = html[html.index('data-chart="appearances"'):]
        table = re.findall(r"<tr><td>(Season \d+)</td><td>(.*?)</td><td>(.*?)</td></tr>", section)
        self.assertEqual(table, [(f"Season {n}", f"{len(s['in'])} of {len(s['all'])}", ", ".join(s["in"]))
                                 for n, s in sorted(seasons.items())])

    def test_04_partialCache_saysTheStripShowsOnlyTheEpisodesItHolds(self):
        stub = base.StubAPI(base.free_port())
        stub.start()
        fresh = base.WebApp(stub.port, os.path.join(self.folder, "partial-cache"))
        try:
            get(fresh.url(f"/characters/{self.CHARACTER}"))
            html = get(fresh.url(f"/characters/{self.CHARACTER}"))
            self.assertIn("data-appearances-partial", html)
            self.assertIn("The cache does not hold every episode", html)
        finally:
            fresh.stop()
            stub.stop()

    def test_05_characterPage_withTheStrip_hasNoSeriousViolationInEitherTheme(self):
        self.assert_accessible([(f"/characters/{self.CHARACTER}", "[data-chart='appearances'] svg")], name="appearances")


if __name__ == "__main__":
    unittest.main()
