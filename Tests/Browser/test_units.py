"""The systemd units of deploy/: systemd accepts them, and under their hardening every folder the
app writes is one systemd makes writable. How the serve unit's command line behaves behind nginx
is test_proxy.py's business (it starts the replicas with that command line)."""

import os
import re
import shutil
import subprocess
import tempfile
import unittest

from test_browser import BIN
from unit_file import DEPLOY, ServiceUnit

UNITS = ("rmfeed@.service", "rmfeed-sync@.service", "rmfeed-health@.service", "rmfeed-sync@.timer", "rmfeed-health@.timer")
SYSTEMD_ANALYZE = shutil.which("systemd-analyze")


class SystemdUnitTests(unittest.TestCase):
    @unittest.skipUnless(SYSTEMD_ANALYZE, "systemd-analyze is not installed")
    def test_units_passSystemdAnalyzeVerifyWithoutAWord(self):
        with tempfile.TemporaryDirectory(prefix="rmfeed-units-") as folder:
            for name in UNITS:
                with open(os.path.join(DEPLOY, name), encoding="utf-8") as unit:
                    # The binary is not installed here: an executable that is stands in for it.
                    text = unit.read().replace("/usr/local/bin/rmfeed", "/bin/true")
                with open(os.path.join(folder, name), "w", encoding="utf-8") as copy:
                    copy.write(text)
            instances = [os.path.join(folder, name.replace("@.", "@8081.")) for name in UNITS]

            result = subprocess.run([SYSTEMD_ANALYZE, "verify", "--man=no", *instances],
                                    capture_output=True, text=True, timeout=120)

        self.assertEqual((result.returncode, result.stdout + result.stderr), (0, ""))

    @unittest.skipUnless(SYSTEMD_ANALYZE, "systemd-analyze is not installed")
    def test_serveUnit_staysRatedOKBySystemdAnalyzeSecurity(self):
        result = subprocess.run([SYSTEMD_ANALYZE, "security", "--offline=yes", "--no-pager",
                                 os.path.join(DEPLOY, "rmfeed@.service")],
                                capture_output=True, text=True, timeout=120)

        exposure = re.search(r"Overall exposure level for \S+: ([0-9.]+) (\w+)", result.stdout)
        self.assertIsNotNone(exposure, result.stdout + result.stderr)
        self.assertLessEqual(float(exposure.group(1)), 2.0, exposure.group(0))

    def test_serveUnit_writesItsCacheAndLibraryOnlyInFoldersSystemdMakesForIt(self):
        unit = ServiceUnit("rmfeed@.service")
        environment = unit.environment(instance=8081)

        self.assertEqual((unit.value("ProtectSystem"), unit.value("DynamicUser")), ("strict", "yes"))
        self.assertEqual(environment["RMFEED_CACHE_DIR"], "/var/cache/" + unit.value("CacheDirectory").replace("%i", "8081"))
        self.assertEqual(environment["RMFEED_DATA_DIR"], "/var/lib/" + unit.value("StateDirectory"))
        self.assertEqual(unit.values("ReadWritePaths"), [], "nothing else is writable")

    def test_serveUnit_namesThePublicURLTheOperatorSetsOnceForEveryReplica(self):
        unit = ServiceUnit("rmfeed@.service")
        public = "https://rmfeed.example.org"

        command = unit.command(instance=8081, environment={"RMFEED_PUBLIC_URL": public})
        unset = unit.command(instance=8081, environment={})

        self.assertEqual(unit.value("EnvironmentFile"), "/etc/rmfeed/rmfeed.env", "one file for every instance, required")
        self.assertEqual(command[1:], ["serve", "--host", "127.0.0.1", "--port", "8081", "--public-url", public])
        self.assertEqual(unset[-2:], ["--public-url", ""], "refused by serve: the unit never runs without it")
        # The command line without the setting, run: a usage error, before anything listens.
        refused = subprocess.run([os.path.join(BIN, "rmfeed"), *unset[1:]], capture_output=True, text=True, timeout=120)
        self.assertEqual(refused.returncode, 64, refused.stdout + refused.stderr)
        self.assertIn("--public-url", refused.stderr)
        self.assertIn("64", unit.value("RestartPreventExitStatus").split(), "a usage error is not restarted in a loop")

    def test_syncUnit_fillsTheServeUnitsCacheWithItsSettings(self):
        serve, sync = ServiceUnit("rmfeed@.service"), ServiceUnit("rmfeed-sync@.service")

        self.assertEqual(sync.environment(8081)["RMFEED_CACHE_DIR"], serve.environment(8081)["RMFEED_CACHE_DIR"])
        self.assertEqual((sync.value("User"), sync.value("DynamicUser")), (serve.value("User"), "yes"))
        self.assertEqual(sync.value("EnvironmentFile"), "-" + serve.value("EnvironmentFile"))


if __name__ == "__main__":
    unittest.main()
