"""deploy/nginx/rmfeed.conf in real nginx, in front of two `rmfeed serve` replicas.

Each replica has its own cache folder and syncs it itself (they share nothing). nginx runs the
deployed file as written, with only its ports and cache folder moved for the test. Run by
scripts/browser-tests, which installs nginx from Debian's packages when it is missing.
"""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import unittest
import urllib.error
import urllib.request

from test_browser import BIN, ROOT, StubAPI, free_port, wait_for_health

DEPLOYED = os.path.join(ROOT, "deploy", "nginx", "rmfeed.conf")


class Replica:
    """`rmfeed serve` on a fixed port, so that it can be stopped and started again there; its
    library in a `data` folder beside its cache, never the user's own."""

    def __init__(self, api_port, cache_dir):
        self.port = free_port()
        self.api_url = f"http://127.0.0.1:{api_port}/api"
        self.cache_dir = cache_dir
        self.process = None

    def sync(self):
        subprocess.run([os.path.join(BIN, "rmfeed"), "sync", "--api-url", self.api_url, "--cache-dir", self.cache_dir],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)

    def start(self):
        self.process = subprocess.Popen(
            [os.path.join(BIN, "rmfeed"), "serve", "--port", str(self.port), "--api-url", self.api_url,
             "--cache-dir", self.cache_dir, "--data-dir", self.cache_dir + "-data"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_health(f"http://127.0.0.1:{self.port}/healthz", self.process)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=30)
        self.process = None


class Nginx:
    """nginx running the deployed configuration; only the addresses and the cache folder differ."""

    def __init__(self, folder, replicas):
        self.port = free_port()
        self.folder = folder
        with open(DEPLOYED, encoding="utf-8") as deployed:
            text = deployed.read()
        for old, new in (("127.0.0.1:8081", f"127.0.0.1:{replicas[0].port}"),
                         ("127.0.0.1:8082", f"127.0.0.1:{replicas[1].port}"),
                         ("listen 80;", f"listen 127.0.0.1:{self.port};"),
                         ("listen [::]:80;", ""),
                         ("/var/cache/nginx/rmfeed", os.path.join(folder, "cache"))):
            assert old in text, f"{old} is no longer in {DEPLOYED}"
            text = text.replace(old, new)
        with open(os.path.join(folder, "rmfeed.conf"), "w", encoding="utf-8") as site:
            site.write(text)
        with open(os.path.join(folder, "nginx.conf"), "w", encoding="utf-8") as main:
            # Run as root (a container), nginx's workers would become `nobody` and could not
            # write into this private folder: they stay root there.
            user = "user root;\n" if os.geteuid() == 0 else ""
            main.write(f"""{user}daemon off;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    include {folder}/rmfeed.conf;
}}
""")
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        self.process = subprocess.Popen([nginx, "-e", f"{folder}/error.log", "-p", folder, "-c", f"{folder}/nginx.conf"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_health(self.url("/healthz"), self.process)

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)


def get(url, language="en-US,en;q=0.9"):
    """(status, headers, body) of a GET; an HTTP error status is an answer, not an exception."""
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def html_language(body):
    match = re.search(rb'<html[^>]*\blang="([^"]+)"', body)
    return match.group(1).decode() if match else None


class NginxInFrontOfTwoReplicasTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="rmfeed-proxy-")
        cls.stub = StubAPI(free_port())
        cls.stub.start()
        cls.replicas = [Replica(cls.stub.port, os.path.join(cls.folder, name)) for name in ("a", "b")]
        for replica in cls.replicas:
            replica.sync()
            replica.start()
        cls.nginx = Nginx(cls.folder, cls.replicas)

    @classmethod
    def tearDownClass(cls):
        cls.nginx.stop()
        for replica in cls.replicas:
            replica.stop()
        cls.stub.stop()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def setUp(self):
        for replica in self.replicas:
            if replica.process is None:
                replica.start()
        if self.stub.process is None:
            self.stub.start()

    def test_feedPage_isAnsweredThroughNginx(self):
        status, _, body = get(self.nginx.url("/"))

        self.assertEqual(status, 200)
        self.assertIn(b'data-character-id="1"', body)

    def test_oneReplicaStopped_everyRequestIsStillAnswered(self):
        self.replicas[0].stop()

        statuses = [get(self.nginx.url(f"/?page={page}"))[0] for page in range(1, 21)]
        statuses += [get(self.nginx.url(f"/characters/{id}"))[0] for id in range(1, 21)]

        self.assertEqual(statuses, [200] * 40)

    def test_bothReplicasStoppedAndTheAPIDown_whatNginxKeptIsStillServed(self):
        self.assertEqual(get(self.nginx.url("/characters/7/image"))[0], 200)
        self.stub.stop()
        for replica in self.replicas:
            replica.stop()

        status, headers, body = get(self.nginx.url("/characters/7/image"))

        self.assertEqual(status, 200)
        self.assertIn(headers.get("X-Cache-Status"), ("HIT", "STALE"))
        self.assertEqual(headers.get("X-Image-Source"), "remote", "the image the replica got from the API, kept")
        self.assertGreater(len(body), 0)

    def test_anImage_isServedFromNginxCacheTheSecondTime(self):
        first = get(self.nginx.url("/characters/3/image"))
        second = get(self.nginx.url("/characters/3/image"))

        self.assertEqual((first[0], second[0]), (200, 200))
        self.assertEqual(first[1].get("X-Cache-Status"), "MISS")
        self.assertEqual(second[1].get("X-Cache-Status"), "HIT")
        self.assertEqual(first[2], second[2])

    def test_pagesThatChangeWithEveryView_areNeverServedFromNginxCache(self):
        statuses = [get(self.nginx.url("/?page=2"))[1].get("X-Cache-Status") for _ in range(3)]

        self.assertNotIn("HIT", statuses)

    def test_aSpanishPage_isNeverServedToAnEnglishBrowser(self):
        for path in ("/", "/characters/1", "/?page=3"):
            spanish = get(self.nginx.url(path), language="es-ES,es;q=0.9")
            english = get(self.nginx.url(path), language="en-US,en;q=0.9")
            spanish_again = get(self.nginx.url(path), language="es")

            self.assertEqual((spanish[0], english[0], spanish_again[0]), (200, 200, 200), path)
            self.assertEqual(html_language(spanish[2]), "es", path)
            self.assertEqual(html_language(english[2]), "en", path)
            self.assertEqual(html_language(spanish_again[2]), "es", path)

    def test_metrics_areNotPublishedThroughNginx(self):
        status, _, body = get(self.nginx.url("/metrics"))

        self.assertEqual(status, 404)
        self.assertNotIn(b"rmfeed_", body)


if __name__ == "__main__":
    unittest.main()
