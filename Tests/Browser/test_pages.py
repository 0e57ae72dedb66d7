"""The site's pages as a reader uses them, in headless Chromium from file://: the findings dashboard
and its filters, sortable tables, search, anchors. On the example app, and where size matters on a
generated 1,000-module app (built once per test run; skips without ../shared/bench).

Screenshots go to artifacts/screenshots/."""
import os
import subprocess
import time
import urllib.parse

import pytest

from conftest import REPOSITORY, _binary
from test_site import open_page, path_of, severe_console_errors, wait_for


@pytest.fixture(scope="session")
def notes_site(tmp_path_factory):
    """The site of the Objective-C example app (Examples/Notes)."""
    binary = _binary()
    if not os.access(binary, os.X_OK):
        pytest.skip(f"viper-docs is not built at {binary}; run `swift build` first (or set VIPER_DOCS)")
    output = tmp_path_factory.mktemp("notes") / "Notes"
    result = subprocess.run([binary, "build", os.path.join(REPOSITORY, "Examples", "Notes"), "--output", str(output), "--quiet"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode in (0, 1), result.stderr
    return output


def visible_rows(driver, selector="table.findings tbody tr"):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).filter(r => !r.hidden)"
        ".map(r => ({rule: r.dataset.rule, severity: r.dataset.severity, group: r.dataset.group, module: r.dataset.module}))",
        selector)


def column_texts(driver, table_selector, column):
    return driver.execute_script(
        "return Array.from(document.querySelector(arguments[0]).tBodies[0].rows)"
        ".map(r => r.cells[arguments[1]].getAttribute('data-sort') ?? r.cells[arguments[1]].textContent.trim())",
        table_selector, column)


def click_header(driver, table_selector, column):
    from selenium.webdriver.common.by import By
    table = driver.find_element(By.CSS_SELECTOR, table_selector)
    button = table.find_elements(By.CSS_SELECTOR, "thead th .sort-button")[column]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()


def natural_key(text):
    import re
    return [(0, int(part), "") if part.isdigit() else (1, 0, part.lower()) for part in re.split(r"(\d+)", text) if part]


# MARK: - The findings dashboard

def test_a_count_on_the_index_opens_the_dashboard_filtered(browser, site, screenshots):
    from selenium.webdriver.common.by import By
    open_page(browser, site, "index.html")
    assert not browser.find_elements(By.CSS_SELECTOR, "ul.violations li"), "the index lists no finding in full"
    link = browser.find_element(By.CSS_SELECTOR, "table.rule-counts tbody tr td.count-error a")
    rule = link.find_element(By.XPATH, "ancestor::tr/th").text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    wait_for(browser, lambda: path_of(browser).endswith("/findings.html"), what="the dashboard")
    assert urllib.parse.unquote(browser.execute_script("return location.hash")) == f"#rule={rule}&severity=error"
    wait_for(browser, lambda: visible_rows(browser) and len(visible_rows(browser)) < len(
        browser.find_elements(By.CSS_SELECTOR, "table.findings tbody tr")), what="the filtered list")
    rows = visible_rows(browser)
    assert rows and all(row["rule"] == rule and row["severity"] == "error" for row in rows), rows
    assert browser.find_element(By.NAME, "rule").get_attribute("value") == rule
    status = browser.find_element(By.CSS_SELECTOR, ".findings-shown").text
    assert status.startswith(f"Showing {len(rows)} of "), status
    assert severe_console_errors(browser) == []
    browser.save_screenshot(os.path.join(screenshots, "dashboard-filtered.png"))


def test_dashboard_filters_by_severity_group_and_module_and_keeps_them_in_the_address(browser, site, screenshots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    open_page(browser, site, "findings.html")
    everything = visible_rows(browser)
    assert len(everything) == len(browser.find_elements(By.CSS_SELECTOR, "table.findings tbody tr")) > 3
    browser.save_screenshot(os.path.join(screenshots, "dashboard.png"))

    module = everything[0]["module"]
    group = everything[0]["group"]
    Select(browser.find_element(By.NAME, "group")).select_by_visible_text(group)
    rows = visible_rows(browser)
    assert rows and all(row["group"] == group for row in rows)
    assert {row["group"] for row in everything} != {group} or len(rows) == len(everything)

    box = browser.find_element(By.NAME, "module")
    box.send_keys(module)
    rows = visible_rows(browser)
    assert rows and all(row["module"] == module for row in rows), "a whole name matches that module only"
    assert f"module={urllib.parse.quote(module)}" in browser.execute_script("return location.hash")

    Select(browser.find_element(By.NAME, "severity")).select_by_visible_text("note")
    if not visible_rows(browser):
        assert browser.find_element(By.CSS_SELECTOR, ".findings-none").is_displayed()

    # The address restores the filter (a shared link, or the browser's back button).
    hash_now = browser.execute_script("return location.hash")
    open_page(browser, site, "findings.html" + hash_now)
    assert browser.find_element(By.NAME, "module").get_attribute("value") == module
    assert browser.find_element(By.NAME, "severity").get_attribute("value") == "note"

    browser.find_element(By.CSS_SELECTOR, ".findings-filters button[type=reset]").click()
    wait_for(browser, lambda: len(visible_rows(browser)) == len(everything), what="every finding again")
    assert browser.execute_script("return location.hash") == ""


def test_worst_modules_link_to_their_findings(browser, site):
    from selenium.webdriver.common.by import By
    open_page(browser, site, "index.html")
    first = browser.find_element(By.CSS_SELECTOR, "table.worst-modules tbody tr")
    name = first.find_element(By.CSS_SELECTOR, "th").text
    errors = [int(row.text) for row in browser.find_elements(By.CSS_SELECTOR, "table.worst-modules tbody tr td:nth-child(3)")]
    assert errors == sorted(errors, reverse=True), "most errors first"
    link = first.find_element(By.CSS_SELECTOR, "td:last-child a")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    wait_for(browser, lambda: path_of(browser).endswith("/findings.html") and visible_rows(browser), what="the dashboard")
    assert {row["module"] for row in visible_rows(browser)} == {name}


# MARK: - Sortable tables

def test_tables_sort_by_a_click_on_a_header_naturally_and_by_numbers(browser, site):
    open_page(browser, site, "findings.html")
    table = "table.findings"
    click_header(browser, table, 2)  # module
    modules = column_texts(browser, table, 2)
    assert modules == sorted(modules, key=natural_key)
    assert browser.execute_script(f"return document.querySelector('{table} thead th:nth-child(3)').getAttribute('aria-sort')") \
        == "ascending"
    click_header(browser, table, 2)
    assert column_texts(browser, table, 2) == sorted(modules, key=natural_key, reverse=True)

    open_page(browser, site, "index.html")
    click_header(browser, "table.rule-counts", 4)  # modules: a count, most first
    counts = [int(n) for n in column_texts(browser, "table.rule-counts", 4)]
    assert counts == sorted(counts, reverse=True)


def test_the_thousand_module_index_is_short_and_its_tables_sort_naturally(browser, thousand_site, screenshots):
    from selenium.webdriver.common.by import By
    site, _ = thousand_site
    open_page(browser, site, "index.html")
    time.sleep(0.3)
    assert severe_console_errors(browser) == []
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.save_screenshot(os.path.join(screenshots, "thousand-index.png"))
    # Summaries with links: the rules table, ten modules, the groups; never every finding.
    assert height < 6000, f"the index of 1,000 modules is {height} px high"
    assert len(browser.find_elements(By.CSS_SELECTOR, "table.worst-modules tbody tr")) == 10

    # Module tables start in natural order (Camera2 before Camera10) and sort by findings.
    table = "details.group-modules table.modules"
    names = column_texts(browser, table, 0)
    assert names == sorted(names, key=natural_key), names[:12]
    browser.execute_script("document.querySelector('details.group-modules').open = true")
    click_header(browser, table, 3)  # errors, most first
    errors = [int(n) for n in column_texts(browser, table, 3)]
    assert errors == sorted(errors, reverse=True)

    open_page(browser, site, "findings.html")
    height = browser.execute_script("return document.documentElement.scrollHeight")
    assert severe_console_errors(browser) == []
    browser.save_screenshot(os.path.join(screenshots, "thousand-dashboard.png"))
    assert len(browser.find_elements(By.CSS_SELECTOR, "table.findings tbody tr")) > 100


# MARK: - Source pages and anchors

def test_objective_c_source_pages_are_highlighted_like_swift_ones(browser, notes_site, screenshots):
    from selenium.webdriver.common.by import By
    page = "source/Modules/Notes/NoteList/ZIKNoteListWireframe.m.html"
    open_page(browser, notes_site, page + "#L1")
    code = browser.find_element(By.CSS_SELECTOR, ".source-code")
    classes = set(browser.execute_script(
        "return Array.from(arguments[0].querySelectorAll('span[class]')).map(s => s.className)", code))
    assert {"directive", "keyword", "type"} <= classes, classes
    keyword = code.find_element(By.CSS_SELECTOR, "span.keyword")
    plain = browser.execute_script("return getComputedStyle(document.querySelector('.line-code')).color")
    assert browser.execute_script("return getComputedStyle(arguments[0]).color", keyword) != plain, "keywords are coloured"
    browser.save_screenshot(os.path.join(screenshots, "source-objc.png"))


def test_an_anchor_lands_below_the_top_edge(browser, site):
    open_page(browser, site, "guides/03-Memory-Rules.html#who-holds-whom")
    top = browser.execute_script("return document.getElementById('who-holds-whom').getBoundingClientRect().top")
    assert top >= 16, f"the heading is {top} px from the top: cut by the window's edge"


# MARK: - Search

def search(driver, query):
    """Types `query` into the search box (loading the index on focus) and returns the results:
    [(group, [(kind, title, detail)])] in the order shown."""
    from selenium.webdriver.common.by import By
    box = driver.find_element(By.ID, "site-search-input")
    box.clear()
    box.send_keys(query)
    wait_for(driver, lambda: driver.find_element(By.ID, "site-search-results").is_displayed(), what=f"results for {query!r}")
    return search_results(driver)


def search_results(driver):
    """The results shown: [(group, [(kind, title, detail)])]."""
    return driver.execute_script("""
        const groups = [];
        for (const item of document.querySelectorAll('#site-search-results li')) {
          if (item.classList.contains('result-group')) groups.push([item.firstChild.textContent, []]);
          else if (item.getAttribute('role') === 'option' && !item.querySelector('.result-more') && groups.length)
            groups[groups.length - 1][1].push([item.querySelector('.result-kind').textContent,
              item.querySelector('.result-title').textContent,
              Array.from(item.querySelectorAll('.result-detail, .result-snippet')).map(e => e.textContent).join(' ')]);
        }
        return groups;""")


def test_the_search_index_loads_only_when_the_box_is_used(browser, site):
    from selenium.webdriver.common.by import By
    open_page(browser, site, "modules/Home.html")
    time.sleep(0.2)
    assert browser.execute_script("return window.VIPER_SEARCH === undefined"), "not paid for before the box is used"
    assert not browser.execute_script("return document.querySelector('script[src$=\"search-index.js\"]')")
    browser.find_element(By.ID, "site-search-input").click()
    wait_for(browser, lambda: browser.execute_script("return Array.isArray(window.VIPER_SEARCH)"), what="the index")
    assert browser.execute_script("return document.querySelectorAll('script[src$=\"search-index.js\"]').length") == 1
    assert severe_console_errors(browser) == []


def test_search_groups_results_by_kind_and_finds_findings_guide_text_and_typos(browser, site, screenshots):
    open_page(browser, site, "index.html")
    groups = search(browser, "Home")
    names = [name for name, _ in groups]
    assert names[:2] == ["Modules", "Components"], names
    assert groups[0][1][0][1] == "Home", "the exact name first"

    # Two words, one with a typo (details → detials): the component, ahead of looser matches.
    groups = search(browser, "show detials presenter")
    components = dict(groups)["Components"]
    assert components[0][1] == "ShowDetailsPresenter", groups

    # Findings, by rule and module.
    groups = search(browser, "cycle ShowDetails")
    findings = dict(groups)["Findings"]
    assert findings[0][1] == "no-strong-reference-cycle in ShowDetails", groups

    # A guide's text, not only its headings: the section, with the words around the match.
    groups = search(browser, "dangle")
    sections = dict(groups)["Guide sections"]
    assert sections[0][1] == "Who holds whom" and "dangle" in sections[0][2], groups
    browser.save_screenshot(os.path.join(screenshots, "search-guide-text.png"))


def test_search_on_a_thousand_modules_ranks_naturally_and_forgives_a_typo(browser, thousand_site, screenshots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    site, _ = thousand_site
    open_page(browser, site, "index.html")
    groups = search(browser, "Home")
    modules = dict(groups)["Modules"]
    assert modules[0][1] == "Home" and modules[1][1] == "Home2", modules
    browser.save_screenshot(os.path.join(screenshots, "thousand-search.png"))

    # "Show all" lists every Home module, in natural order: Home2 before Home19.
    more = browser.find_element(By.CSS_SELECTOR, "#site-search-results .result-more")
    assert more.text.startswith("Show all ") and more.text.endswith(" modules")
    box = browser.find_element(By.ID, "site-search-input")
    while box.get_attribute("aria-activedescendant") != more.find_element(By.XPATH, "..").get_attribute("id"):
        box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    titles = [title for _, title, _ in dict(search_results(browser))["Modules"]]
    homes = [t for t in titles if t.startswith("Home") and t[4:].isdigit()]
    assert homes.index("Home2") < homes.index("Home19")
    assert homes == sorted(homes, key=natural_key)

    # One typo (two letters swapped), and two words with a typo.
    assert dict(search(browser, "Hmoe19"))["Modules"][0][1] == "Home19"
    components = dict(search(browser, "home19 presnter"))["Components"]
    assert components[0][1] == "Home19Presenter", components
    assert severe_console_errors(browser) == []



def test_the_dashboard_and_the_index_do_not_scroll_sideways_on_a_phone(browser, site, screenshots):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        for page in ["index.html", "findings.html", "dependencies.html"]:
            open_page(browser, site, page)
            width = browser.execute_script("return [document.documentElement.scrollWidth, innerWidth]")
            assert width[0] <= width[1], f"{page} is {width[0]} px wide at {width[1]} px: tables scroll inside themselves"
        browser.save_screenshot(os.path.join(screenshots, "dashboard-phone.png"))
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# MARK: - The dependencies page

def test_the_dependency_matrix_links_each_cell_to_its_evidence_and_its_metrics_sort(browser, site, screenshots):
    from selenium.webdriver.common.by import By
    open_page(browser, site, "dependencies.html")
    assert severe_console_errors(browser) == []
    browser.save_screenshot(os.path.join(screenshots, "dependencies.png"))
    cells = browser.find_elements(By.CSS_SELECTOR, "table.dsm td.dsm-edge a")
    assert cells, "the example's modules depend on each other"
    target = cells[0].get_attribute("href").split("#")[1]
    cells[0].click()
    time.sleep(0.2)
    assert browser.execute_script("return location.hash") == "#" + target
    assert browser.find_element(By.ID, target).find_elements(By.CSS_SELECTOR, "ul.evidence li"), "the edge lists its code"
    # The modules' table (the example has groups: Module, Group, Fan-in, …) sorts by fan-in, most first.
    tables = browser.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=metrics] table.metrics")
    modules = tables[-1]
    button = modules.find_elements(By.CSS_SELECTOR, "thead th .sort-button")[2]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    fan_in = [int(row.find_elements(By.CSS_SELECTOR, "td")[1].text) for row in modules.find_elements(By.CSS_SELECTOR, "tbody tr")]
    assert fan_in == sorted(fan_in, reverse=True), fan_in


def test_a_thousand_modules_make_a_group_matrix_and_folded_module_matrices(browser, thousand_site, screenshots):
    from selenium.webdriver.common.by import By
    site, _ = thousand_site
    open_page(browser, site, "dependencies.html")
    assert severe_console_errors(browser) == []
    browser.save_screenshot(os.path.join(screenshots, "thousand-dependencies.png"))
    sections = browser.find_elements(By.CSS_SELECTOR, "details.dsm-section")
    assert len(sections) > 1 and not any(section.get_attribute("open") for section in sections), "one folded matrix per group"
    # A group too large for one matrix keeps the modules that depend on each other inside it.
    assert all(section.find_elements(By.CSS_SELECTOR, "table.dsm") for section in sections), "every group has its matrix"
    cells = len(browser.find_elements(By.CSS_SELECTOR, "table.dsm td"))
    assert cells < 200_000, f"{cells} cells: a thousand modules never make a million"
    height = browser.execute_script("return document.querySelector('section[aria-labelledby=matrix]').scrollHeight")
    assert height < 4000, f"the folded matrices are {height} px high"
