#!/usr/bin/env python3
"""Validate navrun scenario and definitions files against schema.json.

    Scripts/validate-scenarios.py [PATH ...]      (default: Scenarios)

Every `*.json` file under the given folders (and every file given by name) is checked with
`jsonschema`'s Draft202012Validator. A file is a scenario file when it has a key only scenario
files have (`scenario`, `start`, `steps`, `use`, ...); files named `*.defs.json` and all other files
are definitions files, and files named `navrun.json` configuration files. The schema's top-level `anyOf` accepts both; validating against the chosen
branch gives one precise message per mistake instead of "not valid under any of the schemas".

Prints `FILE: error at JSONPATH: MESSAGE` for each failure and a summary line
`validated N files, N invalid`. Exit status: 0 all valid, 1 some file invalid, 2 usage error.
Needs `pip install jsonschema`.
"""

import difflib
import json
import re
import sys
from pathlib import Path

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.exit("validate-scenarios: the jsonschema package is missing; run `pip install jsonschema`")

SCHEMA_PATH = Path(__file__).resolve().parent.parent / "schema.json"
# jsonschema's time grows with the square of the nesting; real scenarios nest a dozen levels.
MAX_DEPTH = 200
JSON_TYPES = {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}


def json_type(value):
    if isinstance(value, bool) or value is None or isinstance(value, (dict, list, str)):
        return JSON_TYPES[type(value)]
    return "integer" if isinstance(value, int) or float(value).is_integer() else "number"


def shown(value, limit=60):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def did_you_mean(word, candidates):
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return f" (did you mean {shown(close[0])}?)" if close else ""


class Explainer:
    """Turns jsonschema errors into short located messages.

    For a failing `oneOf` / `anyOf`, it picks the alternative the author evidently meant (the one
    whose type, constant and discriminating key fit the value) and reports that alternative's own
    errors, so `{"push": 5}` says what a node is rather than listing every step form.
    """

    def __init__(self, schema):
        self.defs = schema["$defs"]
        self.names = {id(sub): name for name, sub in self.defs.items()}

    def resolve(self, sub):
        while isinstance(sub, dict) and "$ref" in sub:
            sub = self.defs[sub["$ref"].rsplit("/", 1)[-1]]
        return sub

    def fits(self, sub, value, strict=True):
        """Whether `value` has the shape of `sub`: type, constants and discriminating keys.

        Strict also compares constant-valued keys (`"kind": "split"`).
        """
        sub = self.resolve(sub)
        if not isinstance(sub, dict):
            return True
        for key in ("anyOf", "oneOf"):
            if key in sub and not any(self.fits(alt, value, strict) for alt in sub[key]):
                return False
        if "const" in sub and not same(sub["const"], value):
            return False
        if "enum" in sub and not any(same(option, value) for option in sub["enum"]):
            return False
        if "type" in sub:
            types = sub["type"] if isinstance(sub["type"], list) else [sub["type"]]
            actual = json_type(value)
            if actual not in types and not (actual == "integer" and "number" in types):
                return False
        if isinstance(value, dict):
            required = sub.get("required", [])
            if required and not any(key in value for key in required):
                return False
            for key, prop in sub.get("properties", {}).items():
                prop = self.resolve(prop)
                if (strict and key in value and "const" in prop
                        and not same(prop["const"], value[key])):
                    return False
        return True

    def explain(self, error):
        """Yields (json path, message) pairs for one error."""
        if error.validator in ("oneOf", "anyOf"):
            yield from self.explain_alternatives(error)
            return
        yield error.json_path, self.message(error)

    def explain_alternatives(self, error):
        value = error.instance
        alternatives = error.validator_value
        keys = self.discriminators(alternatives)
        if keys and isinstance(value, dict):
            found = [key for key in keys if key in value]
            if len(found) > 1 and all(len(self.resolve(a).get("required", [])) <= 1
                                      for a in alternatives):
                yield error.json_path, (f"found {', '.join(found)}: only one of these keys "
                                        "may be used here")
                return
        fitting = ([i for i, alt in enumerate(alternatives) if self.fits(alt, value)]
                   or [i for i, alt in enumerate(alternatives) if self.fits(alt, value, False)])
        if not fitting:
            yield error.json_path, self.no_alternative_fits(error, keys)
            return
        by_branch = {i: [e for e in error.context if e.relative_schema_path[0] == i]
                     for i in fitting}
        best = min(fitting, key=lambda i: len(by_branch[i]))
        if not by_branch[best]:
            yield error.json_path, error.message
            return
        for sub_error in by_branch[best]:
            yield from self.explain(sub_error)

    def leaves(self, alternatives):
        """The alternatives, with nested `anyOf` / `oneOf` definitions flattened."""
        for alt in alternatives:
            alt = self.resolve(alt)
            nested = alt.get("anyOf", alt.get("oneOf"))
            if nested is not None and "type" not in alt:
                yield from self.leaves(nested)
            else:
                yield alt

    def discriminators(self, alternatives):
        """Keys that select an alternative (`required` keys), in schema order."""
        keys = []
        for alt in self.leaves(alternatives):
            required = list(alt.get("required", []))
            for choice in alt.get("oneOf", []):  # an object with "exactly one of these keys"
                required += choice.get("required", [])
            for key in required:
                if key not in keys:
                    keys.append(key)
        return keys

    def no_alternative_fits(self, error, keys):
        value = error.instance
        name = self.names.get(id(error.schema))
        what = re.sub("([A-Z])", r" \1", name).lower() if name else None
        if keys and isinstance(value, dict):
            known = set(keys) | set(error.schema.get("properties", {}))
            for alt in self.leaves(error.validator_value):
                known.update(alt.get("properties", {}))
            hints = "".join(f"unknown key {shown(key)}{did_you_mean(key, keys)}; "
                            for key in value if key not in known)
            needs = f"the key {keys[0]}" if len(keys) == 1 else f"one of the keys {', '.join(keys)}"
            return f"{hints}{article(what or 'object')} needs {needs}"
        forms = []
        for alt in self.leaves(error.validator_value):
            for form in describe(alt):
                if form not in forms:
                    forms.append(form)
        hint = ""
        if isinstance(value, str):
            options = [o for alt in self.leaves(error.validator_value)
                       for o in alt.get("enum", []) if isinstance(o, str)]
            hint = did_you_mean(value, options)
        expected = f"{article(what)} ({' or '.join(forms)})" if what else " or ".join(forms)
        return f"expected {expected}, got {shown(value)}{hint}"

    def message(self, error):
        value, expected = error.instance, error.validator_value
        if error.validator == "additionalProperties" and isinstance(value, dict):
            allowed = error.schema.get("properties", {})
            unknown = [key for key in value if key not in allowed]
            return "; ".join(f"unknown key {shown(key)}{did_you_mean(key, allowed)}"
                             for key in unknown)
        if error.validator == "required":
            missing = [key for key in expected if key not in value]
            return f"missing key {', '.join(shown(key) for key in missing)}"
        if error.validator == "type":
            wanted = expected if isinstance(expected, list) else [expected]
            return f"expected {' or '.join(wanted)}, got {json_type(value)} {shown(value)}"
        if error.validator == "enum":
            return (f"expected one of {', '.join(str(o) for o in expected)}; got {shown(value)}"
                    + (did_you_mean(value, expected) if isinstance(value, str) else ""))
        if error.validator == "const":
            return f"expected {shown(expected)}, got {shown(value)}"
        if error.validator == "minItems":
            return f"expected at least {expected} item{'s' if expected != 1 else ''}"
        if error.validator == "minLength":
            return "expected a non-empty string"
        return error.message


def same(a, b):
    """JSON equality: `true` is not `1`."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return a == b


def article(noun):
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def describe(sub):
    """Short names of the forms a schema accepts, for "expected X or Y" messages."""
    if "const" in sub:
        return [shown(sub["const"])]
    if "enum" in sub:
        return [shown(option) for option in sub["enum"]]
    types = sub.get("type")
    if types is None:
        return ["a value of another form"]
    return [types] if isinstance(types, str) else list(types)


def reject_duplicate_keys(pairs):
    keys = [key for key, _ in pairs]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    if duplicates:
        raise ValueError(f"duplicate key {', '.join(shown(key) for key in duplicates)}")
    return dict(pairs)


def nesting_depth(document):
    """Deepest nesting of arrays and objects, computed without recursion."""
    deepest, pending = 0, [(document, 0)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth + 1)
            children = value.values() if isinstance(value, dict) else value
            pending.extend((child, depth + 1) for child in children)
    return deepest


def files_under(paths):
    for path in paths:
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*.json")
                              if not any(part.startswith(".") for part in p.relative_to(path).parts))
        else:
            yield path


def path_key(error):
    return [(0, part, "") if isinstance(part, int) else (1, 0, part) for part in error.absolute_path]


class Checker:
    """Checks one file at a time against the scenario or the definitions branch of the schema."""

    def __init__(self, schema):
        definitions = schema["$defs"]
        self.scenario_only = set(definitions["scenarioFile"]["properties"]) - set(
            definitions["definitionsFile"]["properties"])
        self.validators = {
            name: Draft202012Validator({"$schema": schema["$schema"], "$defs": definitions,
                                        "$ref": f"#/$defs/{name}"})
            for name in ("scenarioFile", "definitionsFile", "configFile")
        }
        self.explainer = Explainer(schema)

    def problems(self, path):
        """The error lines for the file at `path`; empty when it is valid."""
        try:
            document = json.loads(path.read_text(encoding="utf-8"),
                                  object_pairs_hook=reject_duplicate_keys)
        except UnicodeDecodeError as error:
            return [f"{path}: error: not UTF-8 (byte {error.start})"]
        except json.JSONDecodeError as error:
            return [f"{path}:{error.lineno}:{error.colno}: error: invalid JSON: {error.msg}"]
        except RecursionError:
            return [f"{path}: error: nesting too deep"]
        except ValueError as error:
            return [f"{path}: error: {error}"]
        depth = nesting_depth(document)
        if depth > MAX_DEPTH:
            return [f"{path}: error: nesting too deep ({depth} levels, limit {MAX_DEPTH})"]
        is_scenario = (not path.name.endswith(".defs.json") and isinstance(document, dict)
                       and not self.scenario_only.isdisjoint(document))
        if path.name == "navrun.json":
            branch = "configFile"
        else:
            branch = "scenarioFile" if is_scenario else "definitionsFile"
        validator = self.validators[branch]
        try:
            errors = sorted(validator.iter_errors(document), key=path_key)
        except RecursionError:
            return [f"{path}: error: nesting too deep to validate"]
        lines = []
        for error in errors:
            for location, message in self.explainer.explain(error):
                line = f"{path}: error at {location}: {message}"
                if line not in lines:
                    lines.append(line)
        return lines


def main(arguments):
    if any(argument in ("-h", "--help") for argument in arguments):
        print(__doc__.strip())
        return 0
    paths = [Path(argument) for argument in arguments] or [Path("Scenarios")]
    missing = [path for path in paths if not path.exists()]
    for path in missing:
        print(f"{path}: error: no such file or directory", file=sys.stderr)
    if missing:
        return 2

    # Each level of nested nodes costs several frames of jsonschema's recursive descent.
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    checker = Checker(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")))
    checked = invalid = 0
    for path in files_under(paths):
        checked += 1
        problems = checker.problems(path)
        if problems:
            invalid += 1
            print("\n".join(problems))
    print(f"validated {checked} files, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
