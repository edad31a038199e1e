"""The README's install step, as written there: the binary and its templates and translations
installed in /usr/local/lib/rmfeed (here under a temporary root) work from that folder alone.

A build of rmfeed also knows the absolute path of its build folder's resource bundles and falls
back to it, so on the machine that built it a binary installed without its bundles still works.
Each run here hides the build folder in a mount namespace of its own (unshare, as root), as on a
server that never had it."""

import html
import os
import re
import shutil
import subprocess
import tempfile
import unittest
import urllib.error
import urllib.request

from test_browser import BIN, ROOT, free_port, wait_for_health

README = os.path.join(ROOT, "README.md")
UNSHARE = shutil.which("unshare")
OFFLINE_API = "http://127.0.0.1:9/api"   # nothing listens on the discard port
EMPTY = tempfile.TemporaryDirectory(prefix="rmfeed-hidden-")   # mounted over the build folder


def readme_install_lines():
    """The README's lines that put rmfeed in /usr/local: the folder, the binary, its bundles, the link."""
    with open(README, encoding="utf-8") as readme:
        text = readme.read()
    lines = [line.split("#", 1)[0].strip() for line in text.splitlines()]
    return [line for line in lines if line.startswith("sudo ") and re.search(r"/usr/local/(lib|bin)/rmfeed", line)]


def installed_under(root, lines):
    """Runs the install lines with /usr/local under `root` and the debug build in place of the release one."""
    os.makedirs(os.path.join(root, "usr", "local", "bin"))   # there on any system the README is for
    for line in lines:
        command = line.removeprefix("sudo ").replace("/usr/local/", root + "/usr/local/").replace(".build/release/", BIN + "/")
        subprocess.run(["sh", "-ec", command], check=True, timeout=120)
    return os.path.join(root, "usr", "local", "bin", "rmfeed")


def with_build_folder_hidden(command):
    """`command` in a mount namespace where the build folder is an empty folder."""
    return [UNSHARE, "--mount", "sh", "-ec", 'mount --bind "$1" "$2"; shift 2; exec "$@"', "sh",
            EMPTY.name, os.path.realpath(BIN), *command]


def spanish_terminal():
    environment = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES")}
    return {**environment, "LANG": "es_ES.UTF-8"}


def can_hide_build_folder():
    if not UNSHARE or os.geteuid() != 0:
        return False
    probe = subprocess.run(with_build_folder_hidden(["true"]), capture_output=True, timeout=60)
    return probe.returncode == 0


@unittest.skipUnless(can_hide_build_folder(), "needs root and unshare to hide the build folder")
class ReadmeInstallTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="rmfeed-install-")
        self.addCleanup(shutil.rmtree, self.folder, ignore_errors=True)
        self.lines = readme_install_lines()

    def test_readme_namesTheFolderTheBinaryItsBundlesAndTheLink(self):
        joined = "\n".join(self.lines)

        self.assertIn("install -d /usr/local/lib/rmfeed", joined)
        self.assertIn("/usr/local/lib/rmfeed/rmfeed", joined)
        self.assertRegex(joined, r"\*\.resources /usr/local/lib/rmfeed/")
        self.assertIn("ln -sf /usr/local/lib/rmfeed/rmfeed /usr/local/bin/rmfeed", joined)

    def test_installedCommand_speaksTheTerminalsLanguageWithoutTheBuildFolder(self):
        rmfeed = installed_under(self.folder, self.lines)
        cache = os.path.join(self.folder, "cache")

        result = subprocess.run(
            with_build_folder_hidden([rmfeed, "characters", "--api-url", OFFLINE_API, "--cache-dir", cache]),
            capture_output=True, text=True, timeout=120, env=spanish_terminal())

        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("No se pudo conectar con el servidor", result.stderr)

    def test_installedServer_rendersItsPagesWithoutTheBuildFolder(self):
        rmfeed = installed_under(self.folder, self.lines)
        port = free_port()
        log = open(os.path.join(self.folder, "serve.log"), "w+", encoding="utf-8")
        self.addCleanup(log.close)
        server = subprocess.Popen(
            with_build_folder_hidden([rmfeed, "serve", "--host", "127.0.0.1", "--port", str(port),
                                      "--api-url", OFFLINE_API, "--cache-dir", os.path.join(self.folder, "cache"),
                                      "--data-dir", os.path.join(self.folder, "data")]),
            stdout=subprocess.DEVNULL, stderr=log)
        self.addCleanup(server.wait, 30)
        self.addCleanup(server.terminate)

        try:
            wait_for_health(f"http://127.0.0.1:{port}/healthz", server)
        except RuntimeError as error:
            log.seek(0)
            self.fail(f"{error}: {log.read()}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as response:
                page = response.read().decode("utf-8")
        except urllib.error.HTTPError as error:   # the offline page may say so in its status
            page = error.read().decode("utf-8")

        self.assertIn('role="alert"', page, "the offline page, rendered from the installed templates")
        self.assertIn("Couldn't connect to server", html.unescape(page))

    def test_binaryInstalledWithoutItsBundles_stopsWithoutTheBuildFolder(self):
        # The check above can fail: without the README's bundle line, the hidden build folder shows.
        lines = [line for line in self.lines if ".resources" not in line]
        rmfeed = installed_under(self.folder, lines)

        result = subprocess.run(
            with_build_folder_hidden([rmfeed, "characters", "--api-url", OFFLINE_API,
                                      "--cache-dir", os.path.join(self.folder, "cache")]),
            capture_output=True, text=True, timeout=120)

        self.assertNotIn(result.returncode, (0, 1), result.stdout + result.stderr)
        self.assertIn("could not load resource bundle", result.stderr)


if __name__ == "__main__":
    unittest.main()
