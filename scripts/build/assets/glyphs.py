# Inter outlines -> SVG path data (so logo.svg needs no web font); used by logo.py
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
