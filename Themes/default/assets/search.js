// viper-docs search: offline, no network, works from file://.
//
// The index (assets/search-index.js, written by viper-docs) is a script that sets
// window.VIPER_SEARCH to entries {t: title, k: kind, u: URL from the site root, d: detail, x: a
// guide section's text}. A page does not load it: it is added as a <script> the first time the box
// is used (focus, "/", typing), because a page opened from file:// may not fetch() a file, and a
// large app's index is as large as its pages. <body data-root="../"> says how to reach the root.
//
// Ranking, best first: the whole title; its start; the start of a word in it (HomePresenter,
// view-holds); anywhere in it; every word of the query in the title, detail or text, in any order;
// every word with at most one typo (a letter missing, extra, wrong or two swapped). Ties in natural
// order (Home2 before Home19). Results are grouped by kind, the group with the best match first.
(function () {
  "use strict";

  var PER_KIND = 6;          // results shown per kind when several kinds match
  var ONE_KIND = 40;         // when only one kind matches
  var EXPANDED = 500;        // when a kind is opened with "Show all"
  var KINDS = {
    module: ["module", "Modules"], component: ["component", "Components"], protocol: ["protocol", "Protocols"],
    method: ["method", "Methods"], service: ["service", "Services"], entity: ["entity", "Entities"],
    rule: ["rule", "Rules"], finding: ["finding", "Findings"], guide: ["guide", "Guides"],
    heading: ["section", "Guide sections"], file: ["file", "Source files"]
  };
  var collator = typeof Intl !== "undefined" ? new Intl.Collator("en", { numeric: true, sensitivity: "base" }) : null;

  function naturalCompare(a, b) {
    return (collator ? collator.compare(a, b) : 0) || (a < b ? -1 : a > b ? 1 : 0);
  }

  // The words of a name: HomePresenter → home, presenter; presenter-holds-view-weakly → presenter,
  // holds, view, weakly; Home19 → home, 19.
  function words(text) {
    return String(text)
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
      .replace(/([A-Za-z])([0-9])/g, "$1 $2")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(function (word) { return word; });
  }

  function compact(text) {
    return String(text).toLowerCase().replace(/[^a-z0-9]+/g, "");
  }

  // Optimal string alignment distance, but only as far as "more than one" (`limit` 1).
  function withinOneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1) return false;
    if (a === b) return true;
    var i = 0;
    while (i < a.length && i < b.length && a.charAt(i) === b.charAt(i)) i++;
    var restA = a.slice(i + 1), restB = b.slice(i + 1);
    if (a.length === b.length) {
      // Replace one, or swap two neighbours.
      return restA === restB || (a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && a.slice(i + 2) === b.slice(i + 2));
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // A query word of four letters or more, typed with one typo, of one of `candidates` or of its start.
  function fuzzy(word, candidates) {
    if (word.length < 4) return false;
    for (var i = 0; i < candidates.length; i++) {
      var candidate = candidates[i];
      if (withinOneEdit(word, candidate)) return true;
      for (var extra = -1; extra <= 1; extra++) {
        var length = word.length + extra;
        if (length >= 4 && length < candidate.length && withinOneEdit(word, candidate.slice(0, length))) return true;
      }
    }
    return false;
  }

  function prepare(list) {
    return list.map(function (entry, index) {
      var title = String(entry.t), tokens = words(title);
      var joined = [];
      for (var i = 0; i + 1 < tokens.length; i++) joined.push(tokens[i] + tokens[i + 1]);
      return {
        entry: entry, index: index, title: title, lower: title.toLowerCase(), compact: compact(title),
        starts: wordStarts(title), tokens: tokens, candidates: tokens.concat(joined, [compact(title)]),
        detail: String(entry.d || "").toLowerCase(), text: entry.x ? String(entry.x).toLowerCase() : ""
      };
    });
  }

  // Where each word of a title starts, in its compact form (HomeDetailPresenter → 0, 4, 10).
  function wordStarts(title) {
    var starts = [], at = 0;
    words(title).forEach(function (word) { starts.push(at); at += word.length; });
    return starts;
  }

  function parse(text) {
    var lower = text.trim().toLowerCase();
    var list = lower.split(/\s+/).filter(function (word) { return word; });
    // In a detail or a text, a word matches only where a word starts ("thing" is not in "nothing").
    var starts = list.map(function (word) {
      return new RegExp("(^|[^a-z0-9])" + word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    });
    return { text: lower, compact: compact(lower), words: list, compactWords: list.map(compact), starts: starts };
  }

  // 0: the whole title, 1: its start, 2: the start of a word in it, 3: anywhere in it, 4: every
  // word in the title, 5: every word in the title, or at a word's start in the detail or text;
  // with one typo: 6 the whole title, 7 its start, 8 a word of it; -1: none.
  function rank(item, query) {
    var c = query.compact;
    if (c) {
      if (item.lower === query.text || item.compact === c) return 0;
      if (item.lower.indexOf(query.text) === 0 || item.compact.indexOf(c) === 0) return 1;
      var at = item.compact.indexOf(c);
      if (at > 0) {
        for (var s = 1; s < item.starts.length; s++) if (item.compact.indexOf(c, item.starts[s]) === item.starts[s]) return 2;
        return 3;
      }
      if (item.lower.indexOf(query.text) > 0) return 3;
    }
    var inTitle = true, typo = false, missing = false;
    for (var i = 0; i < query.words.length; i++) {
      var word = query.words[i], bare = query.compactWords[i];
      if (item.lower.indexOf(word) >= 0 || (bare && item.compact.indexOf(bare) >= 0)) continue;
      inTitle = false;
      if (query.starts[i].test(item.detail) || (item.text && query.starts[i].test(item.text))) continue;
      if (bare && fuzzy(bare, item.candidates)) { typo = true; continue; }
      missing = true;
    }
    if (!query.words.length) return -1;
    if (!missing && !typo) return inTitle ? 4 : 5;
    // A typo in the whole name ranks above a typo in one of its words.
    if (c.length >= 4 && withinOneEdit(c, item.compact)) return 6;
    if (c.length >= 4 && fuzzy(c, [item.compact])) return 7;
    return missing ? -1 : 8;
  }

  function search(prepared, query) {
    var found = [];
    for (var i = 0; i < prepared.length; i++) {
      var r = rank(prepared[i], query);
      if (r >= 0) found.push({ item: prepared[i], rank: r });
    }
    var order = Object.keys(KINDS);
    var groups = {};
    found.forEach(function (hit) {
      var kind = hit.item.entry.k;
      (groups[kind] = groups[kind] || { kind: kind, hits: [], best: 99 }).hits.push(hit);
      groups[kind].best = Math.min(groups[kind].best, hit.rank);
    });
    var list = Object.keys(groups).map(function (kind) { return groups[kind]; });
    list.forEach(function (group) {
      // Ties in natural order; among looser matches (words apart, typos), the shorter title first.
      group.hits.sort(function (a, b) {
        return a.rank - b.rank || (a.rank >= 4 ? a.item.title.length - b.item.title.length : 0)
          || naturalCompare(a.item.title, b.item.title)
          || naturalCompare(String(a.item.entry.d), String(b.item.entry.d)) || a.item.index - b.item.index;
      });
    });
    list.sort(function (a, b) {
      var ka = order.indexOf(a.kind), kb = order.indexOf(b.kind);
      return a.best - b.best || (ka < 0 ? 99 : ka) - (kb < 0 ? 99 : kb);
    });
    return list;
  }

  // The title with the query (or its first word) marked; text nodes only, never markup.
  function marked(className, text, query) {
    var span = document.createElement("span");
    span.className = className;
    var lower = text.toLowerCase();
    var needle = query.text, at = lower.indexOf(needle);
    if (at < 0) {
      for (var i = 0; i < query.words.length && at < 0; i++) {
        needle = query.words[i];
        at = lower.indexOf(needle);
      }
    }
    if (at < 0 || !needle) {
      span.textContent = text;
      return span;
    }
    span.appendChild(document.createTextNode(text.slice(0, at)));
    var mark = document.createElement("mark");
    mark.textContent = text.slice(at, at + needle.length);
    span.appendChild(mark);
    span.appendChild(document.createTextNode(text.slice(at + needle.length)));
    return span;
  }

  // The words around the first query word found in a guide section's text.
  function snippet(text, query) {
    var lower = text.toLowerCase(), at = -1;
    for (var i = 0; i < query.words.length && at < 0; i++) at = lower.indexOf(query.words[i]);
    if (at < 0) return null;
    var start = Math.max(0, at - 30), end = Math.min(text.length, at + 70);
    // Whole words at both ends.
    var space = text.indexOf(" ", start);
    if (start > 0 && space >= 0 && space < at) start = space + 1;
    space = text.lastIndexOf(" ", end);
    if (end < text.length && space > at) end = space;
    return (start > 0 ? "…" : "") + text.slice(start, end).trim() + (end < text.length ? "…" : "");
  }

  function start() {
    var form = document.querySelector(".site-search");
    if (!form) return;
    var input = form.querySelector(".site-search-input");
    var list = form.querySelector(".site-search-results");
    var status = form.querySelector(".site-search-status");
    if (!input || !list) return;
    var root = document.body.getAttribute("data-root") || "";
    var indexURL = form.getAttribute("data-index") || root + "assets/search-index.js";
    var prepared = null, loading = false;
    var options = [];       // what each option does: {url} or {expand: kind}
    var active = -1;
    var expanded = {};
    form.hidden = false;

    function say(text) { if (status) status.textContent = text; }

    // The index, added as a script the first time it is needed; `then` runs once it is there.
    var waiting = [];
    function load(then) {
      if (prepared) { then(); return; }
      waiting.push(then);
      if (Array.isArray(window.VIPER_SEARCH)) { ready(); return; }
      if (loading) return;
      loading = true;
      say("Loading the search index…");
      var script = document.createElement("script");
      script.src = indexURL;
      script.onload = ready;
      script.onerror = function () {
        loading = false;
        waiting = [];
        say("The search index could not be loaded.");
      };
      document.head.appendChild(script);
    }

    function ready() {
      if (!Array.isArray(window.VIPER_SEARCH)) return;
      prepared = prepare(window.VIPER_SEARCH);
      say("");
      var callbacks = waiting;
      waiting = [];
      callbacks.forEach(function (callback) { callback(); });
    }

    function option(link, what) {
      var item = document.createElement("li");
      item.id = "site-search-result-" + options.length;
      item.setAttribute("role", "option");
      link.tabIndex = -1;
      item.appendChild(link);
      options.push(what);
      list.appendChild(item);
      return item;
    }

    function render() {
      var text = input.value.trim();
      list.textContent = "";
      options = [];
      if (!text) { close(); return; }
      if (!prepared) { load(render); return; }
      var query = parse(text);
      var groups = search(prepared, query);
      var total = 0;
      groups.forEach(function (group) {
        total += group.hits.length;
        var heading = document.createElement("li");
        heading.className = "result-group";
        heading.setAttribute("role", "presentation");
        heading.textContent = KINDS[group.kind] ? KINDS[group.kind][1] : group.kind;
        var count = document.createElement("span");
        count.className = "result-count";
        count.textContent = String(group.hits.length);
        heading.appendChild(count);
        list.appendChild(heading);
        var limit = expanded[group.kind] ? EXPANDED : groups.length === 1 ? ONE_KIND : PER_KIND;
        group.hits.slice(0, limit).forEach(function (hit) {
          var entry = hit.item.entry;
          var link = document.createElement("a");
          link.href = root + entry.u;
          var kind = document.createElement("span");
          kind.className = "result-kind";
          kind.textContent = KINDS[entry.k] ? KINDS[entry.k][0] : entry.k;
          link.appendChild(kind);
          link.appendChild(marked("result-title", String(entry.t), query));
          if (entry.d) link.appendChild(marked("result-detail", String(entry.d), query));
          var inText = hit.rank === 5 && entry.x ? snippet(String(entry.x), query) : null;
          if (inText) link.appendChild(marked("result-snippet", inText, query));
          option(link, { url: root + entry.u });
        });
        if (group.hits.length > limit) {
          var more = document.createElement("a");
          more.href = "#";
          more.className = "result-more";
          more.textContent = "Show all " + group.hits.length + " " + (KINDS[group.kind] ? KINDS[group.kind][1].toLowerCase() : group.kind);
          option(more, { expand: group.kind, position: options.length });
        }
      });
      if (!total) {
        var none = document.createElement("li");
        none.className = "no-results";
        none.textContent = "Nothing matches “" + text + "”.";
        list.appendChild(none);
      }
      active = options.length ? Math.min(Math.max(active, 0), options.length - 1) : -1;
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      say(total === 1 ? "1 result" : total + " results");
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

    function choose(position) {
      var what = options[position];
      if (!what) return;
      if (what.expand) {
        expanded[what.expand] = true;
        active = what.position;
        render();
        input.focus();
        return;
      }
      window.location.href = what.url;
    }

    input.addEventListener("input", function () {
      active = 0;
      expanded = {};
      render();
    });
    input.addEventListener("focus", function () {
      load(function () { if (input.value.trim()) render(); });
    });
    input.addEventListener("keydown", function (event) {
      switch (event.key) {
        case "ArrowDown":
          if (list.hidden) { render(); } else if (options.length) { active = (active + 1) % options.length; highlight(); }
          event.preventDefault();
          break;
        case "ArrowUp":
          if (options.length) { active = (active - 1 + options.length) % options.length; highlight(); }
          event.preventDefault();
          break;
        case "Enter":
          if (!list.hidden && active >= 0) { event.preventDefault(); choose(active); }
          break;
        case "Escape":
          if (!list.hidden) { close(); } else { input.value = ""; }
          event.preventDefault();
          break;
      }
    });
    list.addEventListener("click", function (event) {
      var item = event.target.closest ? event.target.closest("li[role=option]") : null;
      if (!item) return;
      var position = Number(item.id.replace("site-search-result-", ""));
      if (options[position] && options[position].expand) {
        event.preventDefault();
        choose(position);
      }
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      choose(active >= 0 ? active : 0);
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

  // For tests and other scripts: the ranking without a page.
  window.VIPER_SEARCH_RANK = { prepare: prepare, parse: parse, search: search };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
