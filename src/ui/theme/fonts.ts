// Fonts are bundled with the app (never fetched from the web) so pages and screenshots are stable.
// Latin only: the studio's copy is English, and each further subset (latin-ext, cyrillic, greek,
// vietnamese) is another file a browser may fetch. Characters outside Latin fall back to the
// system font. The first screen's largest text (the display face) is preloaded by index.html.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
