#!/usr/bin/env python3
"""Checks navrun's pictures with real renderers. For every example scenario in Scenarios/
(definitions files aside), plus the committed pictures (the test goldens and the README's):

- `navrun print FILE --format svg` (the film strip of every step) is well-formed XML whose root
  is an SVG element, holds no script and no link to anything outside it, and `rsvg-convert`
  (Debian's librsvg2-bin) renders it to PNG without an error;
- `navrun print FILE --format dot` is one graph that Graphviz's `dot -Tpng` renders without an
  error.

The PNG of the README's picture is kept in .build/check-pictures.png to look at. Files are
checked two at a time; the whole check takes well under a few minutes."""

import concurrent.futures
import glob
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

SVG = "{http://www.w3.org/2000/svg}"
README_PICTURE = "docs/pictures/showcase.svg"


def tool(name, package):
    found = shutil.which(name)
    if not found:
        sys.exit(f"no {name}: install Debian's {package} package")
    return found


def navrun_binary():
    subprocess.run(["swift", "build", "--product", "navrun"], check=True,
                   stdout=subprocess.DEVNULL)
    folder = subprocess.run(["swift", "build", "--show-bin-path"], check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(folder, "navrun")


def check_svg(text, name):
    """Problems of an SVG document: not XML, not SVG, or pointing outside itself."""
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        return [f"{name}: not well-formed XML: {error}"]
    problems = []
    if root.tag != SVG + "svg":
        problems.append(f"{name}: the root is {root.tag}, not an SVG element")
    for element in root.iter():
        if element.tag in (SVG + "script", SVG + "image", SVG + "foreignObject"):
            problems.append(f"{name}: has a {element.tag} element")
        if any(key.endswith("href") for key in element.attrib):
            problems.append(f"{name}: links to {element.attrib}")
    return problems


def render(command, data, name):
    result = subprocess.run(command, input=data, capture_output=True)
    if result.returncode != 0 or b"rror" in result.stderr:
        return [f"{name}: {os.path.basename(command[0])} failed ({result.returncode}): "
                + result.stderr.decode(errors="replace").strip()]
    if not result.stdout.startswith(b"\x89PNG"):
        return [f"{name}: {os.path.basename(command[0])} made no PNG"]
    return []


def check_scenario(navrun, rsvg, dot, path):
    problems = []
    svg = subprocess.run([navrun, "print", path, "--format", "svg"], capture_output=True)
    if svg.returncode not in (0, 1) or not svg.stdout:
        return [f"{path}: print --format svg exited with {svg.returncode}: "
                + svg.stderr.decode(errors="replace").strip()]
    problems += check_svg(svg.stdout, path + " (svg)")
    problems += render([rsvg, "--format", "png"], svg.stdout, path + " (svg)")
    graph = subprocess.run([navrun, "print", path, "--format", "dot"], capture_output=True)
    if graph.stdout.count(b"digraph ") != 1:
        problems.append(f"{path}: print --format dot is not one graph")
    problems += render([dot, "-Tpng"], graph.stdout, path + " (dot)")
    return problems


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    rsvg = tool("rsvg-convert", "librsvg2-bin")
    dot = tool("dot", "graphviz")
    navrun = navrun_binary()
    scenarios = sorted(path for path in glob.glob("Scenarios/**/*.json", recursive=True)
                       if not path.endswith(".defs.json"))
    problems = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for found in pool.map(lambda path: check_scenario(navrun, rsvg, dot, path), scenarios):
            problems += found
    committed = sorted(glob.glob("Tests/NavrunEndToEndTests/Pictures/Goldens/*.svg")) \
        + [README_PICTURE]
    for path in committed:
        with open(path, "rb") as file:
            data = file.read()
        problems += check_svg(data, path) + render([rsvg, "--format", "png"], data, path)
    for path in sorted(glob.glob("Tests/NavrunEndToEndTests/Pictures/Goldens/*.dot")):
        with open(path, "rb") as file:
            problems += render([dot, "-Tpng"], file.read(), path)
    if problems:
        sys.exit("\n".join(problems))
    os.makedirs(".build", exist_ok=True)
    subprocess.run([rsvg, README_PICTURE, "-o", ".build/check-pictures.png"], check=True)
    print(f"rsvg-convert and dot render the pictures of {len(scenarios)} scenarios and "
          f"{len(committed)} committed SVGs (README picture: .build/check-pictures.png)")


main()
