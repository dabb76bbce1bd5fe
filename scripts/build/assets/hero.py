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
