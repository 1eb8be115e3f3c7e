/* Kibitzer's light navigation: the pages that do without htmx (the table page, the scoreboard,
 * the home page, a club night's room: the pages a phone opens first, often from a QR code on a
 * slow network) still go from page to page as a boosted link does, in the same document:
 *
 * - a link or a form within the app is fetched, and the new page's body (its title, its
 *   language) is put in place of this one's; the page's one announcer (hx-preserve) stays, and
 *   so does what the document holds between pages (a screen kept awake: static/kibitzer.js);
 * - the address goes into the history, and Back and Forward fetch that page again;
 * - then "kibitzer:page" is sent, and the scripts start on the new page as on a first load.
 *
 * A page that needs a script this document has not loaded (htmx, on the pages whose parts it
 * swaps; or a newer version of one) is opened as a whole page instead: one document never mixes this with htmx's own
 * history. Where htmx is loaded it does all of this itself, and this stands down. Without
 * JavaScript, and whatever goes wrong here, links and forms are plain links and forms.
 */
(function () {
  "use strict";

  var pending = null;   // the navigation under way (a newer one cancels it)

  function ours() { return !window.htmx && !!document.body.getAttribute("hx-boost"); }

  function boosted(element) {
    var up = element.closest("[hx-boost]");
    return !!up && up.getAttribute("hx-boost") === "true";
  }

  function sameSite(url) { return url.origin === window.location.origin; }

  function scripts(doc) {
    return Array.prototype.map.call(doc.querySelectorAll("head script[src]"), function (s) {
      // with its ?v= version: a page of a newer Kibitzer (restarted since) is opened whole
      return new URL(s.getAttribute("src"), window.location.href).href;
    });
  }

  function loaded() { return scripts(document); }

  function lacking(doc) {
    var have = loaded();
    return scripts(doc).some(function (path) { return have.indexOf(path) < 0; });
  }

  /* The new page's style sheets, as it names them: a club page's sheet goes with it. */
  function stylesheets(doc) {
    var wanted = Array.prototype.map.call(doc.querySelectorAll('head link[rel="stylesheet"]'),
      function (link) { return new URL(link.getAttribute("href"), window.location.href).href; });
    var have = [];
    Array.prototype.forEach.call(document.querySelectorAll('head link[rel="stylesheet"]'),
      function (link) {
        if (wanted.indexOf(link.href) < 0) link.remove();
        else have.push(link.href);
      });
    wanted.forEach(function (href) {
      if (have.indexOf(href) >= 0) return;
      var added = document.createElement("link");
      added.rel = "stylesheet";
      added.href = href;
      document.head.appendChild(added);
    });
  }

  /* The fetched page in place of this one. */
  function swap(doc) {
    stylesheets(doc);
    document.title = doc.title;
    ["lang", "dir"].forEach(function (name) {
      var value = doc.documentElement.getAttribute(name);
      if (value) document.documentElement.setAttribute(name, value);
    });
    Array.prototype.forEach.call(doc.body.querySelectorAll("[hx-preserve][id]"), function (fresh) {
      var kept = document.getElementById(fresh.id);
      if (kept && kept.hasAttribute("hx-preserve")) fresh.replaceWith(kept);
    });
    var body = document.body;
    Array.prototype.slice.call(body.attributes).forEach(function (a) {
      body.removeAttribute(a.name);
    });
    Array.prototype.forEach.call(doc.body.attributes, function (a) {
      body.setAttribute(a.name, a.value);
    });
    body.replaceChildren.apply(body, Array.prototype.slice.call(doc.body.childNodes));
  }

  function whole(url) { window.location.assign(url); }

  /* Fetch ``url`` (with ``init``: a form's post) and show it; ``push``: a new history entry;
   * ``scroll``: where to put the page (Back and Forward: where it was); ``otherwise``: what the
   * browser would have done, where no answer came (a GET opened whole; a form sent as a plain
   * form, so the browser says it is offline, or the answer comes). */
  function go(url, init, push, scroll, otherwise) {
    if (pending) pending.abort();
    var controller = new AbortController();
    pending = controller;
    init = init || {};
    controller.posting = init.method === "POST";
    init.signal = controller.signal;
    init.credentials = "same-origin";
    fetch(url, init).then(function (response) {
      var kind = response.headers.get("Content-Type") || "";
      if (kind.indexOf("text/html") < 0) {
        // a file or an answer that is no page: the browser shows it as it would
        if (!init.method) whole(response.url || url);
        return null;
      }
      return response.text().then(function (html) { return {response: response, html: html}; });
    }).then(function (got) {
      if (!got || pending !== controller) return;
      pending = null;
      var doc = new DOMParser().parseFromString(got.html, "text/html");
      var at = got.response.url || url;
      // a page that needs a script not loaded here is opened whole; a form's answer is shown
      // as it came (it works without the script, as every page does)
      if (!init.method && lacking(doc)) { whole(at); return; }
      // a form's answer at the address already shown (a result entered) replaces it: Back
      // leaves the page, not each form sent on it
      if (push && init.method === "POST" && at === window.location.href) push = false;
      if (push) {
        history.scrollRestoration = "manual";
        history.replaceState({kz: true, y: window.scrollY}, "", window.location.href);
        history.pushState({kz: true, y: 0}, "", at);
      } else if (at !== window.location.href) {
        history.replaceState({kz: true, y: 0}, "", at);
      }
      swap(doc);
      var hash = new URL(at).hash;
      var target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView();
      else window.scrollTo(0, scroll || 0);
      // then the page's scripts: the focus may bring what the page marks into view
      document.body.dispatchEvent(new CustomEvent("kibitzer:page", {bubbles: true}));
    }).catch(function (error) {
      if (error && error.name === "AbortError") return;
      if (pending === controller) pending = null;
      if (otherwise) otherwise();
    });
  }

  document.addEventListener("click", function (event) {
    if (!ours() || event.defaultPrevented || event.button !== 0 || event.metaKey ||
        event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self") ||
        !boosted(link)) return;
    var url = new URL(link.href, window.location.href);
    if (!sameSite(url) || !/^https?:$/.test(url.protocol)) return;
    var here = new URL(window.location.href);
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    go(url.href, null, true, 0, function () { whole(url.href); });
  });

  /* A form sent as the browser sends it (the button pressed named in it). */
  function plainly(form, submitter) {
    if (submitter && submitter.name) {
      var named = document.createElement("input");
      named.type = "hidden";
      named.name = submitter.name;
      named.value = submitter.value;
      form.appendChild(named);
    }
    HTMLFormElement.prototype.submit.call(form);
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!ours() || event.defaultPrevented || !boosted(form)) return;
    // a second tap while a form is on its way is the same tap: sent once (the first is not
    // called back, so the server may already have it)
    if (pending && pending.posting) { event.preventDefault(); return; }
    var submitter = event.submitter;
    var action = (submitter && submitter.getAttribute("formaction")) ||
      form.getAttribute("action") || window.location.href;
    var method = ((submitter && submitter.getAttribute("formmethod")) ||
                  form.getAttribute("method") || "get").toUpperCase();
    var url = new URL(action, window.location.href);
    if (!sameSite(url) || (form.target && form.target !== "_self")) return;
    var data = new FormData(form);
    if (submitter && submitter.name) data.append(submitter.name, submitter.value);
    event.preventDefault();
    if (method === "GET") {
      url.search = new URLSearchParams(Array.from(data.entries()).filter(function (entry) {
        return typeof entry[1] === "string";
      })).toString();
      go(url.href, null, true, 0, function () { whole(url.href); });
    } else {
      go(url.href, {method: "POST", body: data}, true, 0, function () {
        plainly(form, submitter);
      });
    }
  });

  window.addEventListener("popstate", function (event) {
    if (!ours() || !event.state || !event.state.kz) return;
    go(window.location.href, null, false, event.state.y || 0,
       function () { window.location.reload(); });
  });
}());
