/* Kibitzer's live pages: every phone at a table in step, and nothing typed or tapped lost.
 *
 * The table page (#live) and the scoreboard (#scoreboard) follow the table's stream (Server-
 * Sent Events, GET /api/v1/tables/<key>/stream?page=...). Each change carries only the parts of
 * the page it touched (views/parts.py); each part is morphed into place with idiomorph, so the
 * rest of the page, and what the player is entering, stays as it is:
 *
 * - a form the player has started (a tapped card, a typed figure, a chosen name) is never
 *   morphed; when another phone's action makes it stale, the form says so in place and offers
 *   to send it anyway or discard it;
 * - an open section stays open, a closed one closed; focus and scroll are kept.
 *
 * Actions go through an outbox kept on the phone (localStorage) with their idempotency keys:
 * sent in order, retried until the server answers, applied once (a retry with the same key is
 * recognised by the server). A phone that cannot reach the server says so at once and keeps
 * what is tapped; an action the table refused meanwhile comes back with the reason.
 *
 * Each change is said in a short line by the page's one announcer (#announcer, outside every
 * part): the newest history line, this phone's own actions too, or why an action was refused.
 * After this phone's own action the focus goes where the player's next step is: a ruling it
 * made (its heading), else the control used if it is still shown, else what holds it (the
 * section's summary), else the next action.
 *
 * Where a stream cannot open, the page asks for what changed every two seconds instead. Without
 * JavaScript the forms are plain posts and the pages work as before. Every word this script
 * shows comes from the page (#live-words), in the reader's language.
 */
(function () {
  "use strict";

  var HISTORY_SHOWN = 50;
  var POLL_MS = 2000;
  var RETRY_MS = 3000;
  var OFFLINE_AFTER_MS = 1500;
  var SILENT_MS = 40000;   // the server pings every 15 s: this long without a word, it is gone

  var page = null;   // the live page now shown (a boosted navigation makes a new one)

  function words() { return document.getElementById("live-words"); }

  function say(name, values) {
    var box = words();
    var text = (box && box.getAttribute("data-" + name)) || "";
    Object.keys(values || {}).forEach(function (key) {
      text = text.split("{" + key + "}").join(values[key]);
    });
    return text;
  }

  function counted(name, n) {
    var forms = {};
    try { forms = JSON.parse(say(name)); } catch (error) { return ""; }
    var category = "other";
    try {
      category = new Intl.PluralRules(document.documentElement.lang || undefined).select(n);
    } catch (error) { /* an old browser: "other" */ }
    return (forms[category] || forms.other || forms.one || "").split("{n}").join(String(n));
  }

  function randomKey() {
    var bytes = new Uint8Array(12);
    (window.crypto || window.msCrypto).getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }

  /* --- forms and drafts ------------------------------------------------------------------ */

  function field(form, name) { return form.querySelector('input[type=hidden][name="' + name + '"]'); }

  function actionForms(root) {
    return Array.prototype.slice.call(root.querySelectorAll("form[data-kind]"));
  }

  function isDraft(form) { return form.getAttribute("data-kz-draft") === "1"; }

  /* A form shown pristine is in step with the page: it carries the page's seq and a key of
   * its own (the server leaves both empty in a live part). */
  function settle(form, seq) {
    var idem = field(form, "idem");
    var seen = field(form, "seen");
    if (idem && !idem.value) idem.value = randomKey();
    if (!isDraft(form)) {
      if (seen) seen.value = String(seq);
      form.setAttribute("data-kz-base", String(seq));
    } else if (seen && !seen.value) {
      seen.value = form.getAttribute("data-kz-base") || String(seq);
    }
  }

  function markDraft(event) {
    var form = event.target.closest && event.target.closest("form[data-kind]");
    if (!form || !page || !page.root.contains(form)) return;
    if (!isDraft(form)) {
      form.setAttribute("data-kz-draft", "1");
      form.setAttribute("data-kz-base", String(page.seq));
    }
  }

  function clearDraft(form) {
    form.removeAttribute("data-kz-draft");
    var stale = form.querySelector(".kz-stale");
    if (stale) stale.remove();
  }

  function staleNotice(form, changes) {
    if (form.querySelector(".kz-stale")) return;
    var box = document.createElement("div");
    box.className = "kz-stale";
    var text = document.createElement("p");
    text.textContent = say("stale", {changes: changes});
    speak(text.textContent);   // the page's one announcer says it (this box is no live region)
    var send = document.createElement("button");
    send.type = "button";
    send.className = "primary";
    send.textContent = say("send-anyway");
    send.addEventListener("click", function () {
      var seen = field(form, "seen");
      if (seen) seen.value = String(page.seq);
      form.setAttribute("data-kz-base", String(page.seq));
      box.remove();
      submit(form);
    });
    var discard = document.createElement("button");
    discard.type = "button";
    discard.textContent = say("discard");
    discard.addEventListener("click", function () {
      form.reset();
      clearDraft(form);
      // the button goes with its box, and the form is brought in afresh: the focus to the
      // emptied form once it is in
      var id = form.id;
      resync(true, function () {
        var fresh = document.getElementById(id);
        if (!fresh || !lost()) return;
        var details = fresh.closest("details");
        if (!focusOn(fresh.querySelector("input:not([type=hidden]), select, textarea"))) {
          focusOn(details && details.querySelector("summary"));
        }
      });
    });
    box.appendChild(text);
    box.appendChild(send);
    box.appendChild(discard);
    form.insertBefore(box, form.firstChild);
  }

  function newestLines(after) {
    var list = document.getElementById("history-list");
    if (!list) return "";
    var texts = [];
    Array.prototype.forEach.call(list.children, function (line) {
      var seq = parseInt((line.id || "").replace("h-", ""), 10);
      var said = line.querySelector(".line-text");
      if (seq > after && said && texts.length < 3) texts.push(said.textContent.trim());
    });
    return texts.join("; ");
  }

  /* Another phone's action moved the table past what a draft was started on: the server would
   * refuse it as it stands, unless its kind means the same on a moved table (a bet). */
  function checkDrafts() {
    actionForms(page.root).forEach(function (form) {
      var base = parseInt(form.getAttribute("data-kz-base") || "-1", 10);
      if (!isDraft(form) || base >= page.seq) return;
      var others = page.theirs.filter(function (seq) {
        return seq > base && page.mine.indexOf(seq) < 0;
      });
      if (!others.length) {
        // only this phone's own actions since: the draft moves on with them
        form.setAttribute("data-kz-base", String(page.seq));
        var seen = field(form, "seen");
        if (seen) seen.value = String(page.seq);
        return;
      }
      if (form.hasAttribute("data-stale-ok")) return;
      staleNotice(form, newestLines(base));
    });
  }

  /* --- applying a change ----------------------------------------------------------------- */

  var morphing = {
    callbacks: {
      beforeNodeMorphed: function (old, fresh) {
        if (old.nodeType === 1 && old.tagName === "FORM" && isDraft(old)) return false;
        // a part inside a part is sent on its own: the outer one only holds its place
        if (fresh.nodeType === 1 && fresh.hasAttribute("data-kz-part") &&
            !old.hasAttribute("data-kz-part")) return false;
        return true;
      },
      beforeAttributeUpdated: function (name, element) {
        // a section the player opened or closed stays so; the others open as the page says
        if (name === "open" && element.hasAttribute("data-kz-touched")) return false;
        return true;
      }
    }
  };

  function morph(old, fresh) {
    if (window.Idiomorph) {
      window.Idiomorph.morph(old, fresh, morphing);
    } else {
      old.replaceWith(fresh);
    }
  }

  function parse(html) {
    var holder = document.createElement("template");
    holder.innerHTML = html;
    return holder.content.querySelector("[data-kz-seq]");
  }

  function apply(html, answer) {
    var change = parse(html);
    if (!change) return false;
    var seq = parseInt(change.getAttribute("data-kz-seq"), 10);
    var base = parseInt(change.getAttribute("data-kz-base"), 10);
    if (seq < page.seq || (seq === page.seq && !answer)) return true;   // already shown
    if (base !== -1 && base !== page.seq) return false;                // out of step
    var changed = [];   // what htmx must look at again (not the whole page: issue 26)
    Array.prototype.slice.call(change.children).forEach(function (part) {
      if (part.tagName === "TEMPLATE") {
        var into = part.getAttribute("data-kz-prepend");
        var fill = part.getAttribute("data-kz-fill");
        var gone = part.getAttribute("data-kz-remove");
        if (gone) {
          var old = document.getElementById(gone);
          if (old) old.remove();
        } else if (into || fill) {
          var list = document.getElementById(into || fill);
          if (!list) return;
          changed.push(list);
          if (fill) {
            var fresh = list.cloneNode(false);
            fresh.appendChild(part.content.cloneNode(true));
            morph(list, fresh);
          } else {
            var first = list.firstElementChild;
            Array.prototype.slice.call(part.content.children).forEach(function (line) {
              var there = document.getElementById(line.id);
              if (there) { morph(there, line); } else { list.insertBefore(line, first); }
            });
          }
        }
        return;
      }
      var target = part.id && document.getElementById(part.id);
      if (target) {
        morph(target, part);
        changed.push(document.getElementById(part.id) || target);
      }
    });
    var list = document.getElementById("history-list");
    while (list && list.children.length > HISTORY_SHOWN) list.lastElementChild.remove();
    var before = page.seq;
    page.seq = seq;
    page.root.setAttribute("data-seq", String(seq));
    actionForms(page.root).forEach(function (form) { settle(form, seq); });
    for (var n = before + 1; n <= seq; n++) {
      if (page.mine.indexOf(n) < 0 && page.theirs.indexOf(n) < 0) page.theirs.push(n);
    }
    announce();
    if (window.htmx) changed.forEach(function (element) { window.htmx.process(element); });
    if (page.sending === 0) checkDrafts();
    // the page's other comforts (kibitzer.js: the end banner brought into view) follow
    document.dispatchEvent(new CustomEvent("kibitzer:changed", {detail: {seq: seq}}));
    return true;
  }

  /* The newest line of the page (the history's, the scoreboard's last action, the room's
   * state), said once when it changes. */
  function newest() {
    var line = document.querySelector("#history-list .line-text") ||
      document.querySelector("#sb-last .sb-last") ||
      document.querySelector("#room-live .last-results li") ||
      document.querySelector("#room-live .room-status");
    return line ? line.textContent.trim().replace(/\s+/g, " ") : "";
  }

  function announce() {
    var text = newest();
    if (!text || text === page.said) return;
    page.said = text;
    speak(text);
  }

  /* The page's one announcer says it (static/kibitzer.js owns it). */
  function speak(text) {
    document.dispatchEvent(new CustomEvent("kibitzer:say", {detail: {text: text}}));
  }

  /* --- the focus after this phone's own action ------------------------------------------- */

  /* Whether the player can see it (static/kibitzer.js, loaded before this script). */
  function shown(element) { return window.kibitzerShown(element); }

  function focusOn(element) {
    if (!shown(element)) return false;
    element.focus({preventScroll: !element.hasAttribute("data-focus")});
    return document.activeElement === element;
  }

  function lost() {
    var active = document.activeElement;
    return !active || active === document.body || !shown(active);
  }

  /* What marks a ruling, a question asked (an undo to confirm): [data-focus] in a part, and
   * what it says, to tell a new one from the same one still shown. */
  function marks() {
    var found = {};
    Array.prototype.forEach.call(page.root.querySelectorAll("[data-focus]"), function (mark) {
      var holder = mark.closest("section") || mark.parentElement;
      found[mark.id || holder.id] = holder.textContent;
    });
    return found;
  }

  function placeFocus(used, before, refused) {
    var active = document.activeElement;
    var gone = !active || active === document.body || !shown(active);
    // the player moved on meanwhile (another control, another form): leave them there
    if (!gone && used.form && !used.form.contains(active) && active !== used.control) return;
    if (!refused) {
      var now = marks();
      var fresh = Object.keys(now).filter(function (id) { return now[id] !== before[id]; });
      for (var i = 0; i < fresh.length; i++) {
        var holder = document.getElementById(fresh[i]);
        var mark = holder && (holder.matches("[data-focus]") ? holder :
          holder.querySelector("[data-focus]"));
        if (focusOn(mark)) return;
      }
    }
    if (!gone) return;
    var form = used.form && used.form.isConnected ? used.form :
      document.getElementById(used.formId);
    var control = used.control && used.control.isConnected ? used.control :
      (form && form.querySelector("button[type=submit], button:not([type])"));
    if (refused && form) {
      var field = form.querySelector("[aria-invalid=true], input:not([type=hidden]), select, textarea");
      if (focusOn(control) || focusOn(field)) return;
    }
    if (focusOn(control)) return;
    var details = form && form.closest("details");
    if (details && focusOn(details.querySelector("summary"))) return;
    focusNext();
  }

  /* The next action: the table's main button, else its first action, else the page. */
  function focusNext() {
    var next = document.querySelector("#actions-box button.primary") ||
      document.querySelector("#actions-box button, #actions-box summary");
    if (focusOn(next)) return;
    focusOn(document.getElementById("actions-box") || document.getElementById("page-title"));
  }

  /* The phone is out of step (a change was missed): ask for what changed since its seq. */
  function resync(everything, then) {
    if (!page || page.resyncing) return;
    page.resyncing = true;
    var current = page;
    var after = everything ? "-1" : String(page.seq);
    fetch(withParam(page.poll, "after", after), {credentials: "same-origin"})
      .then(function (response) {
        if (response.status === 204) return null;
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        current.resyncing = false;
        reachable(true);
        if (html && current === page && !apply(html, everything)) {
          // still out of step: everything, from scratch
          current.seq = -1;
          apply(html.replace(/data-kz-base="\d+"/, 'data-kz-base="-1"'));
        }
        if (then && current === page) then();
      })
      .catch(function () {
        current.resyncing = false;
        reachable(false);
      });
  }

  function withParam(url, name, value) {
    return url + (url.indexOf("?") < 0 ? "?" : "&") + name + "=" + encodeURIComponent(value);
  }

  /* --- the stream, and polling where it cannot open ------------------------------------- */

  function follow() {
    if (!window.EventSource) { poll(); return; }
    var current = page;
    var source = new EventSource(withParam(page.stream, "after", String(page.seq)));
    page.source = source;
    source.addEventListener("open", function () {
      current.heard = Date.now();
      current.failures = 0;
      reachable(true);
      flush();
    });
    source.addEventListener("change", function (event) {
      if (current !== page) return;
      current.heard = Date.now();
      if (!apply(event.data)) resync();
    });
    source.addEventListener("ping", function (event) {
      if (current !== page) return;
      current.heard = Date.now();
      reachable(true);
      if (parseInt(event.data, 10) > current.seq) resync();
    });
    source.addEventListener("error", function () {
      if (current !== page) return;
      current.failures += 1;
      reachable(false);
      if (source.readyState === EventSource.CLOSED || current.failures > 5) {
        source.close();
        poll();
      }
    });
  }

  /* A stream that has said nothing for too long is a lost one (a phone off the Wi-Fi, a server
   * gone): say so, and open it again. */
  function watch() {
    var current = page;
    current.watching = window.setInterval(function () {
      if (current !== page) { window.clearInterval(current.watching); return; }
      if (current.source && Date.now() - current.heard > SILENT_MS) {
        reachable(false);
        current.source.close();
        follow();
      }
    }, 5000);
  }

  function poll() {
    var current = page;
    if (current.polling) return;
    current.polling = window.setInterval(function () {
      if (current !== page) { window.clearInterval(current.polling); return; }
      resync();
    }, POLL_MS);
  }

  /* --- the outbox -------------------------------------------------------------------------- */

  function outboxKey() { return "kibitzer.outbox:" + page.path; }

  function loadOutbox() {
    try {
      var kept = JSON.parse(window.localStorage.getItem(outboxKey()) || "[]");
      return Array.isArray(kept) ? kept : [];
    } catch (error) { return []; }
  }

  function saveOutbox() {
    try {
      window.localStorage.setItem(outboxKey(), JSON.stringify(page.outbox));
    } catch (error) { /* private browsing: the outbox lives as long as the page */ }
  }

  function label(form) {
    var details = form.closest("details");
    var summary = details && details.querySelector("summary");
    var button = form.querySelector("button[type=submit], button:not([type])");
    return ((summary && summary.textContent) || (button && button.textContent) || "").trim();
  }

  function submit(form, submitter) {
    var data;
    try { data = new FormData(form, submitter || undefined); } catch (error) { data = new FormData(form); }
    var body = new URLSearchParams(data).toString();
    var now = Date.now();
    if (page.lastTap && page.lastTap.body === body && now - page.lastTap.at < 800) return;
    page.lastTap = {body: body, at: now};
    // an action that cannot go at once (offline, or behind others) reports a refusal in the
    // notice: by then its form may show something else
    page.outbox.push({url: form.getAttribute("action"), body: body, form: form.id,
                      label: label(form), at: now,
                      waited: page.offline || page.outbox.length > 0});
    // where the focus goes once it is answered (kept with the page, not the outbox), and what
    // rulings the page showed when it was sent (the stream may bring the new one first)
    page.used = {at: now, form: form, formId: form.id, before: marks(),
                 control: submitter || form.querySelector("button[type=submit], button:not([type])")};
    saveOutbox();
    // the form is sent: a fresh key for whatever is entered next, and no draft to keep
    var idem = field(form, "idem");
    if (idem) idem.value = randomKey();
    clearDraft(form);
    form.setAttribute("data-kz-sent", "1");
    flush();
  }

  function onSubmit(event) {
    var form = event.target;
    if (!page || !page.root.contains(form) || !form.matches("form[data-kind]")) return;
    event.preventDefault();
    event.stopPropagation();
    submit(form, event.submitter);
  }

  function flush() {
    if (!page || page.flushing || !page.outbox.length) { showOutbox(); return; }
    page.flushing = true;
    var current = page;
    var entry = page.outbox[0];
    current.sending = 1;
    showOutbox();
    fetch(entry.url, {
      method: "POST", credentials: "same-origin", body: entry.body,
      headers: {"Content-Type": "application/x-www-form-urlencoded", "X-Kibitzer-Parts": "1"}
    }).then(function (response) {
      return response.text().then(function (html) { return {response: response, html: html}; });
    }).then(function (got) {
      var status = got.response.status;
      if (status === 429 || status >= 500) throw new Error(String(status));
      reachable(true);
      current.outbox.shift();
      saveOutbox();
      var event = got.response.headers.get("X-Kibitzer-Event");
      if (event) answered(current, entry, parseInt(event, 10));
      var form = document.getElementById(entry.form);
      if (form) form.removeAttribute("data-kz-sent");
      var used = current.used && current.used.at === entry.at && !entry.waited ?
        current.used : null;
      if (got.html && got.html.indexOf("data-kz-seq") >= 0) {
        if (event && form && !isDraft(form)) {
          var details = form.closest("details");
          if (details && details.hasAttribute("data-kz-touched")) {
            details.open = false;
            details.removeAttribute("data-kz-touched");
          }
        }
        apply(got.html, true);
      }
      if (!event && status >= 400) {
        // refused: the reason, said; shown in its form (or in the notice, for an action
        // that waited in the outbox)
        var again = document.getElementById(entry.form);
        var reason = (again && again.querySelector(".error")) ||
          document.querySelector("#notices .error");
        if (reason) speak(reason.textContent.trim());
        if (entry.waited) refused(entry, got.html);
      }
      if (used) placeFocus(used, used.before, !event && status >= 400);
      current.sending = 0;
      current.flushing = false;
      checkDrafts();
      flush();
    }).catch(function () {
      entry.waited = true;
      saveOutbox();
      current.sending = 0;
      current.flushing = false;
      reachable(false);
      showOutbox();
      window.setTimeout(flush, RETRY_MS);
    });
  }

  /* This phone's action was recorded as ``seq``. The actions it queued after it were tapped
   * on the page that action made: when nothing else came between, they go on from it. */
  function answered(current, entry, seq) {
    current.mine.push(seq);
    current.outbox.forEach(function (next) {
      var params = new URLSearchParams(next.body);
      var seen = parseInt(params.get("seen") || "-1", 10);
      if (seen === seq - 1) {
        params.set("seen", String(seq));
        next.body = params.toString();
      }
    });
    saveOutbox();
  }

  function refused(entry, html) {
    var reason = "";
    var change = html && parse(html);
    if (change) {
      var error = change.querySelector("#" + cssEscape(entry.form) + " .error") ||
        change.querySelector(".error");
      if (error) reason = error.textContent.trim();
    }
    page.refusals.push(say("refused", {action: entry.label}) + (reason ? ": " + reason : ""));
    showOutbox();
  }

  function cssEscape(text) {
    return window.CSS && window.CSS.escape ? window.CSS.escape(text) : text;
  }

  function reachable(yes) {
    if (!page) return;
    if (yes) {
      page.offlineSince = null;
      if (page.offline) { page.offline = false; showOutbox(); flush(); }
      return;
    }
    if (page.offlineSince === null) page.offlineSince = Date.now();
    page.offline = true;
    showOutbox();
  }

  function showOutbox() {
    var box = document.getElementById("outbox");
    if (!box || !page) return;
    var waiting = page.outbox.length;
    var state = box.querySelector(".outbox-state");
    var text = "";
    if (page.offline) {
      text = waiting ? counted("waiting", waiting) : say("offline");
    } else if (waiting > 1 || (waiting && Date.now() - page.outbox[0].at > OFFLINE_AFTER_MS)) {
      text = counted("sending", waiting);
    }
    // nothing to change (every load, and every answer while all goes well): no writes, so the
    // page is not restyled for nothing
    var shownNow = [text, page.offline, page.refusals.join("\n")].join("\u0000");
    var before = (page.shownOutbox || ["", false, ""].join("\u0000"));
    if (shownNow === before) return;
    page.shownOutbox = shownNow;
    // said by the page's one announcer (the box itself is no live region): offline, what
    // waits, what is being sent
    if (text && text !== before.split("\u0000")[0]) speak(text);
    state.textContent = text;
    state.hidden = !text;
    var list = box.querySelector(".outbox-refused");
    list.textContent = "";
    page.refusals.forEach(function (line, index) {
      var item = document.createElement("li");
      item.textContent = line + " ";
      var ok = document.createElement("button");
      ok.type = "button";
      ok.className = "small";
      ok.textContent = say("dismiss");
      ok.addEventListener("click", function () {
        page.refusals.splice(index, 1);
        showOutbox();
        // the button is gone with its line: the next line's, else the next action
        var left = list.querySelectorAll("button");
        if (!focusOn(left[Math.min(index, left.length - 1)])) focusNext();
      });
      item.appendChild(ok);
      list.appendChild(item);
    });
    box.hidden = !text && !page.refusals.length;
    document.documentElement.classList.toggle("kz-offline", !!page.offline);
  }

  /* --- start ------------------------------------------------------------------------------- */

  function start() {
    if (page && page.source) page.source.close();
    if (page && page.polling) window.clearInterval(page.polling);
    if (page && page.watching) window.clearInterval(page.watching);
    var root = document.getElementById("live") || document.getElementById("scoreboard") ||
      document.getElementById("room");
    if (!root || !root.getAttribute("data-stream")) { page = null; return; }
    page = {root: root, seq: parseInt(root.getAttribute("data-seq") || "0", 10),
            stream: root.getAttribute("data-stream"), poll: root.getAttribute("data-poll"),
            path: window.location.pathname, source: null, polling: null, failures: 0,
            outbox: [], refusals: [], mine: [], theirs: [], sending: 0, flushing: false,
            offline: false, offlineSince: null, resyncing: false, lastTap: null,
            heard: Date.now(), watching: null};
    page.outbox = loadOutbox();
    page.said = newest();
    actionForms(root).forEach(function (form) {
      form.setAttribute("data-kz-base", (field(form, "seen") || {}).value || String(page.seq));
    });
    follow();
    watch();
    flush();
  }

  document.addEventListener("click", function (event) {
    var summary = event.target.closest && event.target.closest("summary");
    if (summary && summary.parentElement) summary.parentElement.setAttribute("data-kz-touched", "1");
  }, true);
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("input", markDraft, true);
  document.addEventListener("change", markDraft, true);
  window.addEventListener("online", function () { if (page) { flush(); resync(); } });
  window.addEventListener("offline", function () { reachable(false); });
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.target === document.body) start();
  });
  document.addEventListener("kibitzer:page", start);   // static/boost.js brought a new page
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
