"""`viper-docs build`'s publishing options, run as a user runs them (no browser needed)."""
import os
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree

import pytest

from conftest import EXAMPLE, REPOSITORY, _binary


def build(*arguments):
    binary = _binary()
    if not os.access(binary, os.X_OK):
        pytest.skip(f"viper-docs is not built at {binary}; run `swift build` first")
    return subprocess.run([binary, "build", EXAMPLE, "--quiet", *arguments], capture_output=True, text=True, timeout=300)


def test_a_theme_without_a_template_exits_2_with_one_line(tmp_path):
    theme = tmp_path / "theme"
    shutil.copytree(os.path.join(REPOSITORY, "Themes", "default"), theme)
    (theme / "source.mustache").unlink()
    output = tmp_path / "site"
    result = build("--output", str(output), "--theme", str(theme))
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "source.mustache" in result.stderr
    assert not output.exists(), "nothing is written"


def test_a_copied_theme_changes_the_site(tmp_path):
    theme = tmp_path / "theme"
    shutil.copytree(os.path.join(REPOSITORY, "Themes", "default"), theme)
    with open(theme / "assets" / "style.css", "a", encoding="utf-8") as css:
        css.write("\n/* my theme */ body { font-size: 18px; }\n")
    layout = (theme / "layout.mustache").read_text(encoding="utf-8")
    (theme / "layout.mustache").write_text(layout.replace("Written by viper-docs.", "Our architecture, by viper-docs."), encoding="utf-8")
    output = tmp_path / "site"
    result = build("--output", str(output), "--theme", str(theme))
    assert result.returncode == 1, result.stderr  # the example's findings
    assert "/* my theme */" in (output / "assets" / "style.css").read_text(encoding="utf-8")
    assert "Our architecture, by viper-docs." in (output / "index.html").read_text(encoding="utf-8")


def test_base_url_writes_a_sitemap_and_canonical_links(tmp_path):
    output = tmp_path / "site"
    result = build("--output", str(output), "--base-url", "https://example.com/tv")
    assert result.returncode == 1, result.stderr
    root = ElementTree.parse(output / "sitemap.xml").getroot()
    locations = [element.text for element in root.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    assert "https://example.com/tv/index.html" in locations
    assert "https://example.com/tv/modules/Home.html" in locations
    assert "https://example.com/tv/source/Modules/Shows/Home/HomePresenter.swift.html" in locations
    assert locations == sorted(locations)
    home = (output / "modules" / "Home.html").read_text(encoding="utf-8")
    assert '<link rel="canonical" href="https://example.com/tv/modules/Home.html">' in home
    assert (output / ".nojekyll").is_file()


def test_without_base_url_there_is_no_sitemap(tmp_path):
    output = tmp_path / "site"
    assert build("--output", str(output)).returncode == 1
    assert not (output / "sitemap.xml").exists()
    assert (output / ".nojekyll").is_file(), "GitHub Pages serves the site as it is"
    assert 'rel="canonical"' not in (output / "index.html").read_text(encoding="utf-8")


def test_a_bad_base_url_exits_2_with_one_line(tmp_path):
    result = build("--output", str(tmp_path / "site"), "--base-url", "example.com/docs")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "viper-docs: error: --base-url: example.com/docs is no base URL; give the site's absolute address, such as https://example.com/docs/"]
