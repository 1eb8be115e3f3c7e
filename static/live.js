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

  /* Any form of a live page the player has started is a draft: never morphed, and kept on the
   * phone (a reload, a refusal, a stream that brings the form afresh leave what was typed). The
   * organiser's and the check-in's forms are drafts too; only the table's (form[data-kind])
   * are checked for staleness, sent through the outbox. */
  /* A live part leaves a form's idempotency key empty (the same markup goes to every screen):
   * each phone gives every form of its own a key of its own. */
  function fillKeys(root) {
    Array.prototype.forEach.call(root.querySelectorAll('input[type=hidden][name="idempotency_key"]'),
      function (input) { if (!input.value) input.value = randomKey(); });
  }

  function markDraft(event) {
    var form = event.target.closest && event.target.closest("form");
    if (!form || !page || !page.root.contains(form) || !form.id) return;
    if (!isDraft(form)) {
      form.setAttribute("data-kz-draft", "1");
      form.setAttribute("data-kz-base", String(page.seq));
    }
    keepDraft(form);
  }

  function clearDraft(form) {
    form.removeAttribute("data-kz-draft");
    var stale = form.querySelector(".kz-stale");
    if (stale) stale.remove();
    dropDraft(form.id);
  }

  /* --- drafts kept on the phone ------------------------------------------------------------ */

  var NOT_TYPED = {kind: 1, idem: 1, seen: 1, idempotency_key: 1};

  function draftsKey() { return "kibitzer.drafts:" + page.path; }

  function loadDrafts() {
    try {
      var kept = JSON.parse(window.localStorage.getItem(draftsKey()) || "{}");
      return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
    } catch (error) { return {}; }
  }

  function saveDrafts(drafts) {
    try {
      if (Object.keys(drafts).length) {
        window.localStorage.setItem(draftsKey(), JSON.stringify(drafts));
      } else {
        window.localStorage.removeItem(draftsKey());
      }
    } catch (error) { /* private browsing: drafts live as long as the page */ }
  }

  /* A form's fields the player can change (not its hidden ones, nor its buttons). */
  function fieldsOf(form) {
    return Array.prototype.filter.call(form.elements, function (element) {
      return element.name && !NOT_TYPED[element.name] && element.type !== "hidden" &&
        element.type !== "submit" && element.type !== "button" && element.type !== "file";
    });
  }

  /* What the player has typed or tapped in a form: each field they changed from what the page
   * showed, as {n: name, i: its place among fields of that name, v: value | c: checked}. A
   * field the page filled (the pot, a score) and the player left alone is not theirs: a
   * restored draft takes the table's figure for it as it is now. */
  function typedIn(form) {
    var changed = [];
    var seen = {};
    fieldsOf(form).forEach(function (element) {
      var place = seen[element.name] = (seen[element.name] || 0) + 1;
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) {
          changed.push({n: element.name, i: place - 1, c: element.checked});
        }
      } else if (element.tagName === "SELECT") {
        var differs = Array.prototype.some.call(element.options, function (option) {
          return option.selected !== option.defaultSelected;
        });
        if (differs) changed.push({n: element.name, i: place - 1, v: element.value});
      } else if (element.value !== element.defaultValue) {
        changed.push({n: element.name, i: place - 1, v: element.value});
      }
    });
    return changed;
  }

  function keepDraft(form, fields) {
    if (!page || !form.id) return;
    var drafts = loadDrafts();
    drafts[form.id] = {base: parseInt(form.getAttribute("data-kz-base") || String(page.seq), 10),
                       fields: fields || typedIn(form)};
    saveDrafts(drafts);
  }

  function sentDraft(form) {
    keepDraft(form);
    var drafts = loadDrafts();
    if (drafts[form.id]) { drafts[form.id].sent = true; saveDrafts(drafts); }
  }

  function dropDraft(id) {
    if (!page || !id) return;
    var drafts = loadDrafts();
    if (!(id in drafts)) return;
    delete drafts[id];
    saveDrafts(drafts);
  }

  /* Put what was typed back into a form (a refused submission, a reload), and keep it a draft. */
  function restore(form, fields, base) {
    var places = {};
    var byName = {};
    fieldsOf(form).forEach(function (element) {
      var place = places[element.name] = (places[element.name] || 0) + 1;
      byName[element.name + "#" + (place - 1)] = element;
    });
    fields.forEach(function (typed) {
      var element = typed && byName[typed.n + "#" + typed.i];
      if (!element) return;
      if (element.type === "checkbox" || element.type === "radio") {
        element.checked = !!typed.c;
      } else {
        element.value = typed.v;
      }
    });
    form.setAttribute("data-kz-draft", "1");
    form.setAttribute("data-kz-base", String(base));
    var details = form.closest("details");
    if (details && !details.open) { details.open = true; details.setAttribute("data-kz-touched", "1"); }
  }

  function restoreDrafts() {
    var drafts = loadDrafts();
    Object.keys(drafts).forEach(function (id) {
      var form = document.getElementById(id);
      var kept = drafts[id];
      // a form sent as a page: taken, unless the page that came back says it was refused
      var refused = document.querySelector("#main .error, main .error, .error[data-focus]");
      if (!form || form.tagName !== "FORM" || !page.root.contains(form) || !kept ||
          !Array.isArray(kept.fields) || !kept.fields.length || (kept.sent && !refused)) {
        delete drafts[id];
        return;
      }
      delete kept.sent;
      var base = typeof kept.base === "number" && kept.base <= page.seq ? kept.base : page.seq;
      restore(form, kept.fields, base);
      // what came after the draft was started is someone else's, for all this page knows:
      // the draft says it is stale before it is sent
      for (var n = Math.max(base + 1, page.seq - 200); n <= page.seq; n++) {
        if (page.theirs.indexOf(n) < 0) page.theirs.push(n);
      }
    });
    saveDrafts(drafts);
    checkDrafts();
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
    // what the page shows of its event (a round's table: the next round drawn) moves with
    // the event's actions, not the table's: such a change comes at the same seq
    var mark = change.getAttribute("data-kz-mark") || "";
    var moved = mark !== page.mark;
    // already shown; but an event's page is sent each version of the room under the mark the
    // server first saw it at, which may be before the mark the page was made at: whole parts
    // (base -1) of an event's page are taken as they come
    var room = page.root.id !== "live" && page.root.id !== "scoreboard";
    if ((seq < page.seq || (seq === page.seq && !answer && !moved)) && !(room && base === -1)) {
      return true;
    }
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
    page.mark = mark;
    page.root.setAttribute("data-seq", String(seq));
    page.root.setAttribute("data-mark", mark);
    actionForms(page.root).forEach(function (form) { settle(form, seq); });
    fillKeys(page.root);
    markQueued();
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
    fetch(withParam(withParam(page.poll, "after", after), "mark", page.mark),
          {credentials: "same-origin"})
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
    var source = new EventSource(withParam(withParam(page.stream, "after", String(page.seq)),
                                           "mark", page.mark));
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

  /* How an action is named in the waiting list and the notices: the player it is for (a row's
   * [data-kz-who]) and its section's title or its button's words. */
  function label(form, submitter) {
    var details = form.closest("details");
    var summary = details && details.querySelector("summary");
    var button = submitter || form.querySelector("button[type=submit], button:not([type])");
    var what = ((summary && summary.textContent) || (button && button.textContent) || "").trim();
    var row = form.closest("[data-kz-who]");
    var who = row && row.getAttribute("data-kz-who");
    return (who && what.indexOf(who) < 0 ? who + ": " : "") + what.replace(/\s+/g, " ");
  }

  /* What an action does, whatever its keys: two taps of it are the same action. */
  function signature(formId, body) {
    var pairs = [];
    new URLSearchParams(body).forEach(function (value, name) {
      if (!NOT_TYPED[name]) pairs.push(name + "=" + value);
    });
    return formId + "?" + pairs.join("&");
  }

  function inFlight(entry) { return page.flushing && page.outbox[0] === entry; }

  function submit(form, submitter, replacing) {
    var data;
    try { data = new FormData(form, submitter || undefined); } catch (error) { data = new FormData(form); }
    var body = new URLSearchParams(data).toString();
    var now = Date.now();
    if (page.lastTap && page.lastTap.body === body && now - page.lastTap.at < 800) return;
    page.lastTap = {body: body, at: now};
    var same = signature(form.id, body);
    var row = form.closest("[data-kz-choice]");
    var choice = row ? row.getAttribute("data-kz-choice") : null;
    var entry = {url: form.getAttribute("action"), body: body, form: form.id,
                 typed: typedIn(form),
                 label: label(form, submitter), at: now, same: same, choice: choice,
                 waited: page.offline || page.outbox.length > 0};
    // the same action already waiting: nothing more is sent
    var twin = page.outbox.filter(function (queued) { return queued.same === same; })[0];
    if (twin) { speak(say("already", {action: twin.label})); return; }
    // another answer to the same question waiting (a fold after a stay): ask first
    var rival = choice && page.outbox.filter(function (queued) {
      return queued.choice === choice && !inFlight(queued);
    })[0];
    if (rival && !replacing) { ask(rival, entry, form, submitter); return; }
    if (rival) withdraw(rival, true);
    // an action that cannot go at once (offline, or behind others) reports a refusal in the
    // notice: by then its form may show something else
    page.outbox.push(entry);
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

  /* A tap that contradicts a waiting one: the waiting list asks which is meant. */
  function ask(rival, entry, form, submitter) {
    var box = document.getElementById("outbox");
    var question = box && box.querySelector(".outbox-ask");
    if (!question) return;
    question.textContent = "";
    var text = document.createElement("p");
    text.textContent = say("instead", {queued: rival.label, action: entry.label});
    var instead = document.createElement("button");
    instead.type = "button";
    instead.className = "primary";
    instead.textContent = say("replace");
    instead.addEventListener("click", function () {
      closeAsk();
      page.lastTap = null;
      submit(form, submitter, true);
    });
    var keep = document.createElement("button");
    keep.type = "button";
    keep.textContent = say("keep");
    keep.addEventListener("click", function () { closeAsk(); focusNext(); });
    question.appendChild(text);
    question.appendChild(instead);
    question.appendChild(keep);
    question.hidden = false;
    box.hidden = false;
    speak(text.textContent);
    focusOn(instead);
  }

  function closeAsk() {
    var question = document.querySelector("#outbox .outbox-ask");
    if (question) { question.hidden = true; question.textContent = ""; }
    page.shownOutbox = null;
    showOutbox();
  }

  /* A waiting action taken back before it is sent. */
  function withdraw(entry, quietly) {
    if (inFlight(entry)) return;
    var at = page.outbox.indexOf(entry);
    if (at < 0) return;
    page.outbox.splice(at, 1);
    saveOutbox();
    var form = document.getElementById(entry.form);
    if (form && !page.outbox.some(function (q) { return q.form === entry.form; })) {
      form.removeAttribute("data-kz-sent");
    }
    if (!quietly) speak(say("withdrawn", {action: entry.label}));
    page.shownOutbox = null;
    showOutbox();
  }

  /* Each form whose action waits in the outbox shows it on its button, and takes no second
   * tap (its button says it waits; a tap on it is answered "already waiting"). */
  function markQueued() {
    if (!page) return;
    var waiting = {};
    page.outbox.forEach(function (entry) { waiting[entry.form] = true; });
    actionForms(page.root).forEach(function (form) {
      var queued = !!waiting[form.id];
      var buttons = form.querySelectorAll("button[type=submit], button:not([type])");
      if (queued === form.hasAttribute("data-kz-queued") &&
          (!queued || form.querySelector(".kz-queued-note"))) return;
      Array.prototype.forEach.call(buttons, function (button) {
        if (queued) button.setAttribute("aria-disabled", "true");
        else button.removeAttribute("aria-disabled");
      });
      var note = form.querySelector(".kz-queued-note");
      if (queued) {
        form.setAttribute("data-kz-queued", "1");
        if (!note && buttons.length) {
          note = document.createElement("span");
          note.className = "kz-queued-note";
          note.textContent = say("queued");
          buttons[buttons.length - 1].insertAdjacentElement("afterend", note);
        }
      } else {
        form.removeAttribute("data-kz-queued");
        if (note) note.remove();
      }
    });
  }

  function onSubmit(event) {
    var form = event.target;
    if (!page || !page.root.contains(form)) return;
    if (!form.matches("form[data-kind]")) {
      // sent as a page (static/boost.js, or plainly): its draft is kept until the answer
      // shows whether it was taken (the next page start keeps it only beside a refusal)
      if (isDraft(form)) sentDraft(form);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    submit(form, event.submitter);
  }

  function flush() {
    if (page) markQueued();
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
        // refused: what was typed stays in its form (a draft again, on the table as it is
        // now), and the reason is said; shown in its form (or in the notice, for an action
        // that waited in the outbox)
        var again = document.getElementById(entry.form);
        if (again && entry.typed && entry.typed.length && !isDraft(again)) {
          restore(again, entry.typed, current.seq);
          keepDraft(again, entry.typed);
        }
        var reason = (again && again.querySelector(".error")) ||
          document.querySelector("#notices .error");
        if (reason) speak(reason.textContent.trim());
        if (entry.waited) refused(entry, got.html);
      }
      if (used) placeFocus(used, used.before, !event && status >= 400);
      current.sending = 0;
      current.flushing = false;
      markQueued();
      checkDrafts();
      flush();
    }).catch(function () {
      entry.waited = true;
      saveOutbox();
      current.sending = 0;
      current.flushing = false;
      reachable(false);
      markQueued();
      showOutbox();
      if (!current.retrying) {
        current.retrying = window.setTimeout(function () {
          current.retrying = null;
          if (current === page) flush();
        }, RETRY_MS);
      }
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
    // what waits, once it is said to wait: each can be withdrawn until it is on its way
    var listed = text ? page.outbox.map(function (entry) {
      return entry.label + (inFlight(entry) ? "\u0001" : "");
    }) : [];
    // nothing to change (every load, and every answer while all goes well): no writes, so the
    // page is not restyled for nothing
    var shownNow = [text, page.offline, page.refusals.join("\n"), listed.join("\n")]
      .join("\u0000");
    var before = (page.shownOutbox || ["", false, "", ""].join("\u0000"));
    if (shownNow === before) return;
    page.shownOutbox = shownNow;
    // said by the page's one announcer (the box itself is no live region): offline, what
    // waits, what is being sent
    if (text && text !== before.split("\u0000")[0]) speak(text);
    state.textContent = text;
    state.hidden = !text;
    showWaiting(box, text ? page.outbox.slice() : []);
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
    var asking = box.querySelector(".outbox-ask");
    box.hidden = !text && !page.refusals.length && !(asking && !asking.hidden);
    document.documentElement.classList.toggle("kz-offline", !!page.offline);
  }

  /* The waiting list: a line an action, in the order they will be sent, each with a button to
   * withdraw it (not the one on its way now). */
  function showWaiting(box, entries) {
    var holder = box.querySelector(".outbox-waiting");
    if (!holder) return;
    var list = holder.querySelector("ul");
    var summary = holder.querySelector("summary");
    list.textContent = "";
    holder.hidden = !entries.length;
    if (!entries.length) return;
    summary.textContent = counted("waiting-list", entries.length);
    entries.forEach(function (entry, index) {
      var item = document.createElement("li");
      item.textContent = entry.label + " ";
      if (!inFlight(entry)) {
        var back = document.createElement("button");
        back.type = "button";
        back.className = "small";
        back.textContent = say("withdraw");
        back.setAttribute("aria-label", say("withdraw") + ": " + entry.label);
        back.addEventListener("click", function () {
          withdraw(entry);
          var left = holder.querySelectorAll("li button");
          if (!focusOn(left[Math.min(index, left.length - 1)])) focusNext();
        });
        item.appendChild(back);
      }
      list.appendChild(item);
    });
  }

  /* --- start ------------------------------------------------------------------------------- */

  function start() {
    if (page && page.source) page.source.close();
    if (page && page.polling) window.clearInterval(page.polling);
    if (page && page.watching) window.clearInterval(page.watching);
    var root = document.getElementById("live") || document.getElementById("scoreboard") ||
      document.getElementById("room") || document.getElementById("organiser-live") ||
      document.getElementById("check-in-live");
    if (!root || !root.getAttribute("data-stream")) { page = null; return; }
    page = {root: root, seq: parseInt(root.getAttribute("data-seq") || "0", 10),
            mark: root.getAttribute("data-mark") || "",
            stream: root.getAttribute("data-stream"), poll: root.getAttribute("data-poll"),
            path: window.location.pathname, source: null, polling: null, failures: 0,
            outbox: [], refusals: [], mine: [], theirs: [], sending: 0, flushing: false,
            offline: false, offlineSince: null, resyncing: false, lastTap: null,
            heard: Date.now(), watching: null, retrying: null};
    page.outbox = loadOutbox();
    page.said = newest();
    actionForms(root).forEach(function (form) {
      form.setAttribute("data-kz-base", (field(form, "seen") || {}).value || String(page.seq));
    });
    fillKeys(root);
    restoreDrafts();
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
