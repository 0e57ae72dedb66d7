// viper-docs findings dashboard: filters the list of every finding by rule, severity, group,
// module and file. The filter lives in the page's address (#rule=…&severity=…&group=…&module=…&file=…), so the
// counts elsewhere link to a filtered list and a filtered list can be shared, from file:// too.
// Without this script the filters stay hidden and every finding shows.
(function () {
  "use strict";

  var FILTERS = ["rule", "severity", "group", "module", "file"];

  function start() {
    var form = document.querySelector(".findings-filters");
    var table = document.querySelector("table.findings");
    if (!form || !table || !table.tBodies.length || typeof URLSearchParams === "undefined") return;
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var shown = form.querySelector(".findings-shown");
    var none = document.querySelector(".findings-none");
    var list = document.getElementById("all-findings");
    form.hidden = false;

    function values() {
      var result = {};
      FILTERS.forEach(function (name) { result[name] = form.elements[name].value.trim(); });
      return result;
    }

    // A module typed in part matches every module whose name holds it; a whole name (as the links
    // give it) only that module.
    function moduleMatcher(text) {
      if (!text) return function () { return true; };
      var lower = text.toLowerCase();
      var exact = rows.some(function (row) { return row.getAttribute("data-module").toLowerCase() === lower; });
      return function (name) {
        name = name.toLowerCase();
        return exact ? name === lower : name.indexOf(lower) >= 0;
      };
    }

    function apply() {
      var wanted = values();
      var module = moduleMatcher(wanted.module);
      var count = 0;
      rows.forEach(function (row) {
        var match = (!wanted.rule || row.getAttribute("data-rule") === wanted.rule)
          && (!wanted.severity || row.getAttribute("data-severity") === wanted.severity)
          && (!wanted.group || row.getAttribute("data-group") === wanted.group)
          && module(row.getAttribute("data-module"))
          && (!wanted.file || row.getAttribute("data-file") === wanted.file);
        row.hidden = !match;
        if (match) count += 1;
      });
      if (shown) {
        shown.textContent = count === rows.length
          ? "Showing all " + rows.length + (rows.length === 1 ? " finding." : " findings.")
          : "Showing " + count + " of " + rows.length + " findings.";
      }
      if (none) none.hidden = count > 0;
    }

    // The filter from the address; a value the page does not offer selects nothing.
    function read() {
      var params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
      var any = false;
      FILTERS.forEach(function (name) {
        var value = params.get(name) || "";
        form.elements[name].value = value;
        if (value) any = true;
      });
      return any;
    }

    function write() {
      var params = new URLSearchParams();
      var wanted = values();
      FILTERS.forEach(function (name) { if (wanted[name]) params.set(name, wanted[name]); });
      var hash = params.toString();
      var url = window.location.href.replace(/#.*$/, "") + (hash ? "#" + hash : "");
      try {
        window.history.replaceState(null, "", url);
      } catch (error) {
        // Some browsers refuse to change a file:// address; the filter still works.
      }
    }

    function fromAddress() {
      var filtered = read();
      apply();
      if (filtered && list) list.scrollIntoView();
    }

    form.addEventListener("change", function () { apply(); write(); });
    form.addEventListener("input", function (event) {
      if (event.target && event.target.name === "module") { apply(); write(); }
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.addEventListener("reset", function () {
      // The form's fields are cleared after this event.
      window.setTimeout(function () { apply(); write(); }, 0);
    });
    window.addEventListener("hashchange", fromAddress);
    fromAddress();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
