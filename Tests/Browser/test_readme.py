"""The README's pictures: a module page and the app map of the example site, taken here in headless
Chromium. Each run writes them to artifacts/screenshots/readme-*.png and checks the committed copies
under Docs/images/ (present, linked from the README, small, of the same width). After a change to the
theme, `UPDATE_README_SCREENSHOTS=1 python3 -m pytest Tests/Browser/test_readme.py` writes them there
(review them before committing)."""
import os
import struct
import time

import pytest

from conftest import REPOSITORY
from test_site import open_page, severe_console_errors

IMAGES = os.path.join(REPOSITORY, "Docs", "images")
README = os.path.join(REPOSITORY, "README.md")
# What a README on GitHub shows at full width without scaling up; small enough to keep the clone light.
WINDOW = (1200, 900)
MAX_BYTES = 150_000

SHOTS = [
    ("modules/ShowDetails.html", "module-page.png", None),
    ("index.html", "app-map.png", "App map"),
]


def png_size(data):
    """(width, height) of a PNG, read from its IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR", "a PNG starts with its IHDR chunk"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("page,name,heading", SHOTS)
def test_the_readme_shows_the_example_site(browser, site, screenshots, page, name, heading):
    from selenium.webdriver.common.by import By
    before = browser.get_window_size()
    browser.set_window_size(*WINDOW)
    try:
        open_page(browser, site, page)
        if heading:
            title = next(h for h in browser.find_elements(By.CSS_SELECTOR, "h2") if h.text.strip() == heading)
            browser.execute_script("window.scrollTo(0, arguments[0].getBoundingClientRect().top + window.scrollY - 16)", title)
        time.sleep(0.3)  # the diagram's first fit
        assert severe_console_errors(browser) == [], page
        fresh = browser.get_screenshot_as_png()
    finally:
        browser.set_window_size(before["width"], before["height"])
    with open(os.path.join(screenshots, "readme-" + name), "wb") as f:
        f.write(fresh)

    committed = os.path.join(IMAGES, name)
    if os.environ.get("UPDATE_README_SCREENSHOTS") == "1":
        os.makedirs(IMAGES, exist_ok=True)
        with open(committed, "wb") as f:
            f.write(fresh)
    assert os.path.isfile(committed), f"Docs/images/{name} is missing; write it with UPDATE_README_SCREENSHOTS=1"
    with open(committed, "rb") as f:
        data = f.read()
    assert len(data) <= MAX_BYTES, f"Docs/images/{name} is {len(data):,} bytes; keep it under {MAX_BYTES:,}"
    assert png_size(data)[0] == png_size(fresh)[0], f"Docs/images/{name} is not the width the site is shot at now"
    with open(README, encoding="utf-8") as f:
        assert f"(Docs/images/{name})" in f.read(), f"the README does not show Docs/images/{name}"
