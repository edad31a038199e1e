"""`/graphql` seen from outside: `rmfeed serve` and `rmfeed-stub-api` on loopback, a real GraphQL
client (gql), graphql-core's schema comparison, hostile requests over raw HTTP, and schemathesis
generating queries from the introspected schema."""

import json
import os
import subprocess
import sys
import tempfile
import unittest
import urllib.error
import urllib.parse
import urllib.request

from gql import Client, gql
from gql.transport.requests import RequestsHTTPTransport
from graphql import build_client_schema, build_schema, find_breaking_changes, find_dangerous_changes, get_introspection_query

from test_browser import ROOT, StubAPI, WebApp, free_port


SCHEMATHESIS = [sys.executable, "-c", "import sys; from schemathesis.cli import schemathesis; sys.exit(schemathesis())"]
SCHEMATHESIS_BUDGET_SECONDS = 40
# schemathesis takes every error coded INTERNAL_SERVER_ERROR for a server's fault. The API (Apollo
# Server 2) codes so its answer to an id that is no number (the field's "500: Internal Server
# Error", 200) and a request it cannot run (400): both are the API's own answers, kept. What
# this check refuses: a 5xx, and any other error so coded.
SCHEMATHESIS_CHECK = '''
import schemathesis

@schemathesis.check
def no_server_error_but_the_apis_own(ctx, response, case):
    assert response.status_code < 500, f"{response.status_code}: {response.text[:300]}"
    for error in response.json().get("errors") or []:
        if (error.get("extensions") or {}).get("code") != "INTERNAL_SERVER_ERROR":
            continue
        apis_own = response.status_code == 400 or error.get("message") == "500: Internal Server Error"
        assert apis_own, f"{response.status_code}: {error}"
'''


def post(url, body, content_type="application/json"):
    request = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


class GraphQLTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory(prefix="rmfeed-graphql-")
        cls.stub = StubAPI(free_port())
        cls.stub.start()
        cls.app = WebApp(cls.stub.port, os.path.join(cls.folder.name, "cache"))
        cls.url = cls.app.url("/graphql")

    @classmethod
    def tearDownClass(cls):
        cls.app.stop()
        cls.stub.stop()
        cls.folder.cleanup()

    def test_introspectedSchema_hasNoBreakingOrDangerousChange_fromTheKeptSDL(self):
        status, body = post(self.url, json.dumps({"query": get_introspection_query()}).encode())
        self.assertEqual(status, 200, body[:300])
        served = build_client_schema(json.loads(body)["data"])
        with open(os.path.join(ROOT, "docs", "schema.graphql"), encoding="utf-8") as sdl:
            kept = build_schema(sdl.read())
        # The API's own SDL (its graphql/typeDefs.js, the text between the backquotes), when given.
        upstream_path = os.environ.get("RMFEED_UPSTREAM_SDL")
        references = [kept]
        if upstream_path:
            with open(upstream_path, encoding="utf-8") as sdl:
                references.append(build_schema(sdl.read()))
        for reference in references:
            self.assertEqual(find_breaking_changes(reference, served), [])
            self.assertEqual(find_breaking_changes(served, reference), [])
            self.assertEqual(find_dangerous_changes(reference, served), [])

    def test_gqlClient_runsATypicalAppQuery(self):
        client = Client(transport=RequestsHTTPTransport(url=self.url, timeout=30), fetch_schema_from_transport=True)
        query = gql("""
            query Characters($page: Int) {
              characters(page: $page) {
                info { count pages next prev }
                results { id name image origin { name } episode { name episode } }
              }
            }
        """)
        result = client.execute(query, variable_values={"page": 1})
        characters = result["characters"]
        self.assertEqual(characters["info"]["next"], 2)
        self.assertIsNone(characters["info"]["prev"])
        self.assertEqual(len(characters["results"]), 20)
        self.assertEqual(characters["results"][0]["name"], "Rick Sanchez")
        self.assertTrue(all(episode["episode"].startswith("S") for episode in characters["results"][0]["episode"]))

    def test_schemathesis_findsNo5xxNoUnexpectedErrorAndNoAnswerBreakingTheSchema(self):
        with open(os.path.join(self.folder.name, "rmfeed_graphql_checks.py"), "w", encoding="utf-8") as file:
            file.write(SCHEMATHESIS_CHECK)
        result = subprocess.run(
            SCHEMATHESIS + [
                "--no-color", "run", self.url, "--max-examples", "25", "--max-time", str(SCHEMATHESIS_BUDGET_SECONDS), "--seed", "1",
                "--checks", "no_server_error_but_the_apis_own,response_schema_conformance", "--request-timeout", "10", "--workers", "2",
            ],
            cwd=self.folder.name, env={**os.environ, "SCHEMATHESIS_HOOKS": "rmfeed_graphql_checks"},
            capture_output=True, text=True, timeout=SCHEMATHESIS_BUDGET_SECONDS + 60)
        self.assertEqual(result.returncode, 0, result.stdout[-6000:] + result.stderr[-2000:])
        # Every root field of the schema was tried.
        self.assertRegex(result.stdout, r"Tested: 9\b")
        print("\n" + " ".join(line.strip() for line in result.stdout.splitlines() if "generated" in line or "s ===" in line))
        self.assertIsNone(self.app.process.poll(), "rmfeed serve exited")

    def test_hostileRequests_getAnErrorNeverACrash(self):
        cases = [
            ("deep", json.dumps({"query": "{ characters { results { " + "location { residents { " * 30 + "id" + " } }" * 30 + " } } }"}).encode(), 400),
            ("aliases", json.dumps({"query": "{ " + " ".join(f"a{i}: character(id: 1) {{ name }}" for i in range(1000)) + " }"}).encode(), 400),
            ("cycle", json.dumps({"query": "{ character(id: 1) { ...a } } fragment a on Character { ...b } fragment b on Character { ...a }"}).encode(), 400),
            ("1 MB", json.dumps({"query": "{ character(id: 1) { id } }" + " " * 1_000_000}).encode(), 413),
            ("wrong variable", json.dumps({"query": "query($id: ID!) { character(id: $id) { id } }", "variables": {"id": [1]}}).encode(), 400),
            ("not JSON", b"{", 400),
        ]
        for name, body, expected in cases:
            with self.subTest(name):
                status, answer = post(self.url, body)
                self.assertEqual(status, expected, answer[:300])
                self.assertTrue(json.loads(answer)["errors"])
        status, answer = post(self.url, json.dumps({"query": "{ charactersByIds(ids: [%s]) { id } }" % ",".join(map(str, range(1, 5001)))}).encode())
        self.assertEqual(status, 200)
        self.assertTrue(json.loads(answer)["errors"])
        query = urllib.parse.quote("mutation { character(id: 1) { id } }")
        try:
            urllib.request.urlopen(f"{self.url}?query={query}", timeout=30)
            self.fail("a mutation over GET was answered")
        except urllib.error.HTTPError as error:
            self.assertEqual(error.code, 405)
        self.assertEqual(post(self.url, json.dumps({"query": "{ character(id: 1) { name } }"}).encode())[0], 200)


if __name__ == "__main__":
    unittest.main()
