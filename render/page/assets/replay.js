// Arrow keys step through a replay: left and right go back and forward a
// step, Home and End to the first and last. The page's links do the same
// without this script.
(function () {
  "use strict";
  var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
    var rel = keys[e.key];
    if (!rel) { return; }
    var t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.isContentEditable)) { return; }
    var link = document.querySelector("nav.steps a[data-step='" + rel + "']");
    if (!link) { return; }
    e.preventDefault();
    window.location.assign(link.href);
  });
})();
