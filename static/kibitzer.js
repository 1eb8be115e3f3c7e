/* Kibitzer's comforts on a phone. The pages work without any of this.
 *
 * - The table page and the scoreboard keep the screen awake while they are open (the Screen
 *   Wake Lock API, asked again whenever the page is shown again; where it is missing or
 *   refused, nothing happens).
 * - The tables this device opened are remembered on the device (localStorage) and listed on
 *   the home page, newest first, each with a way to forget it.
 *
 * A page says what it is with data attributes on #page-facts; htmx's boosted navigation swaps
 * the body, so everything is looked up again after each swap.
 */
(function () {
  "use strict";

  var STORE = "kibitzer.tables";
  var KEPT = 30;
  var lock = null;

  function facts() {
    return document.getElementById("page-facts");
  }

  function keepAwake() {
    var page = facts();
    if (!page || !page.hasAttribute("data-wake-lock")) {
      if (lock) { lock.release().catch(function () {}); lock = null; }
      return;
    }
    if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    if (lock && !lock.released) return;
    navigator.wakeLock.request("screen").then(function (held) {
      lock = held;
    }).catch(function () { /* refused (battery saver, no permission): the screen may sleep */ });
  }

  function load() {
    var list;
    try {
      list = JSON.parse(window.localStorage.getItem(STORE) || "[]");
    } catch (error) {
      return [];
    }
    if (!Array.isArray(list)) return [];
    return list.filter(function (t) {
      return t && typeof t.url === "string" && /^\/[ts]\/[A-Za-z0-9_-]+$/.test(t.url) &&
        typeof t.game === "string" && typeof t.at === "number";
    });
  }

  function save(list) {
    try {
      window.localStorage.setItem(STORE, JSON.stringify(list.slice(0, KEPT)));
    } catch (error) { /* private browsing or full: the list is a comfort, not a record */ }
  }

  function remember() {
    var page = facts();
    if (!page || !page.getAttribute("data-table-url")) return;
    var entry = {
      url: page.getAttribute("data-table-url"),
      game: page.getAttribute("data-table-game") || "",
      players: page.getAttribute("data-table-players") || "",
      role: page.getAttribute("data-table-role") || "",
      origin: page.getAttribute("data-table-origin") || "",
      at: Date.now()
    };
    // a table brought back from its export has the origin of the one it came from: it takes
    // that one's place in the list (same role) rather than showing as its twin
    save([entry].concat(load().filter(function (t) {
      return t.url !== entry.url &&
        !(entry.origin && t.origin === entry.origin && t.role === entry.role);
    })));
  }

  function when(at) {
    // in the page's language (the switcher's choice), not only the browser's
    var language = document.documentElement.getAttribute("lang") || undefined;
    try {
      return new Date(at).toLocaleString(language, {dateStyle: "medium", timeStyle: "short"});
    } catch (error) {
      return new Date(at).toLocaleString();
    }
  }

  // the page carries the words in the reader's language: the game's name on the catalog, the
  // roles and "Forget" on the list; an entry kept before keeps what it stored
  function title(game) {
    var entry = document.querySelector('.catalog [data-game="' + game.replace(/"/g, "") + '"]');
    return entry ? entry.getAttribute("data-title") : game;
  }

  var ROLES = {keeper: "data-keeper", "keeping the book": "data-keeper",
               watcher: "data-watcher", watching: "data-watcher"};

  function said(box, role) {
    return ROLES[role] ? box.getAttribute(ROLES[role]) || role : role;
  }

  function listTables() {
    var box = document.getElementById("my-tables");
    if (!box) return;
    var tables = load();
    var list = box.querySelector("ul");
    list.textContent = "";
    box.hidden = tables.length === 0;
    tables.forEach(function (t) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = t.url;
      link.textContent = title(t.game) + (t.players ? ": " + t.players : "");
      var note = document.createElement("span");
      note.className = "hint";
      var role = said(box, t.role);
      note.textContent = " " + (role ? role + ", " : "") + when(t.at);
      var forget = document.createElement("button");
      forget.type = "button";
      forget.className = "small forget";
      forget.textContent = box.getAttribute("data-forget") || "Forget";
      forget.setAttribute("aria-label", (box.getAttribute("data-forget-label") || "Forget {table}")
        .replace("{table}", link.textContent));
      forget.addEventListener("click", function () {
        save(load().filter(function (other) { return other.url !== t.url; }));
        listTables();
      });
      item.appendChild(link);
      item.appendChild(note);
      item.appendChild(forget);
      list.appendChild(item);
    });
  }

  // What a page marks with data-bring-into-view (the end of a game's banner) is brought into
  // view once, when it first appears: the ruling scrolled to after the last action would leave
  // the winners and "New game, same players" off screen above. A poll that swaps the same
  // banner in again does not move the page.
  var broughtIntoView = null;

  function bringIntoView() {
    var marked = document.querySelector("[data-bring-into-view]");
    var name = marked ? marked.getAttribute("data-bring-into-view") : null;
    if (marked && name !== broughtIntoView) {
      marked.scrollIntoView({block: "start"});
    }
    broughtIntoView = name;
  }

  function start() {
    keepAwake();
    remember();
    listTables();
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") keepAwake();
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.target === document.body) start();
    // after htmx's own scroll to the ruling (its "show" runs as the swap settles)
    window.setTimeout(bringIntoView, 0);
  });
  // a live page's parts morphed in by static/live.js
  document.addEventListener("kibitzer:changed", function () {
    window.setTimeout(bringIntoView, 0);
  });
  function firstLoad() {
    start();
    // a page opened on a finished game starts at its top, where the banner is: only a banner
    // that appears later is brought into view
    var marked = document.querySelector("[data-bring-into-view]");
    broughtIntoView = marked ? marked.getAttribute("data-bring-into-view") : null;
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", firstLoad);
  } else {
    firstLoad();
  }
}());
