// viper-docs diagrams: pan and zoom for every inline SVG in a <figure class="diagram">, with no
// dependencies. It changes only the SVG's viewBox, so text stays sharp and links keep working.
//   mouse:    drag to pan; wheel zooms while the diagram has focus (click it) or with Ctrl/⌘ held,
//             so that scrolling the page never gets caught in a diagram
//   touch:    one finger pans, two fingers pinch
//   keyboard: (diagram focused) + and − zoom, arrows pan, 0 resets
//   buttons:  zoom in, zoom out, reset
// Without this script a diagram is a plain picture whose nodes are links.
(function () {
  "use strict";

  var MIN_ZOOM = 0.5;   // of the whole diagram's size
  var MAX_ZOOM = 8;
  var DRAG_THRESHOLD = 4; // pixels before a press becomes a drag (a click stays a click)

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
    figure.insertBefore(controls, figure.firstChild);

    // The SVG takes the card's whole width at the height it had, so that panning shows what lies
    // beyond the picture's edges instead of clipping it to its first box; `meet` keeps it centred.
    var naturalWidth = svg.width.baseVal.value || home.w;
    var naturalHeight = svg.height.baseVal.value || home.h;
    function fit() {
      var style = window.getComputedStyle(figure);
      var inner = figure.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (inner <= 0) return;
      svg.style.width = "100%";
      svg.style.maxWidth = "none";
      svg.style.height = Math.round(naturalHeight * Math.min(1, inner / naturalWidth)) + "px";
    }
    fit();
    if (window.ResizeObserver) {
      new ResizeObserver(fit).observe(figure);
    } else {
      window.addEventListener("resize", fit);
    }

    function apply() {
      svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].map(function (n) { return +n.toFixed(2); }).join(" "));
      figure.classList.toggle("is-zoomed", view.w !== home.w || view.x !== home.x || view.y !== home.y);
    }

    function reset() {
      view = { x: home.x, y: home.y, w: home.w, h: home.h };
      apply();
    }

    function center() {
      return { x: view.x + view.w / 2, y: view.y + view.h / 2 };
    }

    // `factor` > 1 zooms in, keeping `point` (in the SVG's units) where it is on screen.
    function zoomAt(factor, point) {
      var zoom = home.w / (view.w / factor);
      if (zoom < MIN_ZOOM) factor = view.w / (home.w / MIN_ZOOM);
      if (zoom > MAX_ZOOM) factor = view.w / (home.w / MAX_ZOOM);
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
      var step = 40;
      switch (event.key) {
        case "+": case "=": zoomAt(1.25, center()); break;
        case "-": case "_": zoomAt(0.8, center()); break;
        case "0": reset(); break;
        case "ArrowLeft": panBy(step, 0); break;
        case "ArrowRight": panBy(-step, 0); break;
        case "ArrowUp": panBy(0, step); break;
        case "ArrowDown": panBy(0, -step); break;
        default: return;
      }
      event.preventDefault();
    });
  }

  function start() {
    var figures = document.querySelectorAll("figure.diagram");
    for (var i = 0; i < figures.length; i++) setup(figures[i], i + 1);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
