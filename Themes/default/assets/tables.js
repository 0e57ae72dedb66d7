// viper-docs tables: a click on a column's header sorts the rows by it; a second click, the other
// way. Names sort naturally (Home2 before Home19) and numbers as numbers; a cell's data-sort is what
// it sorts by when its text is not. Tables with the class "sortable" only; without this script they
// keep the order they were written in (by name, naturally).
(function () {
  "use strict";

  var collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

  function key(cell) {
    if (!cell) return "";
    var explicit = cell.getAttribute("data-sort");
    return explicit !== null ? explicit : cell.textContent.trim();
  }

  function isNumber(text) {
    return text !== "" && !isNaN(Number(text));
  }

  // Numbers as numbers, everything else naturally, case ignored; then by code points, so that the
  // order is total.
  function compare(a, b) {
    if (isNumber(a) && isNumber(b)) return Number(a) - Number(b);
    return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  }

  function sortBy(table, column, descending) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows).map(function (row, index) {
      return { row: row, key: key(row.cells[column]), index: index };
    });
    rows.sort(function (a, b) {
      var order = compare(a.key, b.key);
      return (descending ? -order : order) || a.index - b.index;
    });
    var fragment = document.createDocumentFragment();
    rows.forEach(function (entry) { fragment.appendChild(entry.row); });
    body.appendChild(fragment);
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, index) {
      if (index === column) {
        header.setAttribute("aria-sort", descending ? "descending" : "ascending");
      } else {
        header.removeAttribute("aria-sort");
      }
    });
  }

  function setUp(table) {
    if (!table.tHead || !table.tHead.rows.length || !table.tBodies.length) return;
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, column) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort-button";
      while (header.firstChild) button.appendChild(header.firstChild);
      header.appendChild(button);
      button.title = "Sort by " + button.textContent.trim().toLowerCase();
      button.addEventListener("click", function () {
        var current = header.getAttribute("aria-sort");
        // Counts first from the most, names from A; a second click reverses.
        var descending = current ? current === "ascending" : header.classList.contains("num");
        sortBy(table, column, descending);
      });
    });
    table.classList.add("is-sortable");
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), setUp);
  }

  window.VIPER_TABLES = { compare: compare };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
