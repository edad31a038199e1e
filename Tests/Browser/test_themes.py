"""Browser tests of the themes: the header's switch with and without JavaScript, the theme on the
first paint (no flash), "follow the system", and reduced motion, in real headless Chromium.
Screenshots go to artifacts/browser/theme-*.png (not committed): look at them.
"""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import test_browser as base

DARK_BACKGROUND = "rgb(17, 24, 28)"
LIGHT_BACKGROUND = "rgb(244, 247, 248)"


def emulate(browser, **features):
    """Chromium's media emulation: prefers_color_scheme="dark", prefers_reduced_motion="reduce"…"""
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": name.replace("_", "-"), "value": value} for name, value in features.items()]})


class ThemeTests(base.AppTestCase):
    prefix = "rmfeed-themes-"
    plain_browser = True

    def setUp(self):
        for browser in (self.browser, self.plain):
            browser.set_window_size(*base.DESKTOP)
            browser.delete_all_cookies()
            emulate(browser, prefers_color_scheme="light", prefers_reduced_motion="no-preference")

    # Helpers

    def open(self, path, browser=None):
        browser = browser or self.browser
        browser.get(self.app.url(path))
        WebDriverWait(browser, base.WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")

    def background(self, browser=None):
        return (browser or self.browser).execute_script("return getComputedStyle(document.body).backgroundColor")

    def theme_attribute(self, browser=None):
        return (browser or self.browser).execute_script("return document.documentElement.getAttribute('data-theme')")

    def pressed(self, browser=None):
        """The values of the theme switch's buttons shown pressed (`aria-pressed`)."""
        return [button.get_attribute("value") for button in (browser or self.browser).find_elements(
            By.CSS_SELECTOR, "[data-theme-switch] button[aria-pressed='true']")]

    def choose(self, theme, browser=None):
        browser = browser or self.browser
        browser.find_element(By.CSS_SELECTOR, f"[data-theme-switch] button[value='{theme}']").click()

    def wait_for_background(self, colour, browser=None):
        WebDriverWait(browser or self.browser, base.WAIT).until(lambda b: self.background(b) == colour)

    def screenshot(self, name, browser=None):
        (browser or self.browser).save_screenshot(os.path.join(base.ARTIFACTS, f"theme-{name}.png"))

    # Tests

    def test_01_withoutJavaScript_choosingDark_comesBackToThePageAndKeepsItOnEveryPage(self):
        self.open("/episodes?page=2", self.plain)
        self.assertEqual(self.background(self.plain), LIGHT_BACKGROUND)

        self.choose("dark", self.plain)
        WebDriverWait(self.plain, base.WAIT).until(lambda b: self.theme_attribute(b) == "dark")

        self.assertEqual(self.plain.current_url, self.app.url("/episodes?page=2"))
        self.wait_for_background(DARK_BACKGROUND, self.plain)
        self.screenshot("dark-nojs", self.plain)
        for path in ("/", "/characters/1", "/search?q=rick", "/no-such-page"):
            self.open(path, self.plain)
            self.assertEqual(self.theme_attribute(self.plain), "dark", path)
            self.assertEqual(self.background(self.plain), DARK_BACKGROUND, path)
            self.assertEqual(self.pressed(self.plain), ["dark"], path)

        self.choose("system", self.plain)
        WebDriverWait(self.plain, base.WAIT).until(lambda b: self.theme_attribute(b) is None)
        self.assertEqual(self.background(self.plain), LIGHT_BACKGROUND)
        self.assertEqual(self.pressed(self.plain), ["system"])

    def test_02_withJavaScript_switchesWithoutAReloadAndKeepsItAcrossVisits(self):
        emulate(self.browser, prefers_color_scheme="dark")
        self.open("/")
        self.assertEqual(self.background(), DARK_BACKGROUND)
        self.browser.execute_script("window.rmfeedNotReloaded = true")

        self.choose("light")
        self.wait_for_background(LIGHT_BACKGROUND)

        self.assertTrue(self.browser.execute_script("return window.rmfeedNotReloaded === true"), "the page was reloaded")
        self.assertEqual(self.theme_attribute(), "light")
        pressed = {button.get_attribute("value"): button.get_attribute("aria-pressed")
                   for button in self.browser.find_elements(By.CSS_SELECTOR, "[data-theme-switch] button")}
        self.assertEqual(pressed, {"system": "false", "light": "true", "dark": "false"})
        self.screenshot("light-js")

        self.open("/locations")
        self.assertEqual(self.theme_attribute(), "light", "the choice was not kept")
        self.assertEqual(self.background(), LIGHT_BACKGROUND)

        self.choose("system")
        self.wait_for_background(DARK_BACKGROUND)
        self.open("/episodes")
        self.assertIsNone(self.theme_attribute())

    def test_03_chosenTheme_isOnTheFirstPaint_withAndWithoutJavaScript(self):
        # The system says light; the person chose dark. What the page shows before any of its
        # own scripts ran must already be dark.
        self.browser.get(self.app.url("/theme?theme=dark"))
        probe = self.browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            document.addEventListener('readystatechange', function () {
              if (document.readyState === 'interactive') window.rmfeedThemeBeforeScripts = document.documentElement.getAttribute('data-theme');
            });
            document.addEventListener('DOMContentLoaded', function () {
              window.rmfeedFirstBackground = getComputedStyle(document.body).backgroundColor;
            });"""})
        try:
            for path in ("/", "/characters/1", "/favorites"):
                self.open(path)
                self.assertEqual(self.browser.execute_script("return window.rmfeedThemeBeforeScripts"), "dark", path)
                self.assertEqual(self.browser.execute_script("return window.rmfeedFirstBackground"), DARK_BACKGROUND, path)
        finally:
            self.browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": probe["identifier"]})

        self.plain.get(self.app.url("/theme?theme=dark"))
        self.open("/episodes", self.plain)
        self.assertEqual(self.background(self.plain), DARK_BACKGROUND)

    def test_04_withoutAChoice_followsTheSystem(self):
        for scheme, colour in (("dark", DARK_BACKGROUND), ("light", LIGHT_BACKGROUND)):
            emulate(self.browser, prefers_color_scheme=scheme)
            self.open("/")
            self.assertEqual(self.background(), colour, scheme)
            self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "[data-theme-switch] button[value='system']")
                             .get_attribute("aria-pressed"), "true")

    def test_05_reducedMotion_turnsOffTransitionsAndSmoothScrolling(self):
        self.open("/")
        button = self.browser.find_element(By.CSS_SELECTOR, "[data-theme-switch] button[value='dark']")
        style = "return [getComputedStyle(arguments[0]).transitionDuration, getComputedStyle(document.documentElement).scrollBehavior]"
        duration, _ = self.browser.execute_script(style, button)
        self.assertNotEqual(duration.split(",")[0].strip(), "0s", "the buttons have no transition to turn off")

        emulate(self.browser, prefers_reduced_motion="reduce")
        self.open("/")
        button = self.browser.find_element(By.CSS_SELECTOR, "[data-theme-switch] button[value='dark']")
        duration, scrolling = self.browser.execute_script(style, button)

        self.assertEqual({part.strip() for part in duration.split(",")}, {"0s"})
        self.assertEqual(scrolling, "auto")


if __name__ == "__main__":
    unittest.main()
