/* The card picker (templates/_cards.html) by keyboard: one tab stop a suit, the arrow keys
 * between its cards (a roving tabindex). The checkboxes stay the form's real fields: Space
 * ticks one as ever, and without this script every card is its own tab stop, as before.
 *
 * - Left and Right: the card before and after in the suit (round to the other end);
 * - Up and Down: the card in the same place in the suit above or below (or that suit's last);
 * - Home and End: the suit's first and last card.
 *
 * The stop of a suit is its card that last had the focus, else its first ticked card, else its
 * first card. A live page's parts morphed in (static/live.js) and htmx's swaps bring fresh
 * cards: the stops are set again after each.
 */
(function () {
  "use strict";

  var CARD = ".suit-row input[type=checkbox]";

  function cards(row) {
    return Array.prototype.slice.call(row.querySelectorAll("input[type=checkbox]"));
  }

  function stop(row, card) {
    cards(row).forEach(function (other) {
      other.setAttribute("tabindex", other === card ? "0" : "-1");
    });
  }

  function rove(root) {
    Array.prototype.forEach.call((root || document).querySelectorAll(".suit-row"), function (row) {
      var all = cards(row);
      if (!all.length) return;
      var kept = all.filter(function (card) { return card.getAttribute("tabindex") === "0"; });
      if (kept.length === 1) return;
      stop(row, all.filter(function (card) { return card.checked; })[0] || all[0]);
    });
  }

  function rowsOf(row) {
    var box = row.closest("fieldset") || row.parentElement;
    return Array.prototype.slice.call(box.querySelectorAll(".suit-row"));
  }

  function move(event) {
    var card = event.target;
    if (!card.matches || !card.matches(CARD) || event.altKey || event.ctrlKey ||
        event.metaKey) return;
    var row = card.closest(".suit-row");
    var all = cards(row);
    var at = all.indexOf(card);
    var backwards = document.documentElement.getAttribute("dir") === "rtl";
    var to = null;
    switch (event.key) {
      case "ArrowRight": to = all[(at + (backwards ? -1 : 1) + all.length) % all.length]; break;
      case "ArrowLeft": to = all[(at + (backwards ? 1 : -1) + all.length) % all.length]; break;
      case "Home": to = all[0]; break;
      case "End": to = all[all.length - 1]; break;
      case "ArrowUp":
      case "ArrowDown": {
        var rows = rowsOf(row);
        var other = rows[rows.indexOf(row) + (event.key === "ArrowUp" ? -1 : 1)];
        if (!other) return;
        var there = cards(other);
        to = there[Math.min(at, there.length - 1)];
        break;
      }
      default: return;
    }
    event.preventDefault();
    if (!to) return;
    stop(to.closest(".suit-row"), to);
    to.focus();
  }

  document.addEventListener("keydown", move);
  document.addEventListener("focusin", function (event) {
    var card = event.target;
    if (card.matches && card.matches(CARD)) stop(card.closest(".suit-row"), card);
  });
  document.addEventListener("htmx:afterSettle", function (event) { rove(event.target); });
  document.addEventListener("kibitzer:changed", function () { rove(document); });
  document.addEventListener("kibitzer:page", function () { rove(document); });
  // when the phone is idle: a page of many pickers (Burraco's) paints first
  function soon() {
    if (window.requestIdleCallback) {
      window.requestIdleCallback(function () { rove(document); }, {timeout: 1000});
    } else {
      window.setTimeout(function () { rove(document); }, 200);
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", soon);
  } else {
    soon();
  }
}());
