"""schemathesis runs the mirror's `/api` through its own OpenAPI document (`/api/openapi.json`).

A real `rmfeed serve` answers from a cache filled by `rmfeed sync` from `rmfeed-stub-api`, first
online, then with the stand-in stopped. schemathesis generates requests from the document and
checks each answer: no 5xx (offline, the documented 503 of an answer the cache does not hold
is expected), a status, content type and body the document allows. Bounded (a few examples per
operation, a time budget) so that it fits a CI run. Run by scripts/browser-tests, which installs
schemathesis from PyPI when it is missing.
"""

import os
import subprocess
import sys
import tempfile
import unittest

from test_browser import BIN, StubAPI, free_port, wait_for_health

SCHEMATHESIS = [sys.executable, "-c", "import sys; from schemathesis.cli import schemathesis; sys.exit(schemathesis())"]
# What each run may take at most, for each of the two.
BUDGET_SECONDS = 40


class OpenAPISchemaTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.api = StubAPI(free_port())
        cls.api.start()
        cls.cache_dir = os.path.join(cls.folder.name, "cache")
        api_url = f"{cls.api.base}/api"
        subprocess.run([os.path.join(BIN, "rmfeed"), "sync", "--api-url", api_url, "--cache-dir", cls.cache_dir],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
        cls.port = free_port()
        cls.base = f"http://127.0.0.1:{cls.port}"
        cls.server = subprocess.Popen(
            [os.path.join(BIN, "rmfeed"), "serve", "--port", str(cls.port), "--public-url", cls.base,
             "--api-url", api_url, "--cache-dir", cls.cache_dir, "--data-dir", os.path.join(cls.folder.name, "data")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_health(cls.base + "/healthz", cls.server)

    @classmethod
    def tearDownClass(cls):
        if cls.server.poll() is None:
            cls.server.terminate()
            cls.server.wait(timeout=30)
        cls.api.stop()
        cls.folder.cleanup()

    def run_schemathesis(self, expected_server_errors=()):
        config = os.path.join(self.folder.name, "schemathesis.toml")
        with open(config, "w", encoding="utf-8") as file:
            statuses = ", ".join(f'"{status}"' for status in ["2xx", "3xx", "4xx", *expected_server_errors])
            file.write(f"[checks.not_a_server_error]\nexpected-statuses = [{statuses}]\n")
        result = subprocess.run(
            SCHEMATHESIS + [
                "--config-file", config, "--no-color", "run", f"{self.base}/api/openapi.json", "--url", f"{self.base}/api",
                "--mode", "positive", "--phases", "examples,coverage,fuzzing", "--max-examples", "25",
                "--max-time", str(BUDGET_SECONDS), "--seed", "1", "--generation-allow-x00", "false",
                "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance",
                "--request-timeout", "10", "--workers", "2",
            ],
            cwd=self.folder.name, capture_output=True, text=True, timeout=BUDGET_SECONDS + 60)
        self.assertEqual(result.returncode, 0, result.stdout[-6000:] + result.stderr[-2000:])
        # Every route of the document was tried but the document's own, which schemathesis leaves
        # out when it reads the document from it (the Swift tests check that route).
        self.assertRegex(result.stdout, r"Tested: 8\b")
        print("\n" + " ".join(line.strip() for line in result.stdout.splitlines() if "generated" in line or "s ===" in line))
        self.assertIsNone(self.server.poll(), "rmfeed serve exited")

    def test_1_online_everyAnswerFitsTheDocument(self):
        self.run_schemathesis()

    def test_2_offline_everyAnswerFitsTheDocumentAndOnlyUncachedOnesAre503(self):
        self.api.stop()
        self.run_schemathesis(expected_server_errors=["503"])


if __name__ == "__main__":
    unittest.main()
