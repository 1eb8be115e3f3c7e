/* The room's TV mode: a screen across the hall, never scrolled. Each panel marked
 * data-pager (the standings, the round by table, the last results, the tables still playing)
 * shows the rows that fit its place and pages through the rest, a page every PAGE_MS, with
 * "1/3" beside its heading. The rows are measured as they are (long names wrap, kept whole),
 * so a page is what fits at this screen's size; after each live change (live.js morphs the
 * room in) the pages are made again, keeping the page shown. */
(function () {
  "use strict";
  var PAGE_MS = 8000;
  var shown = {};

  function rowsOf(pager) {
    return Array.prototype.slice.call(pager.querySelectorAll("[data-page-row]"));
  }

  function paginate(pager) {
    var rows = rowsOf(pager);
    rows.forEach(function (row) { row.style.display = ""; });
    var room = pager.clientHeight;
    var fixed = 0;
    Array.prototype.slice.call(pager.querySelectorAll("[data-page-fixed]")).forEach(function (el) {
      fixed += el.getBoundingClientRect().height;
    });
    var left = Math.max(room - fixed - 8, 1);
    var pages = [[]];
    var used = 0;
    rows.forEach(function (row) {
      var height = row.getBoundingClientRect().height;
      if (used + height > left && pages[pages.length - 1].length) {
        pages.push([]);
        used = 0;
      }
      pages[pages.length - 1].push(row);
      used += height;
    });
    return pages;
  }

  function show(pager, pages, index) {
    pages.forEach(function (page, i) {
      page.forEach(function (row) { row.style.display = i === index ? "" : "none"; });
    });
    var count = pager.querySelector("[data-page-count]");
    if (count) count.textContent = pages.length > 1 ? (index + 1) + "/" + pages.length : "";
  }

  function layout() {
    Array.prototype.slice.call(document.querySelectorAll("[data-pager]")).forEach(function (pager) {
      var name = pager.getAttribute("data-pager");
      var pages = paginate(pager);
      var index = (shown[name] || 0) % pages.length;
      shown[name] = index;
      pager.kzPages = pages;
      show(pager, pages, index);
    });
  }

  function turn() {
    Array.prototype.slice.call(document.querySelectorAll("[data-pager]")).forEach(function (pager) {
      var pages = pager.kzPages;
      if (!pages || pages.length < 2) return;
      var name = pager.getAttribute("data-pager");
      shown[name] = ((shown[name] || 0) + 1) % pages.length;
      show(pager, pages, shown[name]);
    });
  }

  function start() {
    if (!document.querySelector("[data-pager]")) return;
    layout();
    window.setInterval(turn, PAGE_MS);
    window.addEventListener("resize", layout);
    document.addEventListener("kibitzer:changed", layout);
    document.addEventListener("kibitzer:page", layout);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
