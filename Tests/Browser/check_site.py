#!/usr/bin/env python3
"""Checks a site viper-docs wrote, without a browser.

- every HTML page parses with html5lib without a single parse error;
- every inline <svg> (and sitemap.xml) is well-formed XML;
- every internal link (href, src, xlink:href) names a file of the site, and its #fragment an id
  in that file; no link leaves the site folder or is absolute;
- every URL of the search index (assets/search-index.js) resolves the same way.

Usage: check_site.py SITE_DIR      (exit 1 and one line per problem when something is wrong)
Needs html5lib (pip install html5lib).
"""
import json
import os
import re
import sys
import urllib.parse
import xml.etree.ElementTree as ElementTree

import html5lib

XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
SVG_PATTERN = re.compile(r"<svg\b.*?</svg>", re.S)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
FILTER = re.compile(r"^[a-z]+=[^&]*(&[a-z]+=[^&]*)*$")
FILTER_NAMES = {"rule", "severity", "group", "module", "file"}


def pages(site):
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                yield os.path.relpath(os.path.join(folder, name), site)


def unpack_search_index(text):
    """The entries window.VIPER_SEARCH gets: the packed index after the unpacking function
    (`})(` … `);`), unpacked as its JavaScript does ({t, k, u, d, and x for a guide section's text},
    by kind, then title)."""
    start = text.index("\n})\n(") + len("\n})\n(")
    end = text.rstrip().rindex(");")
    kinds, roles, modules, folders, files, other = json.loads(text[start:end])
    entries = []
    for name, detail, page, components, protocols in modules:
        page = page or f"modules/{name}.html"
        entries.append({"t": name, "k": "module", "u": page, "d": detail})
        for type_name, role, anchor in components:
            entries.append({"t": type_name, "k": "component", "u": f"{page}#{anchor or 'component-' + type_name}",
                            "d": f"{roles[role]} of {name}"})
        for proto, anchor, methods in protocols:
            url = f"{page}#{anchor or 'protocol-' + proto}"
            entries.append({"t": proto, "k": "protocol", "u": url, "d": f"Protocol of {name}"})
            entries += [{"t": method, "k": "method", "u": url, "d": f"{proto} \u00b7 {name}"} for method in methods]
    for name, folder, page in files:
        path = f"{folders[folder]}/{name}" if folders[folder] else name
        entries.append({"t": name, "k": "file", "u": page or f"source/{path}.html", "d": path})
    for t, k, u, d, *text in other:
        entries.append({"t": t, "k": kinds[k], "u": u, "d": d, **({"x": text[0]} if text else {})})
    rank = {kind: index for index, kind in enumerate(kinds)}
    return sorted(entries, key=lambda e: (rank[e["k"]], e["t"], e["u"], e["d"]))


class Site:
    def __init__(self, root):
        self.root = os.path.realpath(root)
        self.trees = {}
        self.problems = []

    def tree(self, page):
        if page not in self.trees:
            with open(os.path.join(self.root, page), "rb") as handle:
                parser = html5lib.HTMLParser(strict=False, namespaceHTMLElements=False)
                document = parser.parse(handle.read(), transport_encoding="utf-8")
            self.trees[page] = (document, parser.errors)
        return self.trees[page][0]

    def ids(self, page):
        return {element.get("id") for element in self.tree(page).iter() if isinstance(element.tag, str) and element.get("id")}

    def problem(self, text):
        self.problems.append(text)

    def check_parse(self, page):
        self.tree(page)
        for position, error, data in self.trees[page][1]:
            self.problem(f"{page}:{position[0]}:{position[1]}: HTML parse error {error} {data or ''}".rstrip())
        # Every id once per page: two diagrams (or a diagram and the page) must not share one.
        seen = set()
        for element in self.tree(page).iter():
            if isinstance(element.tag, str) and element.get("id"):
                if element.get("id") in seen:
                    self.problem(f"{page}: the id {element.get('id')!r} is used twice")
                seen.add(element.get("id"))

    def check_svgs(self, page):
        with open(os.path.join(self.root, page), encoding="utf-8") as handle:
            text = handle.read()
        for number, match in enumerate(SVG_PATTERN.finditer(text), 1):
            svg = match.group(0)
            if "xmlns=" not in svg.split(">", 1)[0]:
                svg = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"', 1)
            try:
                ElementTree.fromstring(svg)
            except ElementTree.ParseError as error:
                self.problem(f"{page}: SVG {number} is not well-formed XML: {error}")

    def resolve(self, page, link, what):
        """Checks one link of `page`; returns nothing, records a problem when it does not resolve."""
        if not link or SCHEME.match(link):
            return
        if link.startswith("/"):
            self.problem(f"{page}: absolute link {link} ({what}) does not work from file://")
            return
        path, _, fragment = link.partition("#")
        path = urllib.parse.unquote(path)
        target = page if not path else os.path.normpath(os.path.join(os.path.dirname(page), path))
        full = os.path.realpath(os.path.join(self.root, target))
        if not (full + os.sep).startswith(self.root + os.sep) and full != self.root:
            self.problem(f"{page}: {link} ({what}) leaves the site")
            return
        if not os.path.isfile(full):
            self.problem(f"{page}: {link} ({what}) → missing {target}")
            return
        if fragment and target.endswith(".html") and FILTER.match(fragment):
            # The dashboard's filter (`findings.html#rule=…&severity=…`), which its script reads: each
            # name must be one it knows.
            names = {pair.partition("=")[0] for pair in fragment.split("&")}
            if not names <= FILTER_NAMES:
                self.problem(f"{page}: {link} ({what}) → unknown filter {sorted(names - FILTER_NAMES)}")
        elif fragment and target.endswith(".html") and urllib.parse.unquote(fragment) not in self.ids(target):
            self.problem(f"{page}: {link} ({what}) → no id {fragment!r} in {target}")

    def check_links(self, page):
        for element in self.tree(page).iter():
            if not isinstance(element.tag, str):
                continue
            for attribute in ("href", "src", XLINK_HREF):
                value = element.get(attribute)
                if value is not None:
                    name = "xlink:href" if attribute == XLINK_HREF else attribute
                    self.resolve(page, value, f"<{element.tag.split('}')[-1]} {name}>")

    def check_search_index(self):
        path = os.path.join(self.root, "assets", "search-index.js")
        if not os.path.isfile(path):
            self.problem("assets/search-index.js is missing")
            return
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        if "window.VIPER_SEARCH = " not in text:
            self.problem("assets/search-index.js does not set window.VIPER_SEARCH")
            return
        try:
            entries = unpack_search_index(text)
        except (ValueError, IndexError, KeyError, TypeError) as error:
            self.problem(f"assets/search-index.js holds no packed index: {error}")
            return
        for entry in entries:
            # URLs in the index are relative to the root, as if from index.html.
            self.resolve("index.html", entry.get("u", ""), f"search entry {entry.get('t')!r}")

    def check_sitemap(self):
        path = os.path.join(self.root, "sitemap.xml")
        if os.path.isfile(path):
            try:
                ElementTree.parse(path)
            except ElementTree.ParseError as error:
                self.problem(f"sitemap.xml is not well-formed XML: {error}")

    def check(self):
        all_pages = sorted(pages(self.root))
        if not all_pages:
            self.problem("no HTML page in the site")
        for page in all_pages:
            self.check_parse(page)
            self.check_svgs(page)
            self.check_links(page)
        self.check_search_index()
        self.check_sitemap()
        return all_pages


def main(arguments):
    if len(arguments) != 1:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    site = Site(arguments[0])
    checked = site.check()
    for problem in site.problems:
        print(problem)
    print(f"{len(checked)} pages checked, {len(site.problems)} problems", file=sys.stderr)
    return 1 if site.problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
