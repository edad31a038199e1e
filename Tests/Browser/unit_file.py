"""A systemd unit of deploy/, read the way systemd reads the parts the tests need: the [Service]
section's settings, its `Environment=` and `ExecStart=` with `%i` and `${VAR}` expanded."""

import os
import re
import shlex

from test_browser import ROOT

DEPLOY = os.path.join(ROOT, "deploy")


class ServiceUnit:
    def __init__(self, name):
        self.path = os.path.join(DEPLOY, name)
        self.settings = {}
        section = None
        with open(self.path, encoding="utf-8") as unit:
            for line in unit:
                line = line.strip()
                if not line or line.startswith(("#", ";")):
                    continue
                if line.startswith("["):
                    section = line.strip("[]")
                elif section == "Service":
                    key, _, value = line.partition("=")
                    self.settings.setdefault(key.strip(), []).append(value.strip())

    def values(self, key):
        return self.settings.get(key, [])

    def value(self, key):
        """The last setting of `key` (systemd's rule for single-valued settings), or None."""
        values = self.values(key)
        return values[-1] if values else None

    def environment(self, instance):
        """`Environment=` as a dict, `%i` replaced by the instance."""
        variables = {}
        for line in self.values("Environment"):
            for assignment in shlex.split(line):
                name, _, value = assignment.partition("=")
                variables[name] = value.replace("%i", str(instance))
        return variables

    def command(self, instance, environment):
        """`ExecStart=` as argv: `%i` is the instance, `${VAR}` one argument from `environment`
        (empty when unset, as systemd does)."""
        line = self.value("ExecStart").replace("%i", str(instance))
        return [re.sub(r"\$\{(\w+)\}", lambda match: environment.get(match.group(1), ""), word)
                for word in shlex.split(line)]
