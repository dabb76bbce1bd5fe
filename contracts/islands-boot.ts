// The one script a page drawn as islands runs before its own (decision 0017): inline, so the islands entry is
// requested only once the page has loaded and been painted. As a <script src>, even at low priority, the
// browser asked for it while the page was still painting, and on a slow network it delayed the largest paint
// (decision 0017 has the Lighthouse figures).
// Until the entry runs, it holds a click on an island or on a link of the site and a form sent inside an
// island (made again once the entry runs), notes the visitor's first sign of life, and requests the entry at
// once on a first click, tap, key or focus. The entry reads what it saw from `window[ISLANDS_BOOT_GLOBAL]`.
// In tasks of their own right after the entry's request, one a task, it asks for the page's stylesheets in full,
// fetched for no screen (src/islands/page-styles.ts applies them): they are on their way while the entry
// arrives, and their requests, milliseconds each on a slow phone, are not part of the islands' start.

/** What the boot script leaves for the islands entry. */
export interface IslandsBoot {
  /** The element of a click, or the form sent, held until the entry runs. */
  held: HTMLElement | null;
  /** Settles on the visitor's first sign of life: the mouse moving, a touch, a key, focus, the wheel, a scroll. */
  present: Promise<void>;
  /** The click and submit listener that holds them: the entry removes it. */
  hold: (event: Event) => void;
}

export const ISLANDS_BOOT_GLOBAL = '__islandsBoot';

/** On the boot script's element: the islands entry it requests. */
export const ISLANDS_ENTRY_ATTRIBUTE = 'data-islands-entry';

/** The id of the head's <noscript> linking the page's stylesheets in full, and its attribute naming them. */
export const PAGE_STYLES_ID = 'page-styles';
export const PAGE_STYLES_ATTRIBUTE = 'data-stylesheets';
/** On a stylesheet the boot script asked for; and once it has arrived (or failed to). */
export const PAGE_STYLE_ASKED_ATTRIBUTE = 'data-page-style';
export const PAGE_STYLE_ARRIVED_ATTRIBUTE = 'data-arrived';
/** What such a stylesheet is loaded with until the runtime applies the whole list: fetched, for no screen. */
export const PAGE_STYLE_WAITING_MEDIA = 'print';

/**
 * The boot script. A literal, so the build and the server agree on it byte for byte: the server allows it by
 * its hash in the Content-Security-Policy (server/plugins/security-headers.ts);
 * tests/web/islands/islands-boot.test.ts runs it.
 */
export const ISLANDS_BOOT_SCRIPT =
  '(function(){var d=document,me=d.currentScript,requested=false,' +
  'boot=window.__islandsBoot={held:null};' +
  'boot.present=new Promise(function(r){boot.notePresent=r});' +
  'function request(){if(requested)return;requested=true;var s=d.createElement("script");s.type="module";' +
  's.src=me.getAttribute("data-islands-entry");' +
  // Not loaded: what was held is let go, and a held link is followed the plain way.
  's.onerror=function(){d.removeEventListener("click",boot.hold,true);d.removeEventListener("submit",boot.hold,true);' +
  'var a=boot.held&&boot.held.closest("a[href]");' +
  'if(a)location.assign(a.href)};d.head.append(s);setTimeout(askStyles,0)}' +
  // The names it shares with the runtime (page-styles.ts) are the constants above, written into it here.
  // One stylesheet a task: each request costs the main thread milliseconds on a slow phone, and a tap waits for
  // one at most. One already linked (the runtime, come first, asked for it) is not asked for again.
  `function askStyles(){var n=d.getElementById("${PAGE_STYLES_ID}"),` +
  `hrefs=(n&&n.getAttribute("${PAGE_STYLES_ATTRIBUTE}")||"").split(" "),i=0;(function next(){` +
  `if(i>=hrefs.length)return;var h=hrefs[i++];` +
  `if(h&&!d.querySelector('link[href="'+h+'"]')){var l=d.createElement("link");l.rel="stylesheet";` +
  `l.media="${PAGE_STYLE_WAITING_MEDIA}";l.href=h;l.setAttribute("${PAGE_STYLE_ASKED_ATTRIBUTE}","");` +
  `l.onload=l.onerror=function(){l.setAttribute("${PAGE_STYLE_ARRIVED_ATTRIBUTE}","")};d.head.append(l)}` +
  'setTimeout(next,0)})()}' +
  'boot.hold=function(e){var t=e.target instanceof Element?e.target:null;' +
  'var w=t&&t.closest(\'[data-island],a[href^="/"],a[href^="#"]\');' +
  'if(!w||e.type==="click"&&(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;' +
  'e.preventDefault();e.stopPropagation();boot.held=t instanceof HTMLElement?t:w;request()};' +
  'd.addEventListener("click",boot.hold,true);d.addEventListener("submit",boot.hold,true);' +
  '["pointerdown","keydown","touchstart","focusin"].forEach(function(type){' +
  'd.addEventListener(type,request,{capture:true,once:true,passive:true})});' +
  '["pointermove","pointerdown","keydown","touchstart","focusin","wheel","scroll"].forEach(function(type){' +
  'd.addEventListener(type,function(){boot.notePresent()},{capture:true,once:true,passive:true})});' +
  // After the load and the paint of the page's largest content. A page that marks its largest image
  // (fetchpriority="high") waits until the browser reports that image painted as its largest paint (the
  // frame is presented after the main thread has drawn it, and an image still decoding is painted later
  // still), at most 2 s; other pages, or browsers that report no largest paint, wait for the next frame
  // (a frame callback runs before it, a task after).
  'function afterPaint(){var marked=[].slice.call(d.querySelectorAll(\'img[fetchpriority="high"]\')),' +
  'types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(!marked.length||types.indexOf("largest-contentful-paint")<0)' +
  'return requestAnimationFrame(function(){setTimeout(request,0)});' +
  'var observer=new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){' +
  'if(marked.indexOf(entry.element)>=0)finish()})});' +
  'function finish(){observer.disconnect();setTimeout(request,0)}' +
  'observer.observe({type:"largest-contentful-paint",buffered:true});setTimeout(finish,2000)}' +
  'if(d.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})()';
