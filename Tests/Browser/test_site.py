"""The example site in a real browser (headless Chromium), opened from file:// as a user would.

Run with `make test`, or `python3 -m pytest Tests/Browser` after `swift build`. Screenshots go to
artifacts/screenshots/. Tests that need a browser skip when Selenium or Chromium is missing."""
import os
import time
import urllib.parse

import pytest

import check_site


def url(site, page):
    path, _, fragment = page.partition("#")
    return (site / path).as_uri() + ("#" + fragment if fragment else "")


def severe_console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def open_page(driver, site, page):
    driver.get_log("browser")  # forget what earlier pages logged
    driver.get(url(site, page))
    wait_for(driver, lambda: driver.execute_script("return document.readyState") == "complete")
    return driver


def wait_for(driver, condition, timeout=10, what="condition"):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if condition():
                return
        except Exception:
            pass
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what} on {driver.current_url}")


def path_of(driver):
    return urllib.parse.unquote(urllib.parse.urlparse(driver.current_url).path)


def node_link(driver, href_suffix):
    """The <a> of the diagram node whose link ends with `href_suffix`."""
    from selenium.webdriver.common.by import By
    for link in driver.find_elements(By.CSS_SELECTOR, "figure.diagram svg a"):
        href = link.get_dom_attribute("xlink:href") or link.get_dom_attribute("href") or ""
        if href.endswith(href_suffix):
            return link
    raise AssertionError(f"no diagram node links to …{href_suffix}")


def click_node(driver, link):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    # The node's shape, not its text: a click on the middle of the box is what a user does.
    shape = link.find_elements(By.CSS_SELECTOR, "path, polygon, ellipse")
    ActionChains(driver).move_to_element(shape[0] if shape else link).click().perform()


# MARK: - Pages load cleanly

PAGES = ["index.html", "modules/Home.html", "guides/01-Getting-Started.html", "rules.html",
         "rules/presenter-holds-view-weakly.html", "source/Modules/Shows/Home/HomePresenter.swift.html"]


@pytest.mark.parametrize("page", PAGES)
def test_no_console_errors(browser, site, page):
    open_page(browser, site, page)
    time.sleep(0.2)  # deferred scripts have run once the page is complete; give timers a moment
    assert severe_console_errors(browser) == [], page
    assert browser.execute_script("return document.querySelector('.site-search').hidden") is False, \
        "the search box is shown once its script runs"


def test_screenshots(browser, site, screenshots):
    for page, name in [("index.html", "index.png"), ("modules/Home.html", "module-Home.png"),
                       ("guides/02-Creating-A-Module.html", "guide.png"),
                       ("source/Modules/Shows/ShowDetails/ShowDetailsPresenter.swift.html", "source.png")]:
        open_page(browser, site, page)
        browser.save_screenshot(os.path.join(screenshots, name))
        assert os.path.getsize(os.path.join(screenshots, name)) > 10_000, name


# MARK: - Diagrams

def test_clicking_a_module_in_the_app_map_opens_its_page(browser, site):
    open_page(browser, site, "index.html")
    click_node(browser, node_link(browser, "modules/Home.html"))
    wait_for(browser, lambda: path_of(browser).endswith("/modules/Home.html"), what="the Home page")
    assert browser.find_element("css selector", "h1").text.startswith("Home")


def test_clicking_a_component_opens_its_source_at_the_line(browser, site):
    open_page(browser, site, "modules/Home.html")
    click_node(browser, node_link(browser, "HomePresenter.swift.html#L3"))
    wait_for(browser, lambda: path_of(browser).endswith("/source/Modules/Shows/Home/HomePresenter.swift.html"),
             what="the source page")
    assert browser.execute_script("return location.hash") == "#L3"
    line = browser.find_element("id", "L3")
    assert "class HomePresenter" in line.text
    assert browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight", line), \
        "the line is scrolled into view"


def test_component_anchors_on_the_module_page_still_work(browser, site):
    open_page(browser, site, "modules/Home.html#component-HomePresenter")
    assert browser.find_element("id", "component-HomePresenter").tag_name == "tr"


def test_diagram_zooms_pans_and_resets_from_the_keyboard(browser, site):
    from selenium.webdriver.common.by import By
    open_page(browser, site, "modules/Home.html")
    figure = browser.find_element(By.CSS_SELECTOR, "figure.diagram.is-interactive")
    svg = figure.find_element(By.CSS_SELECTOR, "svg")
    original = svg.get_dom_attribute("viewBox")
    browser.execute_script("arguments[0].focus()", figure)
    figure.send_keys("+")
    zoomed = svg.get_dom_attribute("viewBox")
    assert float(zoomed.split()[2]) < float(original.split()[2]), "+ zooms in"
    figure.send_keys("\ue014")  # arrow right
    assert svg.get_dom_attribute("viewBox") != zoomed, "arrows pan"
    figure.find_element(By.CSS_SELECTOR, "button[aria-label='Reset view']").click()
    assert [round(float(n), 1) for n in svg.get_dom_attribute("viewBox").split()] == \
           [round(float(n), 1) for n in original.split()]


def test_dragging_a_diagram_pans_without_following_a_link(browser, site):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    open_page(browser, site, "index.html")
    svg = browser.find_element(By.CSS_SELECTOR, "figure.diagram svg")
    before = svg.get_dom_attribute("viewBox")
    link = node_link(browser, "modules/Home.html")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    ActionChains(browser).move_to_element(link).click_and_hold().move_by_offset(60, 20).move_by_offset(40, 10) \
        .release().perform()
    assert path_of(browser).endswith("/index.html"), "a drag that ends on a node does not open it"
    assert svg.get_dom_attribute("viewBox") != before


# MARK: - Search

def test_search_finds_home_by_typing_ho(browser, site):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    # From a page three folders down: result links must still lead to the right file.
    open_page(browser, site, "source/Modules/Shows/Home/HomePresenter.swift.html")
    box = browser.find_element(By.ID, "site-search-input")
    box.send_keys("Ho")
    results = browser.find_element(By.ID, "site-search-results")
    wait_for(browser, lambda: results.is_displayed(), what="search results")
    first = results.find_element(By.CSS_SELECTOR, "li[role=option] a")
    assert first.find_element(By.CSS_SELECTOR, ".result-title").text == "Home"
    assert box.get_attribute("aria-expanded") == "true"
    box.send_keys(Keys.ENTER)
    wait_for(browser, lambda: path_of(browser).endswith("/modules/Home.html"), what="the Home page")


def test_search_is_navigable_by_keyboard(browser, site):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    open_page(browser, site, "index.html")
    box = browser.find_element(By.ID, "site-search-input")
    box.send_keys("presenter-holds")
    box.send_keys(Keys.ARROW_DOWN)
    active = box.get_attribute("aria-activedescendant")
    assert active == "site-search-result-1"
    selected = browser.find_element(By.ID, active)
    assert selected.get_attribute("aria-selected") == "true"
    target = selected.find_element(By.CSS_SELECTOR, "a").get_attribute("href")
    box.send_keys(Keys.ENTER)
    wait_for(browser, lambda: browser.current_url == target, what="the second result")
    assert "/rules/presenter-holds-" in path_of(browser)
    box = browser.find_element(By.ID, "site-search-input")
    box.send_keys("no such thing at all")
    assert "Nothing matches" in browser.find_element(By.ID, "site-search-results").text
    box.send_keys(Keys.ESCAPE)
    assert not browser.find_element(By.ID, "site-search-results").is_displayed()


# MARK: - Guides

def test_a_guide_page_loads(browser, site):
    from selenium.webdriver.common.by import By
    open_page(browser, site, "guides/01-Getting-Started.html")
    assert browser.title.endswith("— TVShows")
    assert browser.find_element(By.CSS_SELECTOR, "article.guide h1").text
    current = browser.find_element(By.CSS_SELECTOR, ".guide-nav a[aria-current=page]")
    assert current.get_attribute("href").endswith("01-Getting-Started.html")
    assert severe_console_errors(browser) == []


# MARK: - Without a browser: parsing, well-formed SVG, links

def test_every_page_parses_every_svg_is_xml_and_every_link_resolves(site):
    pytest.importorskip("html5lib", reason="the site check needs html5lib: pip install html5lib")
    checker = check_site.Site(str(site))
    pages = checker.check()
    assert len(pages) > 20
    assert checker.problems == []


# MARK: - A large app: groups on the app map, a page per group

def group_node_links(driver):
    """The <a> of every node of the app map that opens a group's page."""
    from selenium.webdriver.common.by import By
    links = []
    for link in driver.find_elements(By.CSS_SELECTOR, "figure.diagram svg g.node a"):
        href = link.get_dom_attribute("xlink:href") or link.get_dom_attribute("href") or ""
        if href.startswith("groups/"):
            links.append((href, link))
    return links


def test_large_app_index_map_group_page_and_module_page(browser, large_site, screenshots):
    from selenium.webdriver.common.by import By
    open_page(browser, large_site, "index.html")
    time.sleep(0.3)
    assert severe_console_errors(browser) == [], "index.html"
    browser.save_screenshot(os.path.join(screenshots, "large-index.png"))
    assert "300 modules in 8 groups" in browser.find_element(By.ID, "app-map").find_element(By.XPATH, "..").text
    groups = group_node_links(browser)
    assert len(groups) == 8, [href for href, _ in groups]
    assert not browser.find_elements(By.CSS_SELECTOR, "figure.diagram svg g.node a[*|href^='modules/']"), \
        "the app map shows groups, not modules"
    # The search index of 300 modules loads when the box is used, and unpacks in the page.
    browser.find_element(By.ID, "site-search-input").click()
    wait_for(browser, lambda: browser.execute_script("return Array.isArray(window.VIPER_SEARCH)"), what="the search index")
    assert browser.execute_script("return window.VIPER_SEARCH.length") > 7000

    href, link = sorted(groups, key=lambda pair: pair[0])[1]
    group = urllib.parse.unquote(href[len("groups/"):-len(".html")])
    click_node(browser, link)
    wait_for(browser, lambda: path_of(browser).endswith("/" + href), what=f"the page of group {group}")
    time.sleep(0.3)
    assert severe_console_errors(browser) == [], href
    assert browser.find_element(By.CSS_SELECTOR, "h1").text.startswith(group)
    browser.save_screenshot(os.path.join(screenshots, "large-group.png"))

    # A module of this group: a large node (the small ones are other groups' modules).
    # (the first in the table that the map draws: a large group's map collapses its least-connected modules)
    rows = browser.find_elements(By.CSS_SELECTOR, "table.modules tbody th a:first-child")
    drawn = {(link.get_dom_attribute("xlink:href") or "").rsplit("/", 1)[-1]
             for link in browser.find_elements(By.CSS_SELECTOR, "figure.diagram svg g.node a")}
    member = next(row.text for row in rows if f"{row.text}.html" in drawn)
    click_node(browser, node_link(browser, f"modules/{member}.html"))
    wait_for(browser, lambda: path_of(browser).endswith(f"/modules/{member}.html"), what=f"the page of module {member}")
    time.sleep(0.3)
    assert severe_console_errors(browser) == [], member
    assert browser.find_element(By.CSS_SELECTOR, "h1").text.startswith(member)
    crumb = browser.find_element(By.CSS_SELECTOR, f".breadcrumb a[href='../groups/{urllib.parse.quote(group)}.html']")
    assert crumb.text == group
    browser.save_screenshot(os.path.join(screenshots, "large-module.png"))
