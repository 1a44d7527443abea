#!/usr/bin/env python3
"""Check that navrun and its JSON Schemas accept the same files.

    Scripts/check-schema-agreement.py [--navrun PATH]

Every example (Scenarios/**, docs/examples/*.json) and every snippet under
Tests/SchemaAgreement/ goes through navrun (`navrun validate`) and through the schema of its
kind of file (schemas/scenario.schema.json, definitions.schema.json or
configuration.schema.json, by `jsonschema`'s Draft202012Validator); the two must agree. The
bundle, schema.json, must accept every file navrun accepts.

A snippet's folder says what it is:
  valid/        both accept it;
  invalid/      both refuse it;
  navrun-only/  navrun refuses it for a reason no schema can state (a name defined nowhere, a
                selector naming no node, a template's attributes checked against the kind it
                expands to), and the schema accepts it.
A file is a configuration file when it is named navrun.json or ends in .navrun.json (it is run
as the navrun.json of an empty package), a definitions file when it ends in .defs.json, and a
scenario otherwise.

Prints each disagreement and a summary line; exit status 0 when all agree, 1 otherwise.
Needs `pip install jsonschema` and a built navrun (default: `swift build --show-bin-path`).
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.exit("check-schema-agreement: the jsonschema package is missing; run `pip install jsonschema`")

ROOT = Path(__file__).resolve().parent.parent
SNIPPETS = ROOT / "Tests" / "SchemaAgreement"
# What each snippet folder says navrun and the schema answer: (navrun accepts, schema accepts).
EXPECTED = {"valid": (True, True), "invalid": (False, False), "navrun-only": (False, True)}


def kind(path):
    if path.name == "navrun.json" or path.name.endswith(".navrun.json"):
        return "configuration"
    return "definitions" if path.name.endswith(".defs.json") else "scenario"


def corpus():
    files = sorted((ROOT / "Scenarios").rglob("*.json")) + sorted((ROOT / "docs" / "examples").glob("*.json"))
    files += sorted(SNIPPETS.rglob("*.json"))
    return [path for path in files if not path.name.endswith(".schema.json")]


def navrun_binary(arguments):
    if "--navrun" in arguments:
        return str(Path(arguments[arguments.index("--navrun") + 1]).resolve())
    folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return str(Path(folder) / "navrun")


def navrun_verdicts(navrun, files):
    """Whether navrun accepts each file."""
    verdicts = {}
    documents = [path for path in files if kind(path) != "configuration"]
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        subprocess.run([navrun, "validate", "--color", "never", "--json", str(report)]
                       + [str(path) for path in documents], cwd=ROOT, capture_output=True)
        statuses = {ROOT / item["file"] if not Path(item["file"]).is_absolute() else Path(item["file"]):
                    item["status"] for item in json.loads(report.read_text())["scenarios"]}
    for path in documents:
        verdicts[path] = statuses.get(path) != "invalid"
    for path in files:
        if kind(path) != "configuration":
            continue
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "navrun.json").write_bytes(path.read_bytes())
            (Path(folder) / "a.json").write_text('{"start": "A", "golden": false, "steps": [{"expectTop": "A"}]}')
            outcome = subprocess.run([navrun, "validate", "a.json", "--color", "never"], cwd=folder,
                                     capture_output=True)
            verdicts[path] = outcome.returncode != 2
    return verdicts


def schema_verdicts(files):
    """Whether the schema of each file's kind accepts it, and whether the bundle does."""
    validators = {name: Draft202012Validator(json.loads((ROOT / "schemas" / f"{name}.schema.json").read_text()))
                  for name in ("scenario", "definitions", "configuration")}
    bundle = Draft202012Validator(json.loads((ROOT / "schema.json").read_text()))
    verdicts = {}
    for path in files:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            verdicts[path] = (False, False)
            continue
        verdicts[path] = (validators[kind(path)].is_valid(document), bundle.is_valid(document))
    return verdicts


def main(arguments):
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    files = corpus()
    by_navrun = navrun_verdicts(navrun_binary(arguments), files)
    by_schema = schema_verdicts(files)
    problems = []
    for path in files:
        shown = path.relative_to(ROOT)
        navrun_accepts = by_navrun[path]
        schema_accepts, bundle_accepts = by_schema[path]
        folder = path.relative_to(SNIPPETS).parts[0] if SNIPPETS in path.parents else "valid"
        expected_navrun, expected_schema = EXPECTED.get(folder, (True, True))
        if navrun_accepts != expected_navrun:
            problems.append(f"{shown}: navrun {'accepts' if navrun_accepts else 'refuses'} it, "
                            f"but it is under {folder}/")
        if schema_accepts != expected_schema:
            problems.append(f"{shown}: the {kind(path)} schema "
                            f"{'accepts' if schema_accepts else 'refuses'} it "
                            f"and navrun {'accepts' if navrun_accepts else 'refuses'} it")
        if navrun_accepts and not bundle_accepts:
            problems.append(f"{shown}: navrun accepts it, schema.json refuses it")
    for problem in problems:
        print(problem)
    print(f"checked {len(files)} files with navrun and the schemas, {len(problems)} disagreements")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
