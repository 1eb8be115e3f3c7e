/* The round's clock and the arbiter's calls on a page: the server sends when the clock ends
 * (data-ends-at) or, paused, the seconds left (data-left), never a tick; this counts down
 * once a second by itself, says "last hand" once data-last-hand seconds are left and "time is
 * up" at 0, and shows how long each open call has waited (data-waiting-since). The server's
 * time as the page was made (data-server-now) sets how far this phone's own clock is off, so
 * every screen in the room shows the same second. On the organiser's page (data-chime) a call
 * that was not there before sounds a short chime. Without this script the page shows the time
 * as of its making. */
(function () {
  "use strict";
  var offset = 0;
  var heard = null;   // the calls already there (none chimes on the page's first look)
  var audio = null;
  window.kibitzerChimes = window.kibitzerChimes || 0;

  function sync() {
    var mark = document.querySelector("[data-server-now]");
    var at = mark ? parseInt(mark.getAttribute("data-server-now"), 10) : NaN;
    offset = isNaN(at) ? 0 : at - Date.now();
    heard = null;
  }

  function now() { return Date.now() + offset; }

  function two(n) { return (n < 10 ? "0" : "") + n; }

  function face(seconds) {   // as views/club/timing.py clock_time writes it
    var total = Math.max(0, Math.floor(seconds));
    var hours = Math.floor(total / 3600), minutes = Math.floor((total % 3600) / 60);
    var secs = total % 60;
    return hours ? hours + ":" + two(minutes) + ":" + two(secs) : minutes + ":" + two(secs);
  }

  function left(clock) {
    var ends = clock.getAttribute("data-ends-at");
    if (!ends) return parseInt(clock.getAttribute("data-left") || "0", 10);
    return Math.max(0, Math.ceil((Date.parse(ends) - now()) / 1000));
  }

  function show(element, yes) { if (element && element.hidden === yes) element.hidden = !yes; }

  function setText(element, text) {
    if (element && element.textContent !== text) element.textContent = text;
  }

  function tick() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-clock]"), function (clock) {
      var seconds = left(clock);
      var last = seconds <= parseInt(clock.getAttribute("data-last-hand") || "0", 10);
      setText(clock.querySelector("[data-clock-time]"), face(seconds));
      show(clock.querySelector("[data-clock-last-hand]"), last && seconds > 0);
      show(clock.querySelector("[data-clock-over]"), seconds === 0);
      clock.classList.toggle("last-hand", last);
      clock.classList.toggle("over", seconds === 0);
    });
    Array.prototype.forEach.call(document.querySelectorAll("[data-waiting-since]"), function (since) {
      var at = Date.parse(since.getAttribute("data-waiting-since"));
      if (!isNaN(at)) setText(since, face((now() - at) / 1000));
    });
  }

  function chime() {
    window.kibitzerChimes += 1;
    try {
      var Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) return;
      audio = audio || new Context();
      [0, 0.18].forEach(function (delay, i) {
        var tone = audio.createOscillator(), gain = audio.createGain();
        tone.frequency.value = i ? 660 : 880;
        gain.gain.setValueAtTime(0.25, audio.currentTime + delay);
        gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + delay + 0.35);
        tone.connect(gain).connect(audio.destination);
        tone.start(audio.currentTime + delay);
        tone.stop(audio.currentTime + delay + 0.4);
      });
    } catch (error) { /* a browser that will not sound before a tap: the list still shows */ }
  }

  function listen() {
    var box = document.querySelector("[data-chime]");
    if (!box) return;
    var ids = Array.prototype.map.call(box.querySelectorAll("[data-call-id]"), function (call) {
      return call.getAttribute("data-call-id");
    });
    if (heard !== null && ids.some(function (id) { return heard.indexOf(id) < 0; })) chime();
    heard = ids;
  }

  function start() {
    sync();
    tick();
    listen();
  }

  document.addEventListener("kibitzer:changed", function () { tick(); listen(); });
  document.addEventListener("kibitzer:page", start);
  window.setInterval(tick, 1000);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
