"""Fixtures of the browser tests: the built viper-docs, the example site it writes, and a headless
Chromium driven by Selenium. What is missing makes the tests that need it skip, with a reason."""
import os
import shutil
import subprocess
import sys

import pytest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
EXAMPLE = os.path.join(REPOSITORY, "Examples", "TVShows")
SCREENSHOTS = os.path.join(REPOSITORY, "artifacts", "screenshots")

sys.path.insert(0, os.path.dirname(__file__))


def _binary():
    explicit = os.environ.get("VIPER_DOCS")
    if explicit:
        return explicit
    return os.path.join(REPOSITORY, ".build", "debug", "viper-docs")


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The example app's site, written by the built binary into a temporary folder."""
    binary = _binary()
    if not os.access(binary, os.X_OK):
        pytest.skip(f"viper-docs is not built at {binary}; run `swift build` first (or set VIPER_DOCS)")
    output = tmp_path_factory.mktemp("site") / "TVShows"
    result = subprocess.run([binary, "build", EXAMPLE, "--output", str(output), "--quiet"],
                            capture_output=True, text=True, timeout=300)
    # 1: the example has error-level findings on purpose; the site is written all the same.
    assert result.returncode in (0, 1), result.stderr
    assert (output / "index.html").is_file(), result.stderr
    return output


# ../shared/bench beside the repository (as CI and every developer have it), unless VIPER_BENCH says.
BENCH = os.environ.get("VIPER_BENCH") or next(
    (path for path in [os.path.join(REPOSITORY, "..", "shared", "bench"), "/work/shared/bench"] if os.path.isdir(path)),
    os.path.join(REPOSITORY, "..", "shared", "bench"))


def _generated_site(tmp_path_factory, modules, violations, seed, quiet=True):
    """A generated app of `modules` modules (the bench's generator) and its site, built by the built
    binary: (the site's folder, what the build printed on stderr). Skips without the generator."""
    generator = os.path.join(BENCH, "gen_viper_app.py")
    if not os.path.isfile(generator):
        pytest.skip(f"no app generator at {generator} (../shared is absent on a user's clone; set VIPER_BENCH to the "
                    f"folder that holds gen_viper_app.py); skipping the {modules}-module checks")
    binary = _binary()
    if not os.access(binary, os.X_OK):
        pytest.skip(f"viper-docs is not built at {binary}; run `swift build` first (or set VIPER_DOCS)")
    app = tmp_path_factory.mktemp(f"app{modules}") / f"App{modules}"
    generated = subprocess.run([sys.executable, generator, "--style", "mixed", "--modules", str(modules), "--violations", str(violations),
                                "--seed", str(seed), "--guides", "3", "--out", str(app)], capture_output=True, text=True, timeout=600)
    assert generated.returncode == 0, generated.stderr
    output = app.parent / f"App{modules}-site"
    result = subprocess.run([binary, "build", str(app), "--output", str(output)] + (["--quiet"] if quiet else []),
                            capture_output=True, text=True, timeout=1200)
    assert result.returncode in (0, 1), result.stderr
    assert (output / "index.html").is_file(), result.stderr
    return output, result.stderr


@pytest.fixture(scope="session")
def large_site(tmp_path_factory):
    """The site of a generated 300-module app."""
    return _generated_site(tmp_path_factory, 300, 0.3, 5)[0]


@pytest.fixture(scope="session")
def thousand_site(tmp_path_factory):
    """The site of a generated 1,000-module app (built once per test run, in debug), and what the
    build printed on stderr."""
    return _generated_site(tmp_path_factory, 1000, 0.2, 7, quiet=False)




def _find_chromium():
    for candidate in [os.environ.get("CHROME_BIN"), "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
                      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                      "/Applications/Chromium.app/Contents/MacOS/Chromium"]:
        if not candidate:
            continue
        found = shutil.which(candidate) or (candidate if os.access(candidate, os.X_OK) else None)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def browser():
    """A headless Chromium. Skips, saying what to install, when Selenium, Chromium or its driver is missing."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip("browser tests need Selenium: pip install selenium (make deps installs it)")
    chromium = _find_chromium()
    driver_path = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver")
    if not chromium or not driver_path or not os.access(driver_path, os.X_OK):
        pytest.skip("browser tests need Chromium and chromedriver (Debian: apt-get install chromium chromium-driver; "
                    "or set CHROME_BIN and CHROMEDRIVER); skipping them")
    options = Options()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--window-size=1280,1000", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except Exception as error:  # a driver that does not match the browser, no display libraries…
        pytest.skip(f"cannot start headless Chromium ({chromium}) with {driver_path}: {str(error).splitlines()[0]}")
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def screenshots():
    os.makedirs(SCREENSHOTS, exist_ok=True)
    return SCREENSHOTS
