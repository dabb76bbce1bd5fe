#!/usr/bin/env bash
# Regenerates every visual asset of the site under public/ from scratch:
# logos and icons, og-image, section illustrations and the hero background videos.
# Everything is drawn here (hand-written SVG, procedurally generated SVG frames),
# rendered with rsvg-convert and encoded with ImageMagick / pngquant / ffmpeg.
# Nothing is downloaded. Safe to re-run: every output is overwritten.
#
# Needs (Debian): apt-get install -y ffmpeg imagemagick librsvg2-bin pngquant fonts-inter python3-fonttools
#
# Usage: scripts/make-assets.sh [all|brand|images|videos]   (default: all)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PUB="$ROOT/public"
WHAT="${1:-all}"
PY=/usr/bin/python3   # Debian's python, where python3-fonttools lives
FONTDIR=/usr/share/fonts/opentype/inter

missing=()
for tool in ffmpeg rsvg-convert pngquant; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
convert -version 2>/dev/null | grep -q ImageMagick || missing+=("imagemagick")
[ -f "$FONTDIR/Inter-Bold.otf" ] || missing+=("fonts-inter")
"$PY" -c 'import fontTools' 2>/dev/null || missing+=("python3-fonttools")
if [ "${#missing[@]}" -gt 0 ]; then
  echo "make-assets: missing ${missing[*]}" >&2
  echo "  apt-get install -y ffmpeg imagemagick librsvg2-bin pngquant fonts-inter python3-fonttools" >&2
  exit 1
fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$PUB/images" "$PUB/videos"

webp() { # src.png dst.webp quality
  convert "$1" -strip -quality "$3" -define webp:method=6 "$2"
}

# ---------------------------------------------------------------- sources
# glyphs.py: Inter outlines -> SVG path data (so logo.svg needs no web font)
cat > "$TMP/glyphs.py" <<'EOF_glyphs_py'
import sys
from fontTools.ttLib import TTFont
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
F = "/usr/share/fonts/opentype/inter/"
_cache = {}
def font(name):
    if name not in _cache: _cache[name] = TTFont(F + name)
    return _cache[name]
def kern_pairs(f):
    # flatten GPOS PairPos format 1/2 kerning (first-glyph/second-glyph XAdvance)
    pairs = {}
    if "GPOS" not in f: return pairs
    gpos = f["GPOS"].table
    for li in gpos.LookupList.Lookup:
        subs = li.SubTable
        for st in subs:
            if li.LookupType == 9: st = st.ExtSubTable
            if getattr(st, "LookupType", 2) != 2 or not hasattr(st, "Format"): continue
            cov = st.Coverage.glyphs
            if st.Format == 1:
                for i, g1 in enumerate(cov):
                    for pvr in st.PairSet[i].PairValueRecord:
                        v = getattr(pvr.Value1, "XAdvance", 0) if pvr.Value1 else 0
                        pairs.setdefault((g1, pvr.SecondGlyph), v)
            elif st.Format == 2:
                c1 = st.ClassDef1.classDefs; c2 = st.ClassDef2.classDefs
                for g1 in cov:
                    k1 = c1.get(g1, 0)
                    rec = st.Class1Record[k1]
                    for g2, k2 in c2.items():
                        v = rec.Class2Record[k2].Value1
                        x = getattr(v, "XAdvance", 0) if v else 0
                        if x: pairs.setdefault((g1, g2), x)
    return pairs
_kern = {}
def text_path(fontname, text, size, x, y, spacing=0.0):
    f = font(fontname)
    if fontname not in _kern: _kern[fontname] = kern_pairs(f)
    kp = _kern[fontname]
    gs = f.getGlyphSet(); cmap = f.getBestCmap(); hmtx = f["hmtx"]
    s = size / f["head"].unitsPerEm
    parts = []; cx = x; prev = None
    for ch in text:
        g = cmap[ord(ch)]
        if prev: cx += kp.get((prev, g), 0) * s
        pen = SVGPathPen(gs, ntos=lambda v: ("%.2f" % v).rstrip("0").rstrip("."))
        gs[g].draw(TransformPen(pen, (s, 0, 0, -s, cx, y)))
        parts.append(pen.getCommands())
        cx += hmtx[g][0] * s + spacing
        prev = g
    return "".join(parts), cx - spacing - x
if __name__ == "__main__":
    d, w = text_path("Inter-Bold.otf", "Meera", 30, 0, 40)
    print(w, len(d))
EOF_glyphs_py

# logo.py: writes favicon.svg, logo.svg (for light backgrounds), logo-light.svg (for dark backgrounds)
cat > "$TMP/logo.py" <<'EOF_logo_py'
import sys
sys.path.insert(0, sys.argv[1])
from glyphs import text_path
out = sys.argv[2]
MARK_DEFS = '<linearGradient id="mc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>'
MARK = '<rect width="64" height="64" rx="14" fill="url(#mc-g)"/><path d="M18 45V19l14 16 14-16v26" fill="none" stroke="#F8FAFC" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>'
def svg(w, h, body, title="Meera Consultancy", extra_defs=""):
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-label="%s">'
            '<title>%s</title><defs>%s%s</defs>%s</svg>\n') % (w, h, w, h, title, title, MARK_DEFS, extra_defs, body)
# favicon
open(out + "/favicon.svg", "w").write(svg(64, 64, MARK).replace(' width="64" height="64"', '', 1))
def lockup(c1, c2, name):
    size = 28; base = 42.2; x0 = 78
    d1, w1 = text_path("Inter-Bold.otf", "Meera", size, x0, base, -0.3)
    x2 = x0 + w1 + size * 0.26
    d2, w2 = text_path("Inter-Medium.otf", "Consultancy", size, x2, base, -0.3)
    W = round(x2 + w2 + 2)
    body = MARK + '<path fill="%s" d="%s"/><path fill="%s" d="%s"/>' % (c1, d1, c2, d2)
    open(out + "/" + name, "w").write(svg(W, 64, body))
lockup("#0B1F3A", "#3B4BDB", "logo.svg")
lockup("#F8FAFC", "#5EEAD4", "logo-light.svg")
EOF_logo_py

cat > "$TMP/touch.svg" <<'EOF_touch_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64">
  <defs><linearGradient id="mc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient></defs>
  <rect width="64" height="64" fill="url(#mc-g)"/>
  <path d="M20 43V21l12 14 12-14v22" fill="none" stroke="#F8FAFC" stroke-width="5.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
EOF_touch_svg

cat > "$TMP/logo512.svg" <<'EOF_logo512_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="mc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient></defs>
  <rect width="512" height="512" fill="#FFFFFF"/>
  <g transform="translate(161 64) scale(2.96875)"><rect width="64" height="64" rx="14" fill="url(#mc-g)"/><path d="M18 45V19l14 16 14-16v26" fill="none" stroke="#F8FAFC" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>
  <text x="256" y="346" text-anchor="middle" font-family="Inter" font-weight="800" font-size="76" letter-spacing="-1.5" fill="#0B1F3A">Meera</text>
  <text x="256" y="416" text-anchor="middle" font-family="Inter" font-weight="500" font-size="50" letter-spacing="-0.5" fill="#3B4BDB">Consultancy</text>
  <rect x="176" y="448" width="40" height="6" rx="3" fill="#3B4BDB"/><rect x="226" y="448" width="40" height="6" rx="3" fill="#14B8A6"/><rect x="276" y="448" width="40" height="6" rx="3" fill="#F59E0B"/>
</svg>
EOF_logo512_svg

cat > "$TMP/og.svg" <<'EOF_og_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="g1" cx="1020" cy="60" r="560" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3B4BDB" stop-opacity=".75"/><stop offset="1" stop-color="#3B4BDB" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="1120" cy="600" r="430" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#14B8A6" stop-opacity=".55"/><stop offset="1" stop-color="#14B8A6" stop-opacity="0"/></radialGradient>
    <radialGradient id="g3" cx="40" cy="660" r="360" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#F59E0B" stop-opacity=".14"/><stop offset="1" stop-color="#F59E0B" stop-opacity="0"/></radialGradient>
    <linearGradient id="mc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>
    <linearGradient id="ln" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#14B8A6" stop-opacity="0"/><stop offset=".5" stop-color="#14B8A6" stop-opacity=".55"/><stop offset="1" stop-color="#3B4BDB" stop-opacity=".2"/></linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#F8FAFC" fill-opacity=".09"/></pattern>
  </defs>
  <rect width="1200" height="630" fill="#0B1F3A"/>
  <rect width="1200" height="630" fill="url(#g1)"/>
  <rect width="1200" height="630" fill="url(#g2)"/>
  <rect width="1200" height="630" fill="url(#g3)"/>
  <rect x="640" width="560" height="630" fill="url(#dots)"/>
  <g fill="none" stroke="url(#ln)" stroke-width="2">
    <path d="M560 560 C 760 520, 820 300, 1000 270 S 1180 150, 1260 90"/>
    <path d="M600 600 C 800 560, 860 340, 1030 310 S 1200 200, 1270 140" stroke-opacity=".7"/>
    <path d="M640 640 C 840 600, 900 380, 1060 350 S 1220 250, 1280 190" stroke-opacity=".45"/>
  </g>
  <g>
    <circle cx="1000" cy="270" r="10" fill="#14B8A6"/><circle cx="1000" cy="270" r="22" fill="none" stroke="#14B8A6" stroke-opacity=".35" stroke-width="2"/>
    <circle cx="868" cy="420" r="7" fill="#F59E0B"/>
    <circle cx="1118" cy="178" r="6" fill="#F8FAFC" fill-opacity=".8"/>
    <rect x="930" y="430" width="180" height="120" rx="18" fill="#F8FAFC" fill-opacity=".06" stroke="#F8FAFC" stroke-opacity=".14"/>
    <rect x="952" y="500" width="22" height="30" rx="4" fill="#3B4BDB"/><rect x="986" y="482" width="22" height="48" rx="4" fill="#14B8A6"/><rect x="1020" y="462" width="22" height="68" rx="4" fill="#F59E0B"/><rect x="1054" y="452" width="22" height="78" rx="4" fill="#F8FAFC" fill-opacity=".85"/>
  </g>
  <g transform="translate(80 78) scale(1.375)"><rect width="64" height="64" rx="14" fill="url(#mc-g)" stroke="#F8FAFC" stroke-opacity=".18"/><path d="M18 45V19l14 16 14-16v26" fill="none" stroke="#F8FAFC" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>
  <text x="192" y="137" font-family="Inter" font-weight="600" font-size="26" letter-spacing="4" fill="#F8FAFC" fill-opacity=".7">HYDERABAD · MANCHESTER</text>
  <text x="76" y="300" font-family="Inter" font-weight="800" font-size="84" letter-spacing="-2" fill="#F8FAFC">Meera Consultancy</text>
  <text xml:space="preserve" x="80" y="376" font-family="Inter" font-weight="700" font-size="46" letter-spacing="-0.5"><tspan fill="#2DD4BF">Consult.</tspan><tspan fill="#F8FAFC"> Create.</tspan><tspan fill="#FBBF24"> Conquer.</tspan></text>
  <text x="80" y="470" font-family="Inter" font-weight="500" font-size="25" fill="#F8FAFC" fill-opacity=".78">Web Design · HR Consulting</text>
  <text x="80" y="508" font-family="Inter" font-weight="500" font-size="25" fill="#F8FAFC" fill-opacity=".78">Digital Marketing · Overseas Education</text>
  <rect x="0" y="618" width="300" height="12" fill="#3B4BDB"/><rect x="300" y="618" width="300" height="12" fill="#14B8A6"/><rect x="600" y="618" width="300" height="12" fill="#F59E0B"/><rect x="900" y="618" width="300" height="12" fill="#F8FAFC"/>
</svg>
EOF_og_svg

cat > "$TMP/services.svg" <<'EOF_services_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700" viewBox="0 0 900 700">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F8FAFC"/><stop offset="1" stop-color="#E8ECFB"/></linearGradient>
    <radialGradient id="b1" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#3B4BDB" stop-opacity=".22"/><stop offset="1" stop-color="#3B4BDB" stop-opacity="0"/></radialGradient>
    <radialGradient id="b2" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#14B8A6" stop-opacity=".25"/><stop offset="1" stop-color="#14B8A6" stop-opacity="0"/></radialGradient>
    <radialGradient id="b3" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#F59E0B" stop-opacity=".2"/><stop offset="1" stop-color="#F59E0B" stop-opacity="0"/></radialGradient>
    <linearGradient id="core" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>
    <filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dy="14" result="b"/><feFlood flood-color="#0B1F3A" flood-opacity=".16"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="900" height="700" fill="url(#bg)"/>
  <circle cx="220" cy="180" r="260" fill="url(#b1)"/>
  <circle cx="720" cy="540" r="280" fill="url(#b2)"/>
  <circle cx="760" cy="130" r="200" fill="url(#b3)"/>
  <g fill="none" stroke="#3B4BDB" stroke-opacity=".22" stroke-width="2">
    <ellipse cx="450" cy="350" rx="300" ry="230" stroke-dasharray="4 10"/>
    <ellipse cx="450" cy="350" rx="200" ry="150"/>
  </g>
  <!-- core -->
  <g filter="url(#sh)"><circle cx="450" cy="350" r="92" fill="url(#core)"/></g>
  <path d="M416 378v-56l34 38 34-38v56" fill="none" stroke="#F8FAFC" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
  <!-- web design card -->
  <g transform="translate(90 90)" filter="url(#sh)">
    <rect width="250" height="170" rx="18" fill="#fff"/>
    <path d="M0 18a18 18 0 0 1 18-18h214a18 18 0 0 1 18 18v18H0z" fill="#3B4BDB"/>
    <circle cx="20" cy="18" r="5" fill="#F8FAFC"/><circle cx="37" cy="18" r="5" fill="#F8FAFC" fill-opacity=".7"/><circle cx="54" cy="18" r="5" fill="#F8FAFC" fill-opacity=".45"/>
    <rect x="20" y="54" width="110" height="12" rx="6" fill="#0B1F3A"/>
    <rect x="20" y="76" width="80" height="9" rx="4.5" fill="#CBD5E1"/>
    <rect x="20" y="112" width="62" height="24" rx="12" fill="#14B8A6"/>
    <rect x="146" y="54" width="84" height="92" rx="12" fill="#E0E7FF"/>
    <path d="M160 130l20-26 14 16 10-10 16 20z" fill="#3B4BDB" fill-opacity=".6"/><circle cx="210" cy="76" r="8" fill="#F59E0B"/>
  </g>
  <!-- hr card -->
  <g transform="translate(585 70)" filter="url(#sh)">
    <rect width="230" height="180" rx="18" fill="#fff"/>
    <path d="M60 70L115 100L170 70" fill="none" stroke="#14B8A6" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>
    <circle cx="60" cy="58" r="18" fill="#14B8A6"/><path d="M30 118a30 30 0 0 1 60 0z" fill="#14B8A6"/>
    <circle cx="170" cy="58" r="18" fill="#3B4BDB"/><path d="M140 118a30 30 0 0 1 60 0z" fill="#3B4BDB"/>
    <circle cx="115" cy="92" r="20" fill="#0B1F3A"/><path d="M82 156a33 33 0 0 1 66 0z" fill="#0B1F3A"/>
    <circle cx="198" cy="150" r="14" fill="#F59E0B"/><path d="M191 150l5 5 9-10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <!-- digital marketing card -->
  <g transform="translate(80 440)" filter="url(#sh)">
    <rect width="260" height="170" rx="18" fill="#fff"/>
    <rect x="22" y="22" width="90" height="12" rx="6" fill="#0B1F3A"/>
    <rect x="22" y="42" width="56" height="9" rx="4.5" fill="#CBD5E1"/>
    <path d="M22 140 L70 112 L112 124 L160 84 L200 96 L238 52" fill="none" stroke="#F59E0B" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M22 140 L70 112 L112 124 L160 84 L200 96 L238 52 V150 H22z" fill="#F59E0B" fill-opacity=".14"/>
    <circle cx="238" cy="52" r="8" fill="#F59E0B"/><circle cx="160" cy="84" r="6" fill="#fff" stroke="#F59E0B" stroke-width="3"/>
  </g>
  <!-- education card -->
  <g transform="translate(575 440)" filter="url(#sh)">
    <rect width="250" height="175" rx="18" fill="#0B1F3A"/>
    <circle cx="80" cy="92" r="50" fill="none" stroke="#14B8A6" stroke-width="3"/>
    <ellipse cx="80" cy="92" rx="22" ry="50" fill="none" stroke="#14B8A6" stroke-width="2.5" stroke-opacity=".7"/>
    <path d="M30 92h100M38 66h84M38 118h84" stroke="#14B8A6" stroke-width="2.5" stroke-opacity=".7"/>
    <g transform="translate(-12 0)"><path d="M140 70l50-22 50 22-50 22z" fill="#F59E0B"/>
    <path d="M158 80v26c0 10 64 10 64 0V80l-32 14z" fill="#F59E0B" fill-opacity=".8"/>
    <path d="M232 74v34" stroke="#F8FAFC" stroke-width="3" stroke-linecap="round"/><circle cx="232" cy="112" r="5" fill="#F8FAFC"/></g>
    <path d="M112 140 q40 20 90 -12" fill="none" stroke="#F8FAFC" stroke-opacity=".55" stroke-width="2.5" stroke-dasharray="3 7" stroke-linecap="round"/>
  </g>
  <!-- connectors -->
  <g stroke="#0B1F3A" stroke-opacity=".18" stroke-width="2" stroke-dasharray="3 8" stroke-linecap="round" fill="none">
    <path d="M340 200 Q380 260 378 290"/><path d="M585 200 Q530 250 522 290"/><path d="M340 520 Q380 470 380 410"/><path d="M575 520 Q530 470 520 412"/>
  </g>
  <circle cx="120" cy="350" r="10" fill="#14B8A6"/><circle cx="800" cy="345" r="8" fill="#3B4BDB"/><circle cx="450" cy="110" r="7" fill="#F59E0B"/><circle cx="455" cy="600" r="9" fill="#3B4BDB" fill-opacity=".5"/>
</svg>
EOF_services_svg

cat > "$TMP/contact.svg" <<'EOF_contact_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700" viewBox="0 0 900 700">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F8FAFC"/><stop offset="1" stop-color="#E6F6F3"/></linearGradient>
    <radialGradient id="b1" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#14B8A6" stop-opacity=".25"/><stop offset="1" stop-color="#14B8A6" stop-opacity="0"/></radialGradient>
    <radialGradient id="b2" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#3B4BDB" stop-opacity=".2"/><stop offset="1" stop-color="#3B4BDB" stop-opacity="0"/></radialGradient>
    <linearGradient id="env" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#1E2A8A"/></linearGradient>
    <linearGradient id="flap" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4F5FE8"/><stop offset="1" stop-color="#3B4BDB"/></linearGradient>
    <filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dy="14" result="b"/><feFlood flood-color="#0B1F3A" flood-opacity=".18"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#0B1F3A" fill-opacity=".1"/></pattern>
  </defs>
  <rect width="900" height="700" fill="url(#bg)"/>
  <circle cx="680" cy="200" r="300" fill="url(#b1)"/>
  <circle cx="200" cy="560" r="300" fill="url(#b2)"/>
  <rect x="560" y="380" width="300" height="260" fill="url(#dots)"/>
  <rect x="40" y="40" width="220" height="180" fill="url(#dots)"/>
  <!-- route between offices -->
  <path d="M150 560 C 300 400, 560 680, 770 530" fill="none" stroke="#0B1F3A" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>
  <g filter="url(#sh)">
    <path d="M0 0C-12-18-40-40-40-64A40 40 0 1 1 40-64C40-40 12-18 0 0z" transform="translate(150 560)" fill="#F59E0B"/>
    <circle cx="150" cy="496" r="15" fill="#fff"/>
    <path d="M0 0C-12-18-40-40-40-64A40 40 0 1 1 40-64C40-40 12-18 0 0z" transform="translate(770 530)" fill="#14B8A6"/>
    <circle cx="770" cy="466" r="15" fill="#fff"/>
  </g>
  <text x="150" y="596" text-anchor="middle" font-family="Inter" font-weight="600" font-size="20" fill="#0B1F3A">Hyderabad</text>
  <text x="770" y="566" text-anchor="middle" font-family="Inter" font-weight="600" font-size="20" fill="#0B1F3A">Manchester</text>
  <!-- envelope -->
  <g transform="translate(250 210)" filter="url(#sh)">
    <rect x="40" y="-60" width="320" height="220" rx="14" fill="#fff"/>
    <rect x="76" y="-24" width="150" height="14" rx="7" fill="#0B1F3A"/>
    <rect x="76" y="4" width="240" height="10" rx="5" fill="#CBD5E1"/>
    <rect x="76" y="26" width="200" height="10" rx="5" fill="#CBD5E1"/>
    <rect x="76" y="48" width="220" height="10" rx="5" fill="#CBD5E1"/>
    <path d="M0 70 L200 190 L400 70 V250 a18 18 0 0 1 -18 18 H18 a18 18 0 0 1 -18 -18z" fill="url(#env)"/>
    <path d="M0 250 L160 160 M400 250 L240 160" stroke="#F8FAFC" stroke-opacity=".18" stroke-width="3"/>
    <path d="M0 70 L200 190 L400 70" fill="none" stroke="#F8FAFC" stroke-opacity=".3" stroke-width="3"/>
    <circle cx="200" cy="190" r="26" fill="#F59E0B"/>
    <path d="M188 190l8 8 16-16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <!-- chat bubbles -->
  <g filter="url(#sh)">
    <path d="M600 90h170a20 20 0 0 1 20 20v70a20 20 0 0 1 -20 20h-120l-32 26v-26h-18a20 20 0 0 1 -20 -20v-70a20 20 0 0 1 20 -20z" fill="#0B1F3A"/>
    <circle cx="655" cy="145" r="9" fill="#14B8A6"/><circle cx="685" cy="145" r="9" fill="#14B8A6" fill-opacity=".7"/><circle cx="715" cy="145" r="9" fill="#14B8A6" fill-opacity=".45"/>
    <path d="M690 250h140a18 18 0 0 1 18 18v44a18 18 0 0 1 -18 18h-10v22l-28 -22h-102a18 18 0 0 1 -18 -18v-44a18 18 0 0 1 18 -18z" fill="#14B8A6"/>
    <rect x="700" y="274" width="110" height="10" rx="5" fill="#fff"/><rect x="700" y="294" width="70" height="10" rx="5" fill="#fff" fill-opacity=".7"/>
  </g>
  <!-- phone badge -->
  <g transform="translate(110 150)" filter="url(#sh)">
    <circle r="46" fill="#fff"/>
    <path d="M-14 -20c4-2 8 0 10 4l4 8c1 3 0 6-2 8l-4 3c3 7 9 13 16 16l3-4c2-2 5-3 8-2l8 4c4 2 6 6 4 10l-3 6c-2 4-6 6-10 5-22-5-38-21-43-43-1-4 1-8 5-10z" fill="#3B4BDB"/>
  </g>
  <!-- paper plane -->
  <g transform="translate(470 70) rotate(-12)">
    <path d="M0 30 L70 0 L50 60 L34 42z" fill="#F59E0B"/><path d="M34 42 L70 0 L28 36z" fill="#D97706"/>
  </g>
  <path d="M340 150 C 380 90, 420 120, 460 100" fill="none" stroke="#F59E0B" stroke-opacity=".6" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
  <circle cx="560" cy="620" r="9" fill="#3B4BDB" fill-opacity=".5"/><circle cx="840" cy="60" r="7" fill="#F59E0B"/><circle cx="60" cy="330" r="8" fill="#14B8A6"/>
</svg>
EOF_contact_svg

cat > "$TMP/why-about.svg" <<'EOF_why_about_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1F3A"/><stop offset="1" stop-color="#1B2A6B"/></linearGradient>
    <radialGradient id="gl" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#3B4BDB" stop-opacity=".55"/><stop offset="1" stop-color="#3B4BDB" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="500" height="300" fill="url(#bg)"/>
  <circle cx="250" cy="150" r="190" fill="url(#gl)"/>
  <g fill="none" stroke="#F8FAFC" stroke-opacity=".08"><circle cx="250" cy="150" r="135"/><circle cx="250" cy="150" r="165"/><circle cx="250" cy="150" r="200"/></g>
  <g style="isolation:isolate"><circle cx="212" cy="128" r="70" fill="#3B4BDB" style="mix-blend-mode:screen"/>
  <circle cx="290" cy="128" r="70" fill="#14B8A6" fill-opacity=".85" style="mix-blend-mode:screen"/>
  <circle cx="251" cy="192" r="70" fill="#F59E0B" fill-opacity=".8" style="mix-blend-mode:screen"/></g>
  <circle cx="251" cy="150" r="26" fill="#F8FAFC"/>
  <path d="M240 156v-14l11 10 11-10v14" fill="none" stroke="#0B1F3A" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="80" cy="70" r="5" fill="#14B8A6"/><circle cx="430" cy="240" r="6" fill="#F59E0B"/><circle cx="420" cy="60" r="4" fill="#F8FAFC" fill-opacity=".6"/><circle cx="70" cy="235" r="4" fill="#F8FAFC" fill-opacity=".5"/>
</svg>
EOF_why_about_svg

cat > "$TMP/why-hr.svg" <<'EOF_why_hr_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F0FDFA"/><stop offset="1" stop-color="#B9F0E6"/></linearGradient></defs>
  <rect width="500" height="300" fill="url(#bg)"/>
  <g stroke="#0B1F3A" stroke-opacity=".25" stroke-width="2.5" stroke-linecap="round">
    <path d="M250 150L130 85M250 150L370 85M250 150L120 220M250 150L380 220M250 150L250 50M130 85L120 220M370 85L380 220M130 85L250 50M370 85L250 50"/>
  </g>
  <g>
    <circle cx="250" cy="150" r="46" fill="#0B1F3A"/><circle cx="250" cy="137" r="14" fill="#F8FAFC"/><path d="M226 172a24 22 0 0 1 48 0z" fill="#F8FAFC"/>
    <circle cx="130" cy="85" r="30" fill="#14B8A6"/><circle cx="130" cy="77" r="9" fill="#fff"/><path d="M115 100a15 14 0 0 1 30 0z" fill="#fff"/>
    <circle cx="370" cy="85" r="30" fill="#3B4BDB"/><circle cx="370" cy="77" r="9" fill="#fff"/><path d="M355 100a15 14 0 0 1 30 0z" fill="#fff"/>
    <circle cx="120" cy="220" r="26" fill="#3B4BDB"/><circle cx="120" cy="213" r="8" fill="#fff"/><path d="M107 234a13 12 0 0 1 26 0z" fill="#fff"/>
    <circle cx="380" cy="220" r="26" fill="#14B8A6"/><circle cx="380" cy="213" r="8" fill="#fff"/><path d="M367 234a13 12 0 0 1 26 0z" fill="#fff"/>
    <circle cx="250" cy="50" r="22" fill="#F59E0B"/><path d="M250 38l3.5 7.5 8 1-6 5.5 1.6 8-7.1-4-7.1 4 1.6-8-6-5.5 8-1z" fill="#fff"/>
  </g>
  <circle cx="40" cy="40" r="60" fill="#14B8A6" fill-opacity=".12"/><circle cx="470" cy="280" r="80" fill="#3B4BDB" fill-opacity=".08"/>
</svg>
EOF_why_hr_svg

cat > "$TMP/why-digital.svg" <<'EOF_why_digital_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#1E2A78"/></linearGradient>
    <linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F8FAFC"/><stop offset="1" stop-color="#F8FAFC" stop-opacity=".25"/></linearGradient>
  </defs>
  <rect width="500" height="300" fill="url(#bg)"/>
  <g stroke="#F8FAFC" stroke-opacity=".1"><path d="M0 60H500M0 120H500M0 180H500M0 240H500"/></g>
  <g fill="url(#bar)"><rect x="70" y="190" width="38" height="70" rx="8"/><rect x="128" y="160" width="38" height="100" rx="8"/><rect x="186" y="175" width="38" height="85" rx="8"/><rect x="244" y="125" width="38" height="135" rx="8"/><rect x="302" y="95" width="38" height="165" rx="8"/></g>
  <path d="M60 170L147 125L205 140L263 90L321 60L380 40" fill="none" stroke="#F59E0B" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M362 30l26 4-8 25z" fill="#F59E0B"/>
  <g transform="translate(420 175)"><circle r="52" fill="none" stroke="#14B8A6" stroke-width="8"/><circle r="32" fill="none" stroke="#14B8A6" stroke-width="8" stroke-opacity=".7"/><circle r="12" fill="#14B8A6"/></g>
  <circle cx="40" cy="40" r="5" fill="#14B8A6"/><circle cx="460" cy="40" r="4" fill="#F8FAFC" fill-opacity=".6"/>
</svg>
EOF_why_digital_svg

cat > "$TMP/why-web.svg" <<'EOF_why_web_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">
  <defs>
    <pattern id="grid" width="25" height="25" patternUnits="userSpaceOnUse"><path d="M25 0H0V25" fill="none" stroke="#3B4BDB" stroke-opacity=".1"/></pattern>
    <linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#14B8A6"/></linearGradient>
  </defs>
  <rect width="500" height="300" fill="#F8FAFC"/><rect width="500" height="300" fill="url(#grid)"/>
  <rect x="70" y="45" width="290" height="210" rx="16" fill="#0B1F3A" fill-opacity=".12" transform="translate(8 10)"/>
  <rect x="70" y="45" width="290" height="210" rx="16" fill="#fff" stroke="#0B1F3A" stroke-opacity=".12"/>
  <path d="M70 61a16 16 0 0 1 16-16h258a16 16 0 0 1 16 16v13H70z" fill="#0B1F3A"/>
  <circle cx="88" cy="60" r="4.5" fill="#F59E0B"/><circle cx="103" cy="60" r="4.5" fill="#14B8A6"/><circle cx="118" cy="60" r="4.5" fill="#F8FAFC" fill-opacity=".6"/>
  <rect x="88" y="90" width="254" height="80" rx="10" fill="url(#hero)"/>
  <rect x="104" y="108" width="110" height="12" rx="6" fill="#fff"/><rect x="104" y="128" width="80" height="8" rx="4" fill="#fff" fill-opacity=".7"/><rect x="104" y="146" width="50" height="14" rx="7" fill="#F59E0B"/>
  <rect x="88" y="182" width="78" height="56" rx="8" fill="#E0E7FF"/><rect x="176" y="182" width="78" height="56" rx="8" fill="#CCFBF1"/><rect x="264" y="182" width="78" height="56" rx="8" fill="#FEF3C7"/>
  <g transform="translate(330 150)">
    <rect width="120" height="90" rx="14" fill="#3B4BDB"/>
    <path d="M40 30L24 45l16 15M80 30l16 15-16 15M66 26L54 64" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <path d="M300 215l0 34 9-9 7 14 6-3-7-14h13z" fill="#0B1F3A" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
  <circle cx="430" cy="60" r="22" fill="#14B8A6" fill-opacity=".25"/><circle cx="430" cy="60" r="8" fill="#14B8A6"/>
</svg>
EOF_why_web_svg

cat > "$TMP/why-education.svg" <<'EOF_why_education_svg'
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300" viewBox="0 0 500 300">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFBEB"/><stop offset="1" stop-color="#FDE3A7"/></linearGradient>
    <linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3B4BDB"/><stop offset="1" stop-color="#0B1F3A"/></linearGradient>
    <clipPath id="c"><circle cx="200" cy="160" r="95"/></clipPath>
  </defs>
  <rect width="500" height="300" fill="url(#bg)"/>
  <circle cx="200" cy="160" r="95" fill="url(#gl)"/>
  <g clip-path="url(#c)" fill="none" stroke="#14B8A6" stroke-width="2.5" stroke-opacity=".8">
    <ellipse cx="200" cy="160" rx="40" ry="95"/><ellipse cx="200" cy="160" rx="75" ry="95"/><path d="M200 65v190M105 160h190M112 115h176M112 205h176"/>
  </g>
  <path d="M60 210 C 120 40, 330 20, 430 120" fill="none" stroke="#0B1F3A" stroke-opacity=".45" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
  <g transform="translate(430 120) rotate(40)"><path d="M-18 -4h12l10-16h7l-5 16h12l5-6h5l-3 10 3 10h-5l-5-6h-12l5 16h-7l-10-16h-12a4 4 0 0 1 0-8z" fill="#0B1F3A"/></g>
  <circle cx="60" cy="210" r="9" fill="#F59E0B"/><circle cx="60" cy="210" r="18" fill="none" stroke="#F59E0B" stroke-width="2.5" stroke-opacity=".5"/>
  <g transform="translate(300 190)">
    <rect x="0" y="40" width="140" height="22" rx="4" fill="#3B4BDB"/><rect x="10" y="18" width="125" height="22" rx="4" fill="#14B8A6"/><rect x="4" y="-4" width="132" height="22" rx="4" fill="#0B1F3A"/>
    <path d="M14 46h110M22 24h100" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
    <path d="M70 -56l56 24-56 24-56-24z" fill="#F59E0B"/><path d="M40 -38v18c0 10 60 10 60 0v-18l-30 13z" fill="#D97706"/>
    <path d="M122 -32v26" stroke="#0B1F3A" stroke-width="3" stroke-linecap="round"/><circle cx="122" cy="-3" r="5" fill="#0B1F3A"/>
  </g>
</svg>
EOF_why_education_svg

# hero.py: procedural SVG frames for the hero loops (all motion periodic over the loop => seamless)
cat > "$TMP/hero.py" <<'EOF_hero_py'
"""Writes the SVG frames of one hero loop: hero.py NAME OUTDIR [FRAMES=250].
Every motion is periodic over the loop, so frame N == frame 0 (seamless)."""
import math, random, sys
name, out = sys.argv[1], sys.argv[2]
N = int(sys.argv[3]) if len(sys.argv) > 3 else 250
W, H = 1280, 720
TAU = 2 * math.pi
NAVY, INDIGO, TEAL, AMBER, WHITE = "#0B1F3A", "#3B4BDB", "#14B8A6", "#F59E0B", "#F8FAFC"
f = lambda v: ("%.1f" % v).rstrip("0").rstrip(".")

# per-video background glows: (colour, opacity, cx, cy, r, ax, ay, kx, ky, phase)
GLOWS = {
  "home":      [(INDIGO, .55, 300, 220, 520, 120, 60, 1, 1, 0), (TEAL, .35, 1000, 560, 480, 110, 70, 1, 2, 1.5),
                (AMBER, .09, 700, 780, 340, 140, 20, 1, 1, 3), (INDIGO, .35, 1150, 80, 380, 60, 60, 1, 1, 4)],
  "web":       [(INDIGO, .55, 1000, 200, 560, 90, 60, 1, 1, 0), (TEAL, .28, 200, 640, 460, 120, 50, 1, 1, 2)],
  "digital":   [(INDIGO, .5, 250, 150, 520, 80, 60, 1, 1, 0), (AMBER, .1, 1080, 700, 360, 80, 30, 1, 1, 1.2),
                (TEAL, .25, 980, 360, 300, 40, 40, 1, 1, 2.4)],
  "hr":        [(TEAL, .38, 1040, 200, 520, 100, 70, 1, 1, 0), (INDIGO, .5, 220, 600, 560, 110, 60, 1, 1, 2)],
  "education": [(INDIGO, .5, 960, 360, 560, 60, 40, 1, 1, 0), (AMBER, .08, 160, 700, 360, 90, 30, 1, 1, 1),
                (TEAL, .22, 1180, 80, 360, 50, 40, 1, 1, 2.5)],
}

def background(t):
    s = ['<rect width="%d" height="%d" fill="%s"/>' % (W, H, NAVY)]
    d = []
    for i, (c, o, cx, cy, r, ax, ay, kx, ky, ph) in enumerate(GLOWS[name]):
        x = cx + ax * math.sin(TAU * kx * t + ph); y = cy + ay * math.cos(TAU * ky * t + ph)
        d.append('<radialGradient id="g%d" cx="%s" cy="%s" r="%s" gradientUnits="userSpaceOnUse">'
                 '<stop offset="0" stop-color="%s" stop-opacity="%s"/><stop offset=".45" stop-color="%s" stop-opacity="%s"/>'
                 '<stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>' % (i, f(x), f(y), r, c, o, c, f(o * .45), c))
        s.append('<rect width="%d" height="%d" fill="url(#g%d)"/>' % (W, H, i))
    return d, s

def vignette():
    return ('<radialGradient id="vig" cx="640" cy="360" r="820" gradientUnits="userSpaceOnUse">'
            '<stop offset=".35" stop-color="#050d1c" stop-opacity="0"/><stop offset="1" stop-color="#050d1c" stop-opacity=".7"/></radialGradient>'
            '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#050d1c" stop-opacity=".35"/>'
            '<stop offset=".6" stop-color="#050d1c" stop-opacity=".1"/><stop offset="1" stop-color="#050d1c" stop-opacity="0"/></linearGradient>',
            '<rect width="%d" height="%d" fill="url(#vig)"/><rect width="%d" height="%d" fill="url(#shade)"/>' % (W, H, W, H))

rnd = random.Random({"home": 11, "web": 22, "digital": 33, "hr": 44, "education": 55}[name])

def bokeh_defs():
    return "".join('<radialGradient id="b%s"><stop offset="0" stop-color="%s" stop-opacity="1"/>'
                   '<stop offset=".35" stop-color="%s" stop-opacity=".55"/><stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>'
                   % (k, c, c, c) for k, c in (("w", WHITE), ("t", "#2DD4BF"), ("i", "#818CF8"), ("a", "#FBBF24")))

def rising_particles(t, n, rise, rmin, rmax, omax, kinds="wwtti"):
    # each particle lives one loop/k, rising `rise` px, fading in and out: seamless
    if not hasattr(rising_particles, "p"):
        rising_particles.p = [(rnd.uniform(0, W), rnd.uniform(80, H + 60), rnd.uniform(rmin, rmax), rnd.random(),
                               rnd.choice(kinds), rnd.choice((1, 1, 2)), rnd.uniform(10, 40), rnd.random()) for _ in range(n)]
    s = []
    for x0, y0, r, ph, k, m, sway, ph2 in rising_particles.p:
        p = (t * m + ph) % 1.0
        a = omax * math.sin(math.pi * p) ** 2
        x = x0 + sway * math.sin(TAU * (t + ph2)); y = y0 - rise * p
        s.append('<circle cx="%s" cy="%s" r="%s" fill="url(#b%s)" opacity="%.3f"/>' % (f(x), f(y), f(r), k, a))
    return s

def frame(i):
    t = i / N
    defs, body = background(t)
    defs.append(bokeh_defs())
    if name == "home":
        # soft floating particles + a few slow light ribbons
        defs.append('<linearGradient id="rb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2DD4BF" stop-opacity="0"/>'
                    '<stop offset=".5" stop-color="#2DD4BF" stop-opacity=".5"/><stop offset="1" stop-color="#818CF8" stop-opacity="0"/></linearGradient>')
        for j in range(3):
            pts = []
            for xs in range(-40, W + 81, 40):
                y = 470 + j * 34 + 70 * math.sin(TAU * (xs / 1500 + t + j * .12)) + 30 * math.sin(TAU * (xs / 700 - t))
                pts.append("%d,%s" % (xs, f(y)))
            body.append('<polyline points="%s" fill="none" stroke="url(#rb)" stroke-width="%s" opacity="%s"/>' % (" ".join(pts), 1.6 - j * .3, .8 - j * .2))
        body += rising_particles(t, 46, 160, 4, 26, .55)
    elif name == "web":
        # flowing line bundle (web design: structure + flow) over a faint grid
        defs.append('<pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#F8FAFC" stroke-opacity=".045"/></pattern>'
                    '<linearGradient id="ln" x1="0" y1="0" x2="1280" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3B4BDB" stop-opacity=".15"/>'
                    '<stop offset=".45" stop-color="#818CF8" stop-opacity=".9"/><stop offset=".8" stop-color="#2DD4BF" stop-opacity=".9"/><stop offset="1" stop-color="#2DD4BF" stop-opacity=".2"/></linearGradient>')
        body.append('<rect width="%d" height="%d" fill="url(#grid)"/>' % (W, H))
        L = 22
        for j in range(L):
            u = j / (L - 1)
            pts = []
            for xs in range(-20, W + 21, 20):
                xn = xs / W
                y = (360 + (u - .5) * 260 * (0.35 + 0.65 * xn)
                     + 90 * math.sin(TAU * (xn * .9 + t) + u * 1.6)
                     + 35 * math.sin(TAU * (xn * 1.7 - t) + u * 3.0))
                pts.append("%d,%s" % (xs, f(y)))
            body.append('<polyline points="%s" fill="none" stroke="url(#ln)" stroke-width="1.3" opacity="%.2f"/>' % (" ".join(pts), .25 + .5 * math.sin(math.pi * u)))
        body += rising_particles(t, 16, 90, 3, 12, .5, "wt")
    elif name == "digital":
        # marketing reach: ripples spreading from a source + orbiting signal dots
        cx, cy = 930, 380
        for k in range(6):
            p = (t + k / 6) % 1.0
            r = 40 + 620 * p
            a = .55 * (1 - p) ** 1.6 * min(1, p * 8)
            body.append('<circle cx="%d" cy="%d" r="%s" fill="none" stroke="%s" stroke-width="%s" opacity="%.3f"/>' % (cx, cy, f(r), "#2DD4BF" if k % 2 else "#818CF8", f(2.2 - 1.2 * p), a))
        body.append('<circle cx="%d" cy="%d" r="60" fill="url(#bt)" opacity=".55"/><circle cx="%d" cy="%d" r="7" fill="#2DD4BF" opacity=".9"/>' % (cx, cy, cx, cy))
        for k, (rad, sp, c, sz) in enumerate(((150, 1, "a", 16), (250, -1, "w", 12), (360, 1, "t", 18), (470, -1, "i", 14), (250, -1, "a", 10))):
            ang = TAU * (sp * t + k * .37)
            body.append('<circle cx="%s" cy="%s" r="%d" fill="url(#b%s)" opacity=".85"/>' % (f(cx + rad * math.cos(ang)), f(cy + rad * .62 * math.sin(ang)), sz, c))
            body.append('<ellipse cx="%d" cy="%d" rx="%d" ry="%s" fill="none" stroke="#F8FAFC" stroke-opacity=".05"/>' % (cx, cy, rad, f(rad * .62)))
        body += rising_particles(t, 22, 120, 3, 14, .45, "wwa")
    elif name == "hr":
        # people network: nodes drifting on small loops, links fade with distance
        if not hasattr(frame, "nodes"):
            frame.nodes = [(rnd.uniform(-40, W + 40), rnd.uniform(-40, H + 40), rnd.uniform(18, 46), rnd.random(), rnd.choice((1, -1)),
                            rnd.choice("wttii"), rnd.uniform(2.2, 4.5)) for _ in range(58)]
        pts = []
        for x0, y0, rr, ph, sg, k, sz in frame.nodes:
            a = TAU * (sg * t + ph)
            pts.append((x0 + rr * math.cos(a), y0 + rr * math.sin(a), k, sz))
        D = 210.0
        for a in range(len(pts)):
            for b in range(a + 1, len(pts)):
                dx = pts[a][0] - pts[b][0]; dy = pts[a][1] - pts[b][1]
                d = math.hypot(dx, dy)
                if d < D:
                    o = .42 * (1 - d / D) ** 1.5
                    body.append('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#5EEAD4" stroke-width="1.1" opacity="%.3f"/>' % (f(pts[a][0]), f(pts[a][1]), f(pts[b][0]), f(pts[b][1]), o))
        for x, y, k, sz in pts:
            body.append('<circle cx="%s" cy="%s" r="%s" fill="url(#b%s)" opacity=".5"/>' % (f(x), f(y), f(sz * 4), k))
            body.append('<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".85"/>' % (f(x), f(y), f(sz * .7), {"w": WHITE, "t": "#5EEAD4", "i": "#A5B4FC"}[k]))
    elif name == "education":
        # slowly turning wireframe globe with flight arcs between continents
        gx, gy, R = 930, 380, 300
        rot = math.radians(30) * t  # meridians every 30 deg: one step per loop = seamless
        tilt = math.radians(18)
        def proj(lat, lon):
            x = math.cos(lat) * math.sin(lon + rot); z = math.cos(lat) * math.cos(lon + rot); y = math.sin(lat)
            y2 = y * math.cos(tilt) - z * math.sin(tilt); z2 = y * math.sin(tilt) + z * math.cos(tilt)
            return gx + R * x, gy - R * y2, z2
        defs.append('<radialGradient id="gb" cx="%d" cy="%d" r="%d" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3B4BDB" stop-opacity=".35"/>'
                    '<stop offset=".85" stop-color="#1E2A78" stop-opacity=".25"/><stop offset="1" stop-color="#818CF8" stop-opacity=".35"/></radialGradient>' % (gx - 80, gy - 90, R + 90))
        body.append('<circle cx="%d" cy="%d" r="%d" fill="url(#gb)"/>' % (gx, gy, R))
        body.append('<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#818CF8" stroke-opacity=".45" stroke-width="1.5"/>' % (gx, gy, R))
        def curve(samples, col, op, w):
            segs, cur = [], []
            for lat, lon in samples:
                x, y, z = proj(lat, lon)
                if z > -0.02: cur.append("%s,%s" % (f(x), f(y)))
                elif cur: segs.append(cur); cur = []
            if cur: segs.append(cur)
            return ['<polyline points="%s" fill="none" stroke="%s" stroke-opacity="%s" stroke-width="%s"/>' % (" ".join(c), col, op, w) for c in segs if len(c) > 1]
        for m in range(12):
            lon = math.radians(m * 30)
            body += curve([(math.radians(la), lon) for la in range(-90, 91, 4)], "#5EEAD4", .38, 1.3)
        for la in range(-60, 61, 30):
            body += curve([(math.radians(la), math.radians(lo)) for lo in range(0, 361, 4)], "#5EEAD4", .3 if la else .45, 1.3)
        # flights: great-circle-ish arcs lifted off the surface, a dot travelling each
        routes = [((17.4, 78.5), (53.5, -2.2)), ((17.4, 78.5), (-33.9, 151.2)), ((53.5, -2.2), (43.7, -79.4)), ((17.4, 78.5), (40.7, -74.0))]
        for k, ((la1, lo1), (la2, lo2)) in enumerate(routes):
            samp = []
            for s in range(0, 41):
                u = s / 40
                la = math.radians(la1 + (la2 - la1) * u); lo = math.radians(lo1 + (lo2 - lo1) * u)
                lift = 1 + .18 * math.sin(math.pi * u)
                x, y, z = proj(la, lo)
                samp.append((gx + (x - gx) * lift, gy + (y - gy) * lift, z))
            pts = ["%s,%s" % (f(x), f(y)) for x, y, z in samp if z > -.05]
            if len(pts) > 1:
                body.append('<polyline points="%s" fill="none" stroke="#FBBF24" stroke-opacity=".55" stroke-width="1.6" stroke-dasharray="2 6" stroke-linecap="round"/>' % " ".join(pts))
            p = (t * 2 + k * .25) % 1.0
            x, y, z = samp[int(p * 40)]
            if z > -.05:
                body.append('<circle cx="%s" cy="%s" r="14" fill="url(#ba)" opacity="%.2f"/>' % (f(x), f(y), math.sin(math.pi * p)))
        body += rising_particles(t, 20, 110, 3, 12, .45, "wta")
    vd, vb = vignette()
    defs.append(vd); body.append(vb)
    return '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d"><defs>%s</defs>%s</svg>' % (W, H, W, H, "".join(defs), "".join(body))

for i in range(N):
    open("%s/f%04d.svg" % (out, i), "w").write(frame(i))
EOF_hero_py

# ---------------------------------------------------------------- brand
if [ "$WHAT" = all ] || [ "$WHAT" = brand ]; then
  "$PY" "$TMP/logo.py" "$TMP" "$PUB"
  for s in 16 32; do rsvg-convert -w "$s" -h "$s" "$PUB/favicon.svg" -o "$TMP/fav$s.png"; done
  convert "$TMP/fav16.png" "$TMP/fav32.png" "$PUB/favicon.ico"
  rsvg-convert "$TMP/touch.svg" -o "$TMP/touch.png"
  pngquant --force --quality 80-98 --speed 1 --strip --output "$PUB/apple-touch-icon.png" "$TMP/touch.png"
  rsvg-convert "$TMP/logo512.svg" -o "$TMP/logo512.png"
  pngquant --force --quality 80-98 --speed 1 --strip --output "$PUB/logo-512.png" "$TMP/logo512.png"
  rsvg-convert "$TMP/og.svg" -o "$TMP/og.png"
  pngquant --force --quality 70-95 --speed 1 --strip --output "$PUB/og-image.png" "$TMP/og.png"
fi

# ---------------------------------------------------------------- illustrations
if [ "$WHAT" = all ] || [ "$WHAT" = images ]; then
  for n in services contact; do
    rsvg-convert "$TMP/$n.svg" -o "$TMP/$n.png"
    webp "$TMP/$n.png" "$PUB/images/$n.webp" 82
  done
  for n in about hr digital web education; do
    rsvg-convert "$TMP/why-$n.svg" -o "$TMP/why-$n.png"
    webp "$TMP/why-$n.png" "$PUB/images/why-$n.webp" 80
  done
fi

# ---------------------------------------------------------------- hero videos
# 10 s at 25 fps, VP9 (two-pass constrained quality), no audio, one keyframe per loop.
vp9() { # frames-dir out.webm WxH crf
  local common=(-hide_banner -loglevel error -y -framerate 25 -i "$1/f%04d.png"
                -vf "scale=$3:flags=lanczos,format=yuv420p" -an -c:v libvpx-vp9 -b:v 0 -crf "$4"
                -row-mt 1 -tile-columns 1 -g 250 -deadline good -cpu-used 2 -passlogfile "$TMP/vp9"
                -fflags +bitexact -flags:v +bitexact)  # bitexact: re-runs give identical bytes
  ffmpeg "${common[@]}" -pass 1 -f null -
  ffmpeg "${common[@]}" -pass 2 -auto-alt-ref 1 -lag-in-frames 25 -metadata title="Meera Consultancy" "$2"
}
if [ "$WHAT" = all ] || [ "$WHAT" = videos ]; then
  for n in home web digital hr education; do
    d="$TMP/frames-$n"; mkdir -p "$d"
    "$PY" "$TMP/hero.py" "$n" "$d" 250
    find "$d" -name '*.svg' -print0 | xargs -0 -n 1 -P "$(nproc)" sh -c 'rsvg-convert "$1" -o "${1%.svg}.png"' _
    webp "$d/f0000.png" "$PUB/videos/hero-$n.webp" 80          # poster = first frame
    case "$n" in web) crf=34 ;; *) crf=30 ;; esac   # web: many moving lines, needs a lighter hand
    vp9 "$d" "$PUB/videos/hero-$n.webm" 1280:720 "$crf"
    vp9 "$d" "$PUB/videos/hero-$n-640.webm" 640:360 $((crf + 3))
    rm -rf "$d"
  done
fi

ls -l "$PUB" "$PUB/images" "$PUB/videos"
