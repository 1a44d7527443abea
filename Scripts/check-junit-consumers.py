#!/usr/bin/env python3
"""Reads navrun's JUnit reports with junitparser (the parser behind many CI uploaders) and
checks the counts it finds against the run: every scenario of a passing run as a passing test
case, and in a failing run the mismatch as a failure and the file that does not decode as an
error."""

import os
import subprocess
import sys
import tempfile

from junitparser import Error, Failure, JUnitXml


def navrun(*arguments):
    return subprocess.run(["swift", "run", "--skip-build", "navrun", *arguments],
                          capture_output=True, text=True).returncode


def cases(path):
    xml = JUnitXml.fromfile(path)
    found = []
    for suite in xml:
        for case in suite:
            kinds = {type(result) for result in case.result}
            found.append((case.classname, Failure in kinds, Error in kinds))
    return found


def main():
    with tempfile.TemporaryDirectory() as work:
        passing = os.path.join(work, "pass.xml")
        if navrun("Scenarios", "--record", "never", "--junit", passing) != 0:
            sys.exit("the example scenarios did not pass")
        found = cases(passing)
        passed = len(found)
        if not found or any(failed or errored for _, failed, errored in found):
            sys.exit(f"junitparser read {len(found)} cases, not all passing")

        folder = os.path.join(work, "failing")
        os.makedirs(folder)
        push = '{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}\n'
        for name, text in [("a-pass.json", push), ("b-mismatch.json", push),
                           ("b-mismatch.golden", "window (regular)\n  nav\n    Feed  <- top\n"),
                           ("c-invalid.json", '{"start": {"nva": []}}\n')]:
            with open(os.path.join(folder, name), "w") as file:
                file.write(text)
        navrun(folder, "--record", "missing")
        failing = os.path.join(work, "fail.xml")
        navrun(folder, "--record", "never", "--junit", failing)
        found = {os.path.basename(name): (failed, errored) for name, failed, errored in cases(failing)}
        expected = {"a-pass.json": (False, False), "b-mismatch.json": (True, False),
                    "c-invalid.json": (False, True)}
        if found != expected:
            sys.exit(f"junitparser read {found}, expected {expected}")
    print(f"junitparser reads navrun's JUnit: {passed} passing cases, and a failure and "
          "an error where the run has them")


main()
