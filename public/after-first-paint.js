// Loads the app's scripts once a page painted by the server is on screen (src/api/first-paint.ts):
// the painted page needs none of them to show, and on a slow phone network they would share the
// bandwidth with the page itself. The server names the entry and its preloads on this element.
(function () {
  var self = document.currentScript;
  if (!self) return;
  var entry = self.getAttribute('data-entry');
  var preloads = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame callback runs just before the first paint; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
