// viper-docs search: offline, no network, works from file://.
// The index is a script (assets/search-index.js) that sets window.VIPER_SEARCH to entries
// {t: title, k: kind, u: URL from the site root, d: detail}. <body data-root="../"> says how
// to reach the root from this page. Without the index or this script the box stays hidden.
(function () {
  "use strict";

  var MAX_RESULTS = 30;
  var KINDS = {
    module: "module", component: "component", protocol: "protocol", method: "method",
    service: "service", entity: "entity", rule: "rule", guide: "guide", heading: "section", file: "file"
  };

  function start() {
    var entries = window.VIPER_SEARCH;
    var form = document.querySelector(".site-search");
    if (!form || !Array.isArray(entries)) return;
    var input = form.querySelector(".site-search-input");
    var list = form.querySelector(".site-search-results");
    var status = form.querySelector(".site-search-status");
    if (!input || !list) return;
    var root = document.body.getAttribute("data-root") || "";
    var titles = entries.map(function (e) { return String(e.t).toLowerCase(); });
    var details = entries.map(function (e) { return String(e.d || "").toLowerCase(); });
    var results = [];
    var active = -1;
    form.hidden = false;

    // 0: the whole title, 1: its start, 2: the start of a word in it (HomePresenter, view-holds),
    // 3: anywhere in it, 4: in the detail line. Lower is better; -1 is no match.
    function rank(index, query) {
      var title = titles[index];
      if (title === query) return 0;
      var at = title.indexOf(query);
      if (at === 0) return 1;
      if (at > 0) {
        var original = String(entries[index].t);
        var before = original.charAt(at - 1), first = original.charAt(at);
        var wordStart = !/[A-Za-z0-9]/.test(before) || (/[a-z0-9]/.test(before) && /[A-Z]/.test(first));
        return wordStart ? 2 : 3;
      }
      return details[index].indexOf(query) >= 0 ? 4 : -1;
    }

    function search(text) {
      var query = text.trim().toLowerCase();
      if (!query) return [];
      var found = [];
      for (var i = 0; i < entries.length; i++) {
        var r = rank(i, query);
        if (r >= 0) found.push({ index: i, rank: r });
      }
      // The index is in a stable order (kind, then title); ties keep it.
      found.sort(function (a, b) { return a.rank - b.rank || a.index - b.index; });
      return found.slice(0, MAX_RESULTS).map(function (f) { return f.index; });
    }

    // The title, with the first match marked; built from text nodes, never from markup.
    function titleNode(title, query) {
      var span = document.createElement("span");
      span.className = "result-title";
      var at = title.toLowerCase().indexOf(query);
      if (at < 0 || !query) {
        span.textContent = title;
        return span;
      }
      span.appendChild(document.createTextNode(title.slice(0, at)));
      var mark = document.createElement("mark");
      mark.textContent = title.slice(at, at + query.length);
      span.appendChild(mark);
      span.appendChild(document.createTextNode(title.slice(at + query.length)));
      return span;
    }

    function render() {
      var query = input.value.trim().toLowerCase();
      results = search(input.value);
      active = results.length ? 0 : -1;
      list.textContent = "";
      if (!query) {
        close();
        return;
      }
      results.forEach(function (index, position) {
        var entry = entries[index];
        var item = document.createElement("li");
        item.id = "site-search-result-" + position;
        item.setAttribute("role", "option");
        var link = document.createElement("a");
        link.href = root + entry.u;
        link.tabIndex = -1;
        var kind = document.createElement("span");
        kind.className = "result-kind";
        kind.textContent = KINDS[entry.k] || entry.k;
        link.appendChild(kind);
        link.appendChild(titleNode(String(entry.t), query));
        if (entry.d) {
          var detail = document.createElement("span");
          detail.className = "result-detail";
          detail.textContent = entry.d;
          link.appendChild(detail);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      if (!results.length) {
        var none = document.createElement("li");
        none.className = "no-results";
        none.textContent = "Nothing matches “" + input.value.trim() + "”.";
        list.appendChild(none);
      }
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      if (status) status.textContent = results.length === 1 ? "1 result" : results.length + " results";
      highlight();
    }

    function highlight() {
      var items = list.querySelectorAll("li[role=option]");
      for (var i = 0; i < items.length; i++) {
        items[i].setAttribute("aria-selected", i === active ? "true" : "false");
      }
      if (active >= 0 && items[active]) {
        input.setAttribute("aria-activedescendant", items[active].id);
        items[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
    }

    function open(position) {
      var index = results[position];
      if (index === undefined) return;
      window.location.href = root + entries[index].u;
    }

    input.addEventListener("input", render);
    input.addEventListener("focus", function () { if (input.value.trim()) render(); });
    input.addEventListener("keydown", function (event) {
      switch (event.key) {
        case "ArrowDown":
          if (list.hidden) { render(); } else if (results.length) { active = (active + 1) % results.length; highlight(); }
          event.preventDefault();
          break;
        case "ArrowUp":
          if (results.length) { active = (active - 1 + results.length) % results.length; highlight(); }
          event.preventDefault();
          break;
        case "Enter":
          if (!list.hidden && active >= 0) { event.preventDefault(); open(active); }
          break;
        case "Escape":
          if (!list.hidden) { close(); } else { input.value = ""; }
          event.preventDefault();
          break;
      }
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      open(active >= 0 ? active : 0);
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) close();
    });
    // "/" focuses the box, as on many documentation sites (not while typing elsewhere).
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var target = event.target;
      if (target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName))) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
