"""deploy/nginx/rmfeed.conf in real nginx, in front of two `rmfeed serve` replicas.

Each replica has its own cache folder and syncs it itself; the library is the machine's, one
for both. nginx runs the deployed file as written, with only its ports and cache folder moved for
the test; the replicas run deploy/rmfeed@.service's command line and environment as systemd
would, with only their folders moved and /etc/rmfeed/rmfeed.env's settings given (the public URL
is nginx's). Run by scripts/browser-tests, which installs nginx from Debian's packages when it is
missing.
"""

import http.client
import http.server
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.request

from test_browser import BIN, ROOT, StubAPI, free_port, wait_for_health
from unit_file import ServiceUnit

DEPLOYED = os.path.join(ROOT, "deploy", "nginx", "rmfeed.conf")


class Replica:
    """`rmfeed@PORT.service` on a fixed port, so that it can be stopped and started again there:
    the unit's command line and environment, its cache and library folders (systemd's
    CacheDirectory and StateDirectory) moved into `folder`, never the user's own."""

    def __init__(self, api_port, folder, public_url):
        self.port = free_port()
        unit = ServiceUnit("rmfeed@.service")
        # Whatever the unit says, never the user's own folders.
        self.environment = dict(os.environ, XDG_CACHE_HOME=os.path.join(folder, "xdg-cache"), XDG_DATA_HOME=os.path.join(folder, "xdg-data"))
        for name, value in unit.environment(instance=self.port).items():
            for system_folder in ("/var/cache/rmfeed", "/var/lib/rmfeed"):
                value = value.replace(system_folder, folder + system_folder)
            self.environment[name] = value
        # What the operator writes into /etc/rmfeed/rmfeed.env.
        self.environment.update(RMFEED_PUBLIC_URL=public_url, RMFEED_API_URL=f"http://127.0.0.1:{api_port}/api")
        self.command = unit.command(instance=self.port, environment=self.environment)
        assert self.command[0] == "/usr/local/bin/rmfeed", f"{unit.path} no longer runs /usr/local/bin/rmfeed"
        self.command[0] = os.path.join(BIN, "rmfeed")
        self.process = None

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def sync(self):
        subprocess.run([self.command[0], "sync"], env=self.environment, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)

    def start(self):
        self.process = subprocess.Popen(self.command, env=self.environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_health(self.url("/healthz"), self.process)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=30)
        self.process = None


class Unavailable:
    """An HTTP/1.1 server on a stopped replica's port that answers every request 503, as a replica
    over its connection cap does; it counts what it was asked."""

    def __init__(self, port):
        answers = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self):
                answers.requests += 1
                body = b"Service Unavailable\n"
                self.send_response(503)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.requests = 0
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class Nginx:
    """nginx running the deployed configuration; only the addresses and the cache folder differ."""

    def __init__(self, port, folder, replicas):
        self.port = port
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


def get(url, language="en-US,en;q=0.9", headers=None):
    """(status, headers, body) of a GET; an HTTP error status is an answer, not an exception."""
    request = urllib.request.Request(url, headers={"Accept-Language": language, **(headers or {})})
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
        nginx_port = free_port()
        cls.public_url = f"http://127.0.0.1:{nginx_port}"
        cls.replicas = [Replica(cls.stub.port, cls.folder, cls.public_url) for _ in range(2)]
        for replica in cls.replicas:
            replica.sync()
            replica.start()
        cls.nginx = Nginx(nginx_port, cls.folder, cls.replicas)

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

    def test_oneReplicaAnswering503_everyRequestIsAnsweredByTheOther(self):
        self.replicas[0].stop()
        unavailable = Unavailable(self.replicas[0].port)
        try:
            # Pages that change with every view: nginx keeps none of them, so each asks a replica.
            # Twenty at least, and on until the 503 replica was asked: nginx may still leave it
            # out for a few seconds after an earlier test's failure (fail_timeout).
            statuses, deadline = [], time.monotonic() + 15
            while len(statuses) < 20 or (unavailable.requests == 0 and time.monotonic() < deadline):
                statuses.append(get(self.nginx.url(f"/?page={21 + len(statuses) % 20}"))[0])
                if len(statuses) >= 20 and unavailable.requests == 0:
                    time.sleep(0.5)
        finally:
            unavailable.stop()

        self.assertGreater(unavailable.requests, 0, "nginx never asked the replica answering 503")
        self.assertEqual(statuses, [200] * len(statuses))

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

    def test_mirrorAPI_answersThroughNginxWithEveryLinkAtThePublicURL(self):
        status, headers, body = get(self.nginx.url("/api/character?page=1"))

        self.assertEqual(status, 200)
        self.assertEqual(headers.get("Content-Type", "").split(";")[0], "application/json")
        page = json.loads(body)
        self.assertEqual(page["info"]["next"], f"{self.public_url}/api/character?page=2")
        self.assertEqual([character["url"] for character in page["results"][:2]],
                         [f"{self.public_url}/api/character/1", f"{self.public_url}/api/character/2"])

    def test_mirrorAPI_bothReplicasAnswerTheSameBytesAndETag(self):
        answers = [get(replica.url("/api/character?page=1&name=smith")) for replica in self.replicas]

        self.assertEqual([status for status, _, _ in answers], [200, 200])
        self.assertIsNotNone(answers[0][1].get("ETag"))
        self.assertEqual(answers[0][1].get("ETag"), answers[1][1].get("ETag"))
        self.assertEqual(answers[0][2], answers[1][2])

    def test_mirrorAPI_isServedFromNginxCacheTheSecondTime(self):
        first = get(self.nginx.url("/api/episode?page=2"))
        second = get(self.nginx.url("/api/episode?page=2"))

        self.assertEqual((first[0], second[0]), (200, 200))
        self.assertIn("public", first[1].get("Cache-Control", ""), "the replica lets shared caches keep it")
        self.assertEqual((first[1].get("X-Cache-Status"), second[1].get("X-Cache-Status")), ("MISS", "HIT"))
        self.assertEqual(first[2], second[2])

    def test_mirrorAPI_ifNoneMatchThroughNginx_is304KeptOrNot(self):
        path = "/api/location?page=3"
        status, headers, _ = get(self.nginx.url(path))
        self.assertEqual(status, 200)
        etag = headers.get("ETag")

        kept = get(self.nginx.url(path), headers={"If-None-Match": etag})
        # Not kept yet under this URL: nginx asks a replica, which answers the same page.
        new = get(self.nginx.url(path + "&unknown=1"), headers={"If-None-Match": etag})

        self.assertEqual((kept[0], kept[1].get("X-Cache-Status"), kept[2]), (304, "HIT", b""))
        self.assertEqual(kept[1].get("ETag"), etag)
        self.assertEqual((new[0], new[1].get("X-Cache-Status"), new[2]), (304, "MISS", b""))

    def test_aFavoriteToggledThroughNginx_showsOnBothReplicas(self):
        status, _, page = get(self.nginx.url("/characters/5"))
        self.assertEqual(status, 200)
        token = re.search(rb'name="csrf" value="([0-9a-f]{64})"', page).group(1).decode()
        connection = http.client.HTTPConnection("127.0.0.1", self.nginx.port, timeout=30)
        try:
            connection.request("POST", "/characters/5/favorite", body=f"value=true&csrf={token}",
                               headers={"Origin": self.public_url, "Content-Type": "application/x-www-form-urlencoded"})
            response = connection.getresponse()
            response.read()
        finally:
            connection.close()

        self.assertEqual(response.status, 303)
        for replica in self.replicas:
            _, _, page = get(replica.url("/characters/5"))
            self.assertRegex(page, rb'data-character-id="5"[^>]*data-favorite="true"', replica.url("/characters/5"))

    def test_aHostNameTheReplicasDoNotServe_isRefusedThroughNginx(self):
        for path in ("/healthz", "/favorites"):
            with self.subTest(path=path):
                status, _, _ = get(self.nginx.url(path), headers={"Host": "evil.example"})

                self.assertEqual(status, 421)

    def test_metrics_areNotPublishedThroughNginx(self):
        for path in ("/metrics", "/metrics/", "//metrics", "/metrics//", "/./metrics", "/x/../metrics",
                     "/%6Detrics", "/metrics?x=1", "/METRICS/"):
            with self.subTest(path=path):
                status, _, body = get(self.nginx.url(path))

                self.assertEqual(status, 404)
                self.assertNotIn(b"rmfeed_", body)


if __name__ == "__main__":
    unittest.main()
