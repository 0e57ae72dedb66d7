"""Diagrams in headless Chromium, used as a reader would: find-in-map, findings and their red edges
linked both ways, full screen, phones (no sideways scrolling at 390 px), dark mode, and the maps of
a generated 1,000-module app kept within the node limit (`limits.diagram-nodes`).

Screenshots go to artifacts/screenshots/ (desktop and phone sizes)."""
import os
import time

import pytest

from test_site import open_page, severe_console_errors, wait_for

PHONE = (390, 844)


def by():
    from selenium.webdriver.common.by import By
    return By


@pytest.fixture
def phone(browser):
    """The browser as a phone 390 px wide (headless Chromium's windows are at least 500 px wide, so
    the viewport is emulated, with the page's viewport meta tag honoured)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    yield browser
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.fixture
def dark(browser):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    yield browser
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def find_in_map(driver, figure, name):
    from selenium.webdriver.common.keys import Keys
    box = figure.find_element(by().CSS_SELECTOR, ".diagram-find-input")
    box.clear()
    box.send_keys(name + Keys.ENTER)


def offset_from_centre(driver, element, svg):
    """Where `element`'s centre is in the SVG's box, from its centre: (-0.5…0.5, -0.5…0.5)."""
    return driver.execute_script("""
        var n = arguments[0].getBoundingClientRect(), s = arguments[1].getBoundingClientRect();
        return [(n.left + n.width / 2 - s.left - s.width / 2) / s.width, (n.top + n.height / 2 - s.top - s.height / 2) / s.height];
    """, element, svg)


def farthest_node(driver, svg):
    """The title of the node farthest from the middle of the map as first shown."""
    return driver.execute_script("""
        var s = arguments[0].getBoundingClientRect(), best = null, far = -1;
        arguments[0].querySelectorAll("g.node").forEach(function (n) {
            var b = n.getBoundingClientRect();
            var d = Math.hypot(b.left + b.width / 2 - s.left - s.width / 2, b.top + b.height / 2 - s.top - s.height / 2);
            var t = n.querySelector("title").textContent;
            if (d > far && t.charAt(0) !== "(") { far = d; best = t; }
        });
        return best;
    """, svg)


def node_titled(svg, title):
    for node in svg.find_elements(by().CSS_SELECTOR, "g.node"):
        if node.find_element(by().TAG_NAME, "title").get_attribute("textContent") == title:
            return node
    raise AssertionError(f"no node titled {title}")


# MARK: - Find in map

def test_find_in_map_highlights_and_centres_a_node(browser, site, screenshots):
    open_page(browser, site, "index.html")
    figure = browser.find_element(by().CSS_SELECTOR, "figure.diagram.is-interactive")
    svg = figure.find_element(by().CSS_SELECTOR, "svg")
    name = farthest_node(browser, svg)
    before = offset_from_centre(browser, node_titled(svg, name), svg)
    find_in_map(browser, figure, name)
    node = node_titled(svg, name)
    assert "is-found" in node.get_attribute("class")
    after = offset_from_centre(browser, node, svg)
    assert abs(after[0]) < 0.05 and abs(after[1]) < 0.05, f"{name} centred: {before} → {after}"
    assert abs(before[0]) + abs(before[1]) > 0.1, f"{name} was off centre before: {before}"
    browser.save_screenshot(os.path.join(screenshots, "find-in-map.png"))
    find_in_map(browser, figure, "NoSuchModule")
    assert "No node matches" in figure.find_element(by().CSS_SELECTOR, ".diagram-find-status").text


# MARK: - Findings and red edges

def test_a_finding_highlights_its_edge_and_the_edge_opens_the_finding(browser, site, screenshots):
    from selenium.webdriver.common.action_chains import ActionChains
    open_page(browser, site, "modules/ShowDetails.html")
    show = browser.find_element(by().CSS_SELECTOR, "li.violation a.show-edge")
    finding = show.find_element(by().XPATH, "ancestor::li[contains(@class, 'violation')]").get_attribute("id")
    edges = browser.find_elements(by().CSS_SELECTOR, f"figure.diagram g.edge.finding.{finding}")
    assert edges, f"an edge names {finding}"
    assert not any("is-highlighted" in edge.get_attribute("class") for edge in edges)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", show)
    show.click()
    wait_for(browser, lambda: all("is-highlighted" in edge.get_attribute("class") for edge in edges), what="the edge marked")
    svg = browser.find_element(by().CSS_SELECTOR, "figure.diagram svg")
    x, y = offset_from_centre(browser, edges[0], svg)
    assert abs(x) < 0.5 and abs(y) < 0.5, "the edge is in view"
    browser.save_screenshot(os.path.join(screenshots, "finding-edge.png"))

    # Back: the red edge (its label, as a reader clicks it) opens the finding.
    browser.execute_script("window.scrollTo(0, 0); history.replaceState(null, '', location.pathname)")
    label = edges[0].find_element(by().CSS_SELECTOR, "a text")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", label)
    ActionChains(browser).move_to_element(label).click().perform()
    wait_for(browser, lambda: browser.execute_script("return location.hash").startswith("#violation-"), what="the finding's anchor")
    target = browser.execute_script("return document.querySelector(':target').id")
    assert target.startswith("violation-")
    assert browser.execute_script("return document.querySelector(':target').classList.contains('violation')")
    assert severe_console_errors(browser) == []


def test_the_legend_explains_red_edges_without_hover(browser, site):
    open_page(browser, site, "modules/ShowDetails.html")
    legend = browser.find_element(by().CSS_SELECTOR, ".legend-edges").text
    assert "red: breaks a rule" in legend and "click it for the finding" in legend


# MARK: - Full screen

def test_a_diagram_opens_full_screen_and_escape_closes_it(browser, site):
    from selenium.webdriver.common.keys import Keys
    open_page(browser, site, "modules/Home.html")
    figure = browser.find_element(by().CSS_SELECTOR, "figure.diagram.is-interactive")
    figure.find_element(by().CSS_SELECTOR, "button[aria-label='Full screen']").click()
    rect = browser.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.width, r.height, window.innerWidth, window.innerHeight]", figure)
    assert abs(rect[0] - rect[2]) < 2 and abs(rect[1] - rect[3]) < 2, f"covers the window: {rect}"
    figure.send_keys(Keys.ESCAPE)
    assert "is-fullscreen" not in figure.get_attribute("class")


# MARK: - Phones

def page_kinds(site):
    """One page of each kind the site has: every top-level page, and the first page of each folder."""
    pages = sorted(name for name in os.listdir(site) if name.endswith(".html"))
    for folder in sorted(os.listdir(site)):
        path = site / folder
        if path.is_dir() and folder != "assets":
            found = sorted(str(p.relative_to(site)) for p in path.rglob("*.html"))
            if found:
                pages.append(found[0])
    return pages + ["modules/Home.html"]


def test_no_page_kind_scrolls_sideways_at_390_pixels(phone, site, screenshots):
    pages = page_kinds(site)
    assert len(pages) >= 8, pages
    wide = {}
    for page in pages:
        open_page(phone, site, page)
        time.sleep(0.2)
        overflow = phone.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        if overflow > 0:
            wide[page] = overflow
        name = "phone-" + page.replace("/", "-").replace(".html", "") + ".png"
        phone.save_screenshot(os.path.join(screenshots, name))
    assert phone.execute_script("return document.documentElement.clientWidth") <= 390
    assert wide == {}, f"pages wider than the screen (pixels): {wide}"


def test_on_a_phone_diagram_labels_stay_legible(phone, site):
    open_page(phone, site, "modules/Home.html")
    heights = phone.execute_script("""
        return Array.from(document.querySelectorAll("figure.diagram svg g.node text")).map(function (t) {
            return t.getBoundingClientRect().height; });""")
    assert heights and max(heights) >= 10, f"label heights at 390 px: {heights[:6]}"


# MARK: - Dark mode

def test_dark_mode_draws_diagrams_on_a_dark_card(dark, site, screenshots):
    open_page(dark, site, "modules/ShowDetails.html")
    background = dark.execute_script("return getComputedStyle(document.querySelector('figure.diagram')).backgroundColor")
    red, green, blue = [int(n) for n in background[background.index("(") + 1:background.index(")")].split(",")[:3]]
    assert red + green + blue < 150, f"a dark card: {background}"
    assert dark.execute_script("return getComputedStyle(document.querySelector('figure.diagram > svg')).filter") != "none"
    dark.save_screenshot(os.path.join(screenshots, "dark-module.png"))


# MARK: - A 1,000-module app

def test_the_maps_of_a_thousand_modules_stay_within_the_limit(browser, thousand_site, screenshots):
    site, stderr = thousand_site
    assert "maps had more nodes than limits.diagram-nodes (40) and were collapsed" in stderr, stderr
    assert sum("warning:" in line and "diagram-nodes" in line for line in stderr.splitlines()) == 1, "one warning"
    group_pages = sorted(str(p.relative_to(site)) for p in (site / "groups").glob("*.html"))
    assert len(group_pages) == 8
    for page in ["index.html"] + group_pages:
        open_page(browser, site, page)
        nodes = browser.find_elements(by().CSS_SELECTOR, "figure.diagram svg g.node")
        assert 1 < len(nodes) <= 40, f"{page}: {len(nodes)} nodes"
    # The last group page: a note says what was collapsed; labels are legible at 100 %.
    assert "more than limits.diagram-nodes (40)" in browser.find_element(by().CSS_SELECTOR, ".map-note").text
    heights = browser.execute_script("""
        return Array.from(document.querySelectorAll("figure.diagram svg g.node text")).map(function (t) {
            return t.getBoundingClientRect().height; });""")
    assert max(heights) >= 10, f"labels {max(heights)} px high"
    browser.save_screenshot(os.path.join(screenshots, "thousand-group.png"))


def test_find_in_map_finds_a_module_inside_a_collapsed_node(browser, thousand_site, screenshots):
    site, _ = thousand_site
    open_page(browser, site, "groups/Catalog.html")
    figure = browser.find_element(by().CSS_SELECTOR, "figure.diagram.is-interactive")
    svg = figure.find_element(by().CSS_SELECTOR, "svg")
    more = svg.find_element(by().CSS_SELECTOR, "g.node[id$='collapsed-modules']")
    tooltip = more.find_element(by().CSS_SELECTOR, "a").get_attribute("xlink:title") or ""
    hidden = tooltip.split(": ", 1)[1].split(", ")[-1]
    find_in_map(browser, figure, hidden)
    assert "is-found" in more.get_attribute("class"), f"{hidden} is inside {more.get_attribute('id')}"
    assert figure.find_element(by().CSS_SELECTOR, ".diagram-find-status").text.startswith("In ")
    x, y = offset_from_centre(browser, more, svg)
    assert abs(x) < 0.05 and abs(y) < 0.05
    browser.save_screenshot(os.path.join(screenshots, "thousand-find.png"))


def test_a_thousand_module_module_page_has_its_neighbourhood_on_a_phone(phone, thousand_site, screenshots):
    site, _ = thousand_site
    page = sorted(str(p.relative_to(site)) for p in (site / "modules").glob("*.html"))[0]
    open_page(phone, site, page)
    assert phone.find_elements(by().CSS_SELECTOR, "figure.diagram-neighbourhood svg g.node")
    assert phone.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    phone.execute_script("document.querySelector('figure.diagram-neighbourhood').scrollIntoView()")
    phone.save_screenshot(os.path.join(screenshots, "thousand-module-phone.png"))


def test_on_a_phone_a_full_screen_diagram_pans_and_pinches_with_touch(phone, site, screenshots):
    open_page(phone, site, "modules/Home.html")
    phone.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 2})
    figure = phone.find_element(by().CSS_SELECTOR, "figure.diagram.is-interactive")
    figure.find_element(by().CSS_SELECTOR, "button[aria-label='Full screen']").click()
    svg = figure.find_element(by().CSS_SELECTOR, "svg")
    box = phone.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", svg)
    x, y = box

    def touch(kind, points):
        phone.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": px, "y": py, "id": n} for n, (px, py) in enumerate(points)]})

    before = [float(n) for n in svg.get_dom_attribute("viewBox").split()]
    touch("touchStart", [(x, y)])
    for step in range(1, 6):
        touch("touchMove", [(x - 20 * step, y)])
    touch("touchEnd", [])
    panned = [float(n) for n in svg.get_dom_attribute("viewBox").split()]
    assert panned[0] > before[0] + 10 and panned[2] == before[2], f"one finger pans: {before} → {panned}"

    touch("touchStart", [(x - 40, y), (x + 40, y)])
    for step in range(1, 6):
        touch("touchMove", [(x - 40 - 15 * step, y), (x + 40 + 15 * step, y)])
    touch("touchEnd", [])
    pinched = [float(n) for n in svg.get_dom_attribute("viewBox").split()]
    assert pinched[2] < panned[2] * 0.8, f"two fingers spread zoom in: {panned} → {pinched}"
    phone.save_screenshot(os.path.join(screenshots, "phone-fullscreen.png"))
    phone.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
