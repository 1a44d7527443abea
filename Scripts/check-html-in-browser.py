#!/usr/bin/env python3
"""Opens navrun's HTML report and explore's map in a real browser, headless Chromium, and checks
what a reader sees. A run of a passing file that sorts first and a golden mismatch writes the
report; then:

- the DOM Chromium builds from the page (`--dump-dom`) has no script, opens on the run's
  metadata, has the failing file as its first scenario with the diff, then its expected and
  actual screens drawn (inline SVG), then the step timeline and its film strip, and the
  passing file folded in a closed <details>;
- a screenshot of the first screen (`--screenshot`) is not blank and shows the failing badge's
  red, so the failure is above the fold. The screenshot is kept in
  .build/check-html-in-browser.png to look at.

`navrun explore Scenarios/explore/locked-checkout.json --html` writes the map; then:

- the page with its script taken out (headless Chromium cannot dump or draw a page with
  scripts turned off) has, in the DOM Chromium builds, a card per state, each drawing its
  wireframe through a symbol the page defines, the failures listed before the cards, each
  link leading to an element of the page, and nothing fetched: it reads without the script;
- with the script, each card's steps have gained a copy button;
- a screenshot of the page without its script shows the failures' red and the wireframes'
  selected tab (drawn through the symbols). It is kept in .build/check-map-in-browser.png.

The browser is $CHROMIUM, else `chromium` (Debian's package) or `chromium-browser` on the path."""

import html.parser
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

FAILED_RED = (0xCF, 0x22, 0x2E)
SELECTED_TAB = (0xDD, 0xF4, 0xFF)
WIDTH, HEIGHT = 1000, 700
MAP_WIDTH, MAP_HEIGHT = 1100, 1500


def navrun(*arguments):
    return subprocess.run(["swift", "run", "--skip-build", "navrun", *arguments],
                          capture_output=True, text=True).returncode


def browser():
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") \
        or shutil.which("chromium-browser")
    if not found:
        sys.exit("no Chromium: set CHROMIUM or install Debian's chromium package")
    return found


def chromium(profile, *arguments):
    """Runs headless Chromium on a fresh profile; returns its standard output."""
    command = [browser(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--hide-scrollbars", f"--user-data-dir={profile}", *arguments]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        sys.exit(f"chromium exited with {result.returncode}:\n{result.stderr}")
    return result.stdout


class Outline(html.parser.HTMLParser):
    """The elements of the DOM in document order: (tag, attributes, text inside it)."""

    def __init__(self):
        super().__init__()
        self.elements = []
        self.open = []

    def handle_starttag(self, tag, attrs):
        self.elements.append([tag, dict(attrs), ""])
        if tag not in ("meta", "br", "img", "link", "input", "hr"):
            self.open.append(len(self.elements) - 1)

    def handle_endtag(self, tag):
        while self.open:
            if self.elements[self.open.pop()][0] == tag:
                break

    def handle_data(self, data):
        for index in self.open:
            self.elements[index][2] += data

    def first(self, tag, css_class=None, after=-1):
        for index, (name, attributes, _) in enumerate(self.elements):
            classes = attributes.get("class", "").split()
            if index > after and name == tag and (css_class is None or css_class in classes):
                return index
        return None


def check_dom(dom):
    outline = Outline()
    outline.feed(dom)
    elements = outline.elements
    if any(tag == "script" for tag, _, _ in elements):
        sys.exit("the page has a script")
    run = outline.first("dl", "run")
    failure = outline.first("section", "failure")
    folded = outline.first("details", "passing")
    if run is None or failure is None or folded is None or not run < failure < folded:
        sys.exit("the page is not the run, then the failure, then the passing files")
    heading = elements[outline.first("h2", after=failure)][2]
    if "b-mismatch.json" not in heading or "failed" not in heading:
        sys.exit(f"the first scenario is not the failing one: {heading!r}")
    diff = outline.first("pre", "diff", after=failure)
    timeline = outline.first("ol", "timeline", after=failure)
    if diff is None or timeline is None or not diff < timeline < folded:
        sys.exit("the failure does not show its diff before its timeline")
    frames = outline.first("div", "frames", after=failure)
    if frames is None or not diff < frames < timeline \
            or outline.first("svg", after=frames) is None:
        sys.exit("the failure does not draw its expected and actual screens after its diff")
    if outline.first("details", "film", after=timeline) is None:
        sys.exit("the failure has no film strip")
    if "a-pass.json" not in elements[folded][2] or "open" in elements[folded][1]:
        sys.exit("the passing file is not folded")


def pixels(png):
    """The RGB pixels of an 8-bit, non-interlaced RGB or RGBA PNG, row by row."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("the screenshot is not a PNG")
    position, data = 8, b""
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        body = png[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            data += body
        position += 12 + length
    if depth != 8 or color not in (2, 6) or interlace:
        sys.exit(f"unexpected PNG format: depth {depth}, color type {color}")
    size = 3 if color == 2 else 4
    raw, stride, previous, rows = zlib.decompress(data), width * size, bytearray(width * size), []
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up = previous[i]
            corner = previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                near = min((abs(estimate - left), 0, left), (abs(estimate - up), 1, up),
                           (abs(estimate - corner), 2, corner))
                line[i] = (line[i] + near[2]) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, size)])
        previous = line
    return rows


def check_screenshot(png):
    rows = pixels(png)
    colors = {pixel for row in rows for pixel in row}
    if len(colors) < 16:
        sys.exit(f"the screenshot is almost blank ({len(colors)} colors)")
    if FAILED_RED not in colors:
        sys.exit("the first screen shows no failure")


def check_map_dom(dom, states, scripted):
    outline = Outline()
    outline.feed(dom)
    elements = outline.elements
    cards = [index for index, (tag, attributes, _) in enumerate(elements)
             if tag == "article" and "state" in attributes.get("class", "").split()]
    if len(cards) != states:
        sys.exit(f"the map has {len(cards)} cards for {states} states")
    failures = outline.first("ol", "failures")
    if failures is None or not failures < cards[0]:
        sys.exit("the map does not list its failures before its cards")
    ids = {attributes["id"] for _, attributes, _ in elements if "id" in attributes}
    symbols = {attributes["id"] for tag, attributes, _ in elements if tag == "symbol"}
    for tag, attributes, _ in elements:
        if "src" in attributes:
            sys.exit(f"the map fetches {attributes['src']}")
        link = attributes.get("href")
        if link is not None and (not link.startswith("#") or link[1:] not in ids):
            sys.exit(f"a link of the map leads nowhere: {link}")
        if tag == "use" and link[1:] not in symbols:
            sys.exit(f"a thumbnail uses {link}, which is no symbol")
    uses = [index for index, (tag, _, _) in enumerate(elements) if tag == "use"]
    if len(uses) != states:
        sys.exit(f"the map draws {len(uses)} thumbnails for {states} cards")
    buttons = sum(1 for tag, attributes, _ in elements
                  if tag == "button" and "copy" in attributes.get("class", ""))
    steps = sum(1 for tag, attributes, _ in elements
                if tag == "pre" and "steps" in attributes.get("class", ""))
    if buttons != (steps if scripted else 0):
        sys.exit(f"{buttons} copy buttons for {steps} steps, scripts {scripted}")


def check_map(work):
    report = os.path.join(work, "map.html")
    if navrun("explore", "Scenarios/explore/locked-checkout.json", "--html", report) != 1:
        sys.exit("exploring the planted bug did not fail")
    with open(report) as file:
        page = file.read()
    states = int(re.search(r"<p class=\"summary\">(\d+) states", page).group(1))
    scripts = re.findall(r"<script>.*?</script>\n", page, re.S)
    if len(scripts) != 1:
        sys.exit(f"the map has {len(scripts)} scripts")
    bare = os.path.join(work, "map-without-script.html")
    with open(bare, "w") as file:
        file.write(page.replace(scripts[0], ""))
    profile = os.path.join(work, "map-profile")
    check_map_dom(chromium(profile, "--dump-dom", "file://" + bare), states, scripted=False)
    check_map_dom(chromium(profile, "--dump-dom", "file://" + report), states, scripted=True)
    screenshot = os.path.join(work, "map.png")
    chromium(profile, f"--screenshot={screenshot}", f"--window-size={MAP_WIDTH},{MAP_HEIGHT}",
             "file://" + bare)
    with open(screenshot, "rb") as file:
        colors = {pixel for row in pixels(file.read()) for pixel in row}
    if FAILED_RED not in colors or SELECTED_TAB not in colors:
        sys.exit("the map's screenshot shows no failure or no wireframe")
    shutil.copy(screenshot, ".build/check-map-in-browser.png")


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    with tempfile.TemporaryDirectory() as work:
        folder = os.path.join(work, "scenarios")
        os.makedirs(folder)
        push = '{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}\n'
        for name, text in [("a-pass.json", push), ("b-mismatch.json", push),
                           ("b-mismatch.golden", "window (regular)\n  nav\n    Feed  <- top\n")]:
            with open(os.path.join(folder, name), "w") as file:
                file.write(text)
        navrun(folder, "--record", "missing")
        report = os.path.join(work, "report.html")
        if navrun(folder, "--record", "never", "--html", report) != 1:
            sys.exit("the run with a mismatch did not fail")
        url = "file://" + report
        check_dom(chromium(os.path.join(work, "profile"), "--dump-dom", url))
        screenshot = os.path.join(work, "screenshot.png")
        chromium(os.path.join(work, "profile"), f"--screenshot={screenshot}",
                 f"--window-size={WIDTH},{HEIGHT}", url)
        with open(screenshot, "rb") as file:
            check_screenshot(file.read())
        os.makedirs(".build", exist_ok=True)
        shutil.copy(screenshot, ".build/check-html-in-browser.png")
        check_map(work)
    print("Chromium renders navrun's HTML report with the failing scenario first "
          "(screenshot: .build/check-html-in-browser.png), and explore's map with a card per "
          "state, without scripts too (screenshot: .build/check-map-in-browser.png)")


main()
