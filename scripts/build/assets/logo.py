# logo.py OUTDIR: writes favicon.svg, logo.svg (for light backgrounds), logo-light.svg (for dark backgrounds)
import sys
from glyphs import text_path  # beside this file, which Python puts first on the import path
out = sys.argv[1]
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
