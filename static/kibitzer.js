/* Kibitzer's comforts on a phone. The pages work without any of this.
 *
 * - The table page and the scoreboard keep the screen awake while they are open: the Screen
 *   Wake Lock API where the page is a secure context (HTTPS, or this computer), asked again
 *   whenever the page is shown again. On a LAN over plain http there is no Wake Lock: there the
 *   first tap starts a tiny muted video looping out of sight (a playing video keeps a phone's
 *   screen on; static/keep-awake.*), and the page says so until then, or says plainly that
 *   the screen may go dark where neither works.
 * - After an action swapped in by htmx (a ruling, a draw, a form refused) the focus goes where
 *   the player's next step is (the element marked data-focus, else the control used), and the
 *   page's one announcer (#announcer, outside every swapped part) says the change in a short
 *   line (the element marked data-announce); after a boosted navigation the focus is on the
 *   new page's heading. Escape closes the language menu.
 * - The tables this device opened are remembered on the device (localStorage) and listed on
 *   the home page, newest first, each with a way to forget it.
 *
 * A page says what it is with data attributes on #page-facts; a boosted navigation (htmx's, or
 * static/boost.js's "kibitzer:page") swaps the body, so everything is looked up again after
 * each swap.
 */
(function () {
  "use strict";

  var STORE = "kibitzer.tables";
  var KEPT = 30;

  function facts() {
    return document.getElementById("page-facts");
  }

  /* --- the screen kept awake ------------------------------------------------------------ */

  var lock = null;     // a Screen Wake Lock held
  var video = null;    // the fallback where there is none: a tiny muted video, looping
  var armed = false;   // the fallback waits for a tap
  var started = false; // a tap started it once

  function wanted() {
    var page = facts();
    return !!(page && page.hasAttribute("data-wake-lock"));
  }

  /* What the page says about it: nothing while the screen is kept awake, "tap once" while the
   * fallback waits for a tap, "the screen may go dark" where nothing works. The words are the
   * page's (#wake-note's data-tap, data-cannot). */
  function awakeState(state) {
    document.documentElement.setAttribute("data-awake", state);
    var note = document.getElementById("wake-note");
    if (!note) return;
    var text = state === "tap" || state === "cannot" ? note.getAttribute("data-" + state) : "";
    note.textContent = text || "";
    note.hidden = !text;
  }

  function keepAwake() {
    if (!wanted()) {
      if (lock) { lock.release().catch(function () {}); lock = null; }
      if (video) video.pause();
      armed = false;
      document.documentElement.removeAttribute("data-awake");
      return;
    }
    if (document.visibilityState !== "visible") return;
    if ("wakeLock" in navigator && window.isSecureContext !== false) {
      if (lock && !lock.released) { awakeState("lock"); return; }
      navigator.wakeLock.request("screen").then(function (held) {
        lock = held;
        awakeState("lock");
      }).catch(fallback);   // refused (battery saver, no permission): the video instead
      return;
    }
    fallback();
  }

  /* As NoSleep.js does: the video starts from a tap (a phone keeps the screen on for a video
   * the player started); once started, a page reached by a boosted navigation plays it on. */
  function fallback() {
    if (started) { playVideo(false); return; }
    armed = true;
    awakeState("tap");
  }

  function makeVideo() {
    var note = document.getElementById("wake-note");
    var made = document.createElement("video");
    if (!note || typeof made.play !== "function") return null;
    made.muted = true;
    made.loop = true;
    made.setAttribute("muted", "");
    made.setAttribute("playsinline", "");
    made.setAttribute("aria-hidden", "true");
    made.setAttribute("tabindex", "-1");
    made.className = "keep-awake";
    [["data-webm", "video/webm"], ["data-mp4", "video/mp4"]].forEach(function (kind) {
      var source = document.createElement("source");
      source.src = note.getAttribute(kind[0]);
      source.type = kind[1];
      made.appendChild(source);
    });
    return made;
  }

  /* Start the looping video (``tapped``: from a tap; else going on after a navigation). */
  function playVideo(tapped) {
    if (!video) video = makeVideo();
    if (!video) { awakeState("cannot"); return; }
    // a boosted navigation replaces the body, and the video with it
    if (!video.isConnected) document.body.appendChild(video);
    if (!video.paused) { awakeState("video"); return; }
    var playing;
    try { playing = video.play(); } catch (error) { playing = Promise.reject(error); }
    Promise.resolve(playing).then(function () {
      armed = false;
      started = true;
      if (wanted()) { awakeState("video"); } else { video.pause(); }
    }, function () {
      armed = !tapped;
      awakeState(tapped ? "cannot" : "tap");
    });
  }

  function firstTap() {
    if (armed && wanted()) playVideo(true);
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
      forget.textContent = box.getAttribute("data-forget") || "";
      forget.setAttribute("aria-label", (box.getAttribute("data-forget-label") || "{table}")
        .replace("{table}", link.textContent));
      forget.addEventListener("click", function () {
        var at = Array.prototype.indexOf.call(list.querySelectorAll("button.forget"), forget);
        save(load().filter(function (other) { return other.url !== t.url; }));
        listTables();
        // the button is gone with its line: the focus goes to the next line's (or the one
        // before), and to the page's heading once the list is empty, never to <body>
        var left = list.querySelectorAll("button.forget");
        if (!focusOn(left[Math.min(at, left.length - 1)])) {
          focusOn(document.getElementById("page-title") || document.querySelector("h1"));
        }
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

  /* --- focus and the announcer after an htmx swap ------------------------------------- */

  /* The page's one announcer says ``text``: emptied first, so that the same line said twice
   * (a second identical ruling) is said again. */
  function announce(text) {
    var out = document.getElementById("announcer");
    if (!out || !text) return;
    out.textContent = "";
    window.setTimeout(function () { out.textContent = text; }, 60);
  }

  /* Whether the player can see it: not inside a closed section (whose contents a browser
   * still lays out when asked, as content-visibility: hidden), not display: none. */
  function shown(element) {
    if (!element || !element.isConnected) return false;
    for (var up = element; up; up = up.parentElement) {
      var closed = up.parentElement && up.parentElement.closest("details:not([open])");
      if (closed && !(up.tagName === "SUMMARY" && up.parentElement === closed)) return false;
      if (closed) up = closed;
    }
    if (typeof element.checkVisibility === "function") return element.checkVisibility();
    return element.getClientRects().length > 0;
  }

  window.kibitzerShown = shown;  /* static/live.js asks the same before it moves the focus */

  function focusOn(element) {
    if (!shown(element)) return false;
    if (!element.matches("a[href], button, input, select, textarea, summary, [tabindex]")) {
      element.setAttribute("tabindex", "-1");
    }
    element.focus({preventScroll: !element.matches("[data-focus]")});
    return document.activeElement === element;
  }

  function lost() {
    var active = document.activeElement;
    return !active || active === document.body || active === document.documentElement ||
      !shown(active);
  }

  var swap = null;   // the swap under way: where it lands, and whether a player caused it

  document.addEventListener("htmx:beforeSwap", function (event) {
    var detail = event.detail;
    var active = document.activeElement;
    var target = detail.target;
    swap = {target: target, boosted: !!detail.boosted || target === document.body,
            // a player's own request (a tap, a form sent), not a poll
            asked: !!(detail.requestConfig && detail.requestConfig.triggeringEvent &&
                      /^(submit|click|change|keyup)$/.test(detail.requestConfig.triggeringEvent.type)),
            held: !lost() && target.contains(active) ? active : null};
  });

  function afterSwap(settled) {
    var done = swap;
    swap = null;
    if (!done) return;
    if (done.boosted) {
      // a new page: its heading has the focus (a reader says where the player now is), or
      // what the page marks for the focus (a refused form's reason)
      var marked = document.querySelector("main [data-focus]");
      if (!focusOn(marked)) focusOn(document.getElementById("page-title") ||
                                    document.querySelector("h1"));
      var told = document.querySelector("main [data-announce]");
      if (told) announce(told.getAttribute("data-announce") || told.textContent.trim());
      return;
    }
    var place = settled && settled.isConnected ? settled :
      (done.target && done.target.isConnected ? done.target : null);
    if (!place) return;
    var said = place.querySelector("[data-announce]") ||
      (place.matches("[data-announce]") ? place : null);
    if (said) announce(said.getAttribute("data-announce") || said.textContent.trim());
    // a player's own request: the next step the part marks (the ruling's heading, the reason
    // a form was refused, the next player's Draw). Otherwise htmx keeps the focus on a control
    // with an id; a focus the swap took away goes to the part
    var mark = place.matches("[data-focus]") ? place : place.querySelector("[data-focus]");
    if (done.asked && mark && focusOn(mark)) return;
    if (lost() && (done.asked || done.held) && !focusOn(mark)) focusOn(place);
  }

  /* --- the language menu: Escape closes it, the focus back on its summary ---------------- */

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    var menu = event.target.closest && event.target.closest("details.languages");
    if (!menu || !menu.open) return;
    menu.open = false;
    menu.querySelector("summary").focus();
    event.preventDefault();
  });
  document.addEventListener("click", function (event) {
    // a tap elsewhere closes it too, as a menu does
    document.querySelectorAll("details.languages[open]").forEach(function (menu) {
      if (!menu.contains(event.target)) menu.open = false;
    });
    firstTap();
  }, true);
  document.addEventListener("keydown", firstTap, true);
  document.addEventListener("touchend", firstTap, true);
  document.addEventListener("kibitzer:say", function (event) {
    announce(event.detail && event.detail.text);
  });

  /* Later, when the phone is idle: not in the way of the page's first paint and first tap. */
  function soon(work) {
    if (window.requestIdleCallback) {
      window.requestIdleCallback(work, {timeout: 1000});
    } else {
      window.setTimeout(work, 200);
    }
  }

  function start() {
    keepAwake();
    listTables();
    soon(remember);
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") keepAwake();
  });
  // a new page brought by static/boost.js (where htmx is not loaded): as a boosted swap
  document.addEventListener("kibitzer:page", function () {
    swap = {target: document.body, boosted: true, asked: true, held: null};
    start();
    afterSwap(null);
    window.setTimeout(bringIntoView, 0);
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.target === document.body) start();
    if (swap && (event.target === document.body || !swap.target.isConnected ||
                 event.target === swap.target || swap.target.contains(event.target))) {
      afterSwap(event.target === document.body ? null : event.target);
    }
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
