"""The site's pages as a reader uses them, in headless Chromium from file://: the findings dashboard
and its filters, sortable tables, search, anchors. On the example app, and where size matters on a
generated 1,000-module app (built once per test run; skips without ../shared/bench).

Screenshots go to artifacts/screenshots/."""
import os
import time
import urllib.parse

from test_site import open_page, path_of, severe_console_errors, wait_for


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
