// viper-docs diagrams: pan and zoom for every inline SVG in a <figure class="diagram">, with no
// dependencies. It changes only the SVG's viewBox, so text stays sharp and links keep working.
//   mouse:    drag to pan; wheel zooms while the diagram has focus (click it) or with Ctrl/⌘ held,
//             so that scrolling the page never gets caught in a diagram
//   touch:    one finger pans, two fingers pinch
//   keyboard: (diagram focused) + and − zoom, arrows pan, 0 resets
//   buttons:  zoom in, zoom out, reset, fit, full screen; a "Find in map" box centres a named node
// A large map opens at a legible scale (labels at least MIN_LABEL_PX high) rather than shrunk to fit.
// A red edge links to its finding; each finding with an edge gets "Show in diagram", which marks
// the edge and centres it (and arriving at a finding's #violation-N marks its edge too).
// Without this script a diagram is a plain picture whose nodes and red edges are links.
(function () {
  "use strict";

  var MIN_ZOOM = 0.5;   // of the whole diagram's size
  var MAX_ZOOM = 8;
  var DRAG_THRESHOLD = 4; // pixels before a press becomes a drag (a click stays a click)
  var MIN_LABEL_PX = 10;  // the largest labels are at least this high at the opening scale
  var MAX_HEIGHT_SHARE = 0.75; // of the window's height, for a map shown at a legible scale

  function setup(figure, number) {
    var svg = figure.querySelector(":scope > svg");
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return;
    var base = svg.viewBox.baseVal;
    var home = { x: base.x, y: base.y, w: base.width, h: base.height };
    var view = { x: home.x, y: home.y, w: home.w, h: home.h };

    figure.classList.add("is-interactive");
    figure.tabIndex = 0;
    figure.setAttribute("role", "group");
    var title = svg.querySelector("title");
    var name = title && title.textContent ? title.textContent.trim() : "Diagram";
    figure.setAttribute("aria-label", name + " — drag to pan; + and − zoom, arrows pan, 0 resets");

    var controls = document.createElement("div");
    controls.className = "diagram-controls";
    function button(label, text, action) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "diagram-button";
      b.setAttribute("aria-label", label);
      b.title = label;
      b.textContent = text;
      b.addEventListener("click", function (event) { event.stopPropagation(); action(); });
      controls.appendChild(b);
      return b;
    }
    button("Zoom in", "+", function () { zoomAt(1.25, center()); });
    button("Zoom out", "\u2212", function () { zoomAt(0.8, center()); });
    button("Reset view", "Reset", reset);
    button("Fit the whole map", "Fit", fitWhole);
    var fullscreen = button("Full screen", "Full screen", function () { setFullscreen(!figure.classList.contains("is-fullscreen")); });
    figure.insertBefore(controls, figure.firstChild);
    var find = findBox(figure, svg, number, controls, function (elements) { centreOn(elements); });

    function setFullscreen(on) {
      figure.classList.toggle("is-fullscreen", on);
      document.documentElement.classList.toggle("has-fullscreen-diagram", on);
      fullscreen.setAttribute("aria-pressed", on ? "true" : "false");
      fullscreen.title = on ? "Leave full screen (Esc)" : "Full screen";
      fullscreen.textContent = on ? "Close" : "Full screen";
      fullscreen.setAttribute("aria-label", fullscreen.title);
      figure.classList.remove("is-zoomed");
      fit();
      reset();
      if (on) figure.focus();
    }
    figure.viperDiagram = { centreOn: centreOn, svg: svg, find: find };

    // The SVG takes the card's whole width. A map that would be shrunk below legible labels opens
    // at the legible scale instead, centred, in a box at most MAX_HEIGHT_SHARE of the window high:
    // panning, zooming and "Find in map" reach the rest, and "Fit" shows it whole.
    var naturalWidth = svg.width.baseVal.value || home.w;
    var naturalHeight = svg.height.baseVal.value || home.h;
    var whole = { x: home.x, y: home.y, w: home.w, h: home.h };
    var fontUnits = largestFont(svg);
    function fit() {
      var style = window.getComputedStyle(figure);
      var inner = figure.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (inner <= 0) return;
      svg.style.width = "100%";
      svg.style.maxWidth = "none";
      if (figure.classList.contains("is-fullscreen")) {
        var controlsHeight = controls.getBoundingClientRect().height;
        svg.style.height = Math.max(100, window.innerHeight - controlsHeight - 8) + "px";
        return;
      }
      var scale = inner / whole.w; // pixels per SVG unit when the whole map fits the width
      var legible = MIN_LABEL_PX / fontUnits;
      if (scale >= legible) {
        svg.style.height = Math.round(naturalHeight * Math.min(1, inner / naturalWidth)) + "px";
        home = { x: whole.x, y: whole.y, w: whole.w, h: whole.h };
      } else {
        var height = Math.min(whole.h * legible, window.innerHeight * MAX_HEIGHT_SHARE);
        svg.style.height = Math.round(Math.max(height, 160)) + "px";
        var w = inner / legible, h = Math.max(height, 160) / legible;
        home = { x: whole.x + (whole.w - w) / 2, y: whole.y + (whole.h - h) / 2, w: w, h: h };
      }
      if (!figure.classList.contains("is-zoomed")) {
        view = { x: home.x, y: home.y, w: home.w, h: home.h };
        apply();
      }
    }
    fit();
    if (window.ResizeObserver) {
      new ResizeObserver(fit).observe(figure);
    } else {
      window.addEventListener("resize", fit);
    }

    function apply() {
      svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].map(function (n) { return +n.toFixed(2); }).join(" "));
      figure.classList.toggle("is-zoomed", Math.abs(view.w - home.w) > 0.01 || Math.abs(view.x - home.x) > 0.01 || Math.abs(view.y - home.y) > 0.01);
    }

    function reset() {
      view = { x: home.x, y: home.y, w: home.w, h: home.h };
      apply();
      figure.classList.remove("is-zoomed");
    }

    // The whole map in the box, however small its labels.
    function fitWhole() {
      var box = svg.getBoundingClientRect();
      var ratio = box.height > 0 ? box.width / box.height : whole.w / whole.h;
      var w = Math.max(whole.w, whole.h * ratio), h = w / ratio;
      view = { x: whole.x + (whole.w - w) / 2, y: whole.y + (whole.h - h) / 2, w: w, h: h };
      apply();
    }

    // Centres `elements` (SVG nodes or edges) at a scale where their labels are legible.
    function centreOn(elements) {
      var box = null;
      elements.forEach(function (element) {
        var b = element.getBBox();
        box = box ? { x: Math.min(box.x, b.x), y: Math.min(box.y, b.y), r: Math.max(box.r, b.x + b.width), b: Math.max(box.b, b.y + b.height) }
                  : { x: b.x, y: b.y, r: b.x + b.width, b: b.y + b.height };
      });
      if (!box) return;
      // getBBox is in the element's user space; the graph's <g> is translated, so map both corners.
      var matrix = elements[0].getCTM(), root = svg.getCTM();
      var cx = (box.x + box.r) / 2, cy = (box.y + box.b) / 2;
      if (matrix && root) {
        var point = svg.createSVGPoint();
        point.x = cx; point.y = cy;
        var p = point.matrixTransform(root.inverse().multiply(matrix));
        cx = p.x; cy = p.y;
      }
      var w = Math.min(view.w, home.w), h = w * (view.h / view.w);
      // Wide enough to show the whole selection, with a margin.
      var need = (box.r - box.x) * 1.4;
      if (need > w) { h *= need / w; w = need; }
      view = { x: cx - w / 2, y: cy - h / 2, w: w, h: h };
      apply();
    }

    function center() {
      return { x: view.x + view.w / 2, y: view.y + view.h / 2 };
    }

    // `factor` > 1 zooms in, keeping `point` (in the SVG's units) where it is on screen.
    function zoomAt(factor, point) {
      var zoom = whole.w / (view.w / factor);
      if (zoom < MIN_ZOOM) factor = view.w / (whole.w / MIN_ZOOM);
      if (zoom > MAX_ZOOM * Math.max(1, whole.w / home.w)) factor = view.w / (home.w / MAX_ZOOM);
      view.x = point.x - (point.x - view.x) / factor;
      view.y = point.y - (point.y - view.y) / factor;
      view.w /= factor;
      view.h /= factor;
      apply();
    }

    // SVG units per screen pixel, for the current view.
    function unitsPerPixel() {
      var matrix = svg.getScreenCTM();
      return matrix && matrix.a ? 1 / matrix.a : view.w / Math.max(1, svg.getBoundingClientRect().width);
    }

    function toSVG(clientX, clientY) {
      var matrix = svg.getScreenCTM();
      if (!matrix) return center();
      var point = svg.createSVGPoint();
      point.x = clientX;
      point.y = clientY;
      return point.matrixTransform(matrix.inverse());
    }

    function panBy(dxPixels, dyPixels) {
      var k = unitsPerPixel();
      view.x -= dxPixels * k;
      view.y -= dyPixels * k;
      apply();
    }

    // ---- Wheel
    svg.addEventListener("wheel", function (event) {
      if (!(event.ctrlKey || event.metaKey || figure.contains(document.activeElement))) return;
      event.preventDefault();
      var delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoomAt(Math.exp(-delta * 0.0015), toSVG(event.clientX, event.clientY));
    }, { passive: false });

    // ---- Pointers: drag, pinch
    var pointers = new Map();
    var dragged = false;
    var pinch = null;

    svg.addEventListener("pointerdown", function (event) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY });
      dragged = false;
      if (pointers.size === 2) pinch = null;
    });

    svg.addEventListener("pointermove", function (event) {
      var p = pointers.get(event.pointerId);
      if (!p) return;
      if (pointers.size === 1) {
        if (!dragged && Math.hypot(event.clientX - p.startX, event.clientY - p.startY) < DRAG_THRESHOLD) return;
        if (!dragged) {
          dragged = true;
          figure.classList.add("is-dragging");
          // Captured only once a drag starts, so that a plain click still reaches the node's link.
          try { svg.setPointerCapture(event.pointerId); } catch (e) { /* the pointer is gone */ }
        }
        panBy(event.clientX - p.x, event.clientY - p.y);
      } else if (pointers.size === 2) {
        dragged = true;
        p.x = event.clientX;
        p.y = event.clientY;
        var both = Array.from(pointers.values());
        var distance = Math.hypot(both[0].x - both[1].x, both[0].y - both[1].y);
        var mid = toSVG((both[0].x + both[1].x) / 2, (both[0].y + both[1].y) / 2);
        if (pinch && distance > 0) zoomAt(distance / pinch, mid);
        pinch = distance;
        event.preventDefault();
        return;
      }
      p.x = event.clientX;
      p.y = event.clientY;
    });

    function release(event) {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) figure.classList.remove("is-dragging");
    }
    svg.addEventListener("pointerup", release);
    svg.addEventListener("pointercancel", release);

    // A drag that ends on a node is no click on its link.
    svg.addEventListener("click", function (event) {
      if (dragged) {
        event.preventDefault();
        event.stopPropagation();
        dragged = false;
      }
    }, true);

    // ---- Keyboard (on the figure, not on a focused node's link: Enter must still open it)
    figure.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target && event.target.tagName === "INPUT") return;
      var step = 40;
      switch (event.key) {
        case "+": case "=": zoomAt(1.25, center()); break;
        case "-": case "_": zoomAt(0.8, center()); break;
        case "0": reset(); break;
        case "Escape":
          if (!figure.classList.contains("is-fullscreen")) return;
          setFullscreen(false);
          break;
        case "ArrowLeft": panBy(step, 0); break;
        case "ArrowRight": panBy(-step, 0); break;
        case "ArrowUp": panBy(0, step); break;
        case "ArrowDown": panBy(0, -step); break;
        default: return;
      }
      event.preventDefault();
    });
  }

  // The font size (in SVG units) of the largest labels: what must stay legible.
  function largestFont(svg) {
    var largest = 0;
    var texts = svg.querySelectorAll("g.node text");
    for (var i = 0; i < texts.length; i++) {
      var size = parseFloat(texts[i].getAttribute("font-size"));
      if (size > largest) largest = size;
    }
    return largest || 11;
  }

  // ---- Find in map: a name → its node highlighted and centred; a name inside a collapsed node
  // (one that stands for many, its tooltip listing them) finds that node.
  function findBox(figure, svg, number, controls, centre) {
    var nodes = Array.prototype.slice.call(svg.querySelectorAll("g.node"));
    if (nodes.length < 2) return null;
    var entries = nodes.map(function (node) {
      var title = node.querySelector("title");
      var link = node.querySelector("a");
      var tooltip = link ? (link.getAttribute("xlink:title") || link.getAttribute("title") || "") : "";
      var label = Array.prototype.map.call(node.querySelectorAll("text"), function (t) { return t.textContent; }).join(" ");
      var names = [];
      var colon = tooltip.indexOf(": ");
      if (node.id.indexOf("collapsed") >= 0 || node.id.indexOf("other-groups") >= 0 || node.id.indexOf("group-") >= 0) {
        if (colon >= 0) names = tooltip.slice(colon + 2).split(/,\s*/);
      }
      return { node: node, name: (title ? title.textContent : "").trim(), label: label, members: names };
    });
    var form = document.createElement("form");
    form.className = "diagram-find";
    form.setAttribute("role", "search");
    var id = "diagram-find-" + number;
    var input = document.createElement("input");
    input.type = "search";
    input.id = id;
    input.className = "diagram-find-input";
    input.placeholder = "Find in map";
    input.autocomplete = "off";
    input.setAttribute("aria-label", "Find a node in this map");
    var list = document.createElement("datalist");
    list.id = id + "-names";
    entries.forEach(function (entry) {
      if (!entry.name || entry.name.charAt(0) === "(") return;
      var option = document.createElement("option");
      option.value = entry.name;
      list.appendChild(option);
    });
    input.setAttribute("list", list.id);
    var status = document.createElement("span");
    status.className = "diagram-find-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    form.appendChild(input);
    form.appendChild(list);
    form.appendChild(status);
    controls.insertBefore(form, controls.firstChild);

    function search(query) {
      var q = query.trim().toLowerCase();
      if (!q) return null;
      var tests = [
        function (e) { return e.name.toLowerCase() === q; },
        function (e) { return e.members.some(function (m) { return m.toLowerCase() === q; }); },
        function (e) { return e.name.toLowerCase().indexOf(q) === 0; },
        function (e) { return e.name.toLowerCase().indexOf(q) >= 0 || e.label.toLowerCase().indexOf(q) >= 0; },
        function (e) { return e.members.some(function (m) { return m.toLowerCase().indexOf(q) >= 0; }); },
      ];
      for (var i = 0; i < tests.length; i++) {
        var hit = entries.filter(tests[i]);
        if (hit.length) return { entry: hit[0], inside: i === 1 || i === 4, count: hit.length };
      }
      return null;
    }

    function show(query) {
      entries.forEach(function (e) { e.node.classList.remove("is-found"); });
      var result = search(query);
      if (!result) {
        status.textContent = query.trim() ? "No node matches \u201c" + query.trim() + "\u201d" : "";
        return null;
      }
      var entry = result.entry;
      entry.node.classList.add("is-found");
      centre([entry.node]);
      var label = entry.label.replace(/\s+/g, " ").trim();
      status.textContent = result.inside ? "In \u201c" + label + "\u201d" : (result.count > 1 ? "1 of " + result.count : "Found");
      return entry.node;
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      show(input.value);
    });
    input.addEventListener("input", function () {
      // Typing a whole name (or picking it from the list) finds it at once.
      var q = input.value.trim().toLowerCase();
      if (entries.some(function (e) { return e.name.toLowerCase() === q; })) show(input.value);
    });
    input.addEventListener("keydown", function (event) { event.stopPropagation(); });
    return { show: show };
  }

  // ---- Findings ↔ red edges: an edge's classes name its findings (`finding violation-2`).
  function linkFindings() {
    var edges = document.querySelectorAll("figure.diagram g.edge.finding");
    if (!edges.length) return;
    function edgesOf(anchor) {
      return Array.prototype.filter.call(edges, function (edge) { return edge.classList.contains(anchor); });
    }
    function mark(anchor, centre) {
      Array.prototype.forEach.call(edges, function (edge) { edge.classList.remove("is-highlighted"); });
      var found = edgesOf(anchor);
      found.forEach(function (edge) { edge.classList.add("is-highlighted"); });
      if (!found.length || !centre) return found;
      var figure = found[0].closest("figure.diagram");
      if (figure && figure.viperDiagram) figure.viperDiagram.centreOn(found);
      if (figure) {
        figure.scrollIntoView({ block: "center" });
        figure.focus({ preventScroll: true });
      }
      return found;
    }
    var items = document.querySelectorAll("li.violation[id]");
    Array.prototype.forEach.call(items, function (item) {
      if (!edgesOf(item.id).length) return;
      var head = item.querySelector(".violation-head") || item;
      var link = document.createElement("a");
      link.className = "show-edge";
      link.href = "#" + item.id;
      link.textContent = "Show in diagram";
      link.setAttribute("aria-label", "Show this finding's edge in the diagram");
      link.addEventListener("click", function (event) {
        event.preventDefault();
        if (history.replaceState) history.replaceState(null, "", "#" + item.id);
        mark(item.id, true);
      });
      head.appendChild(link);
    });
    function fromHash() {
      var anchor = decodeURIComponent(location.hash.slice(1));
      if (/^violation-\d+$/.test(anchor)) mark(anchor, false);
    }
    window.addEventListener("hashchange", fromHash);
    fromHash();
  }

  function start() {
    var figures = document.querySelectorAll("figure.diagram");
    for (var i = 0; i < figures.length; i++) setup(figures[i], i + 1);
    linkFindings();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
