#!/usr/bin/env bash
# Regenerates every visual asset of the site under public/ from scratch:
# logos and icons, og-image, section illustrations and the hero background videos.
# Everything is drawn in scripts/build/assets/ (hand-written SVG; Python that sets the logo's
# lettering from Inter's outlines and draws the hero videos' frames), rendered with
# rsvg-convert and encoded with ImageMagick / pngquant / ffmpeg; this script runs them.
# Nothing is downloaded. Safe to re-run: every output is overwritten.
#
# Needs (Debian): apt-get install -y ffmpeg imagemagick librsvg2-bin pngquant fonts-inter python3-fonttools
#
# Usage: scripts/build/make-assets.sh [all|brand|images|videos]   (default: all)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ASSETS="$ROOT/scripts/build/assets"
PUB="$ROOT/public"
WHAT="${1:-all}"
PY=/usr/bin/python3   # Debian's python, where python3-fonttools lives
FONTDIR=/usr/share/fonts/opentype/inter
export PYTHONDONTWRITEBYTECODE=1   # logo.py imports glyphs.py: leave no __pycache__ in scripts/build/assets/

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

# ---------------------------------------------------------------- brand
if [ "$WHAT" = all ] || [ "$WHAT" = brand ]; then
  "$PY" "$ASSETS/logo.py" "$PUB"
  for s in 16 32; do rsvg-convert -w "$s" -h "$s" "$PUB/favicon.svg" -o "$TMP/fav$s.png"; done
  convert "$TMP/fav16.png" "$TMP/fav32.png" "$PUB/favicon.ico"
  rsvg-convert "$ASSETS/touch.svg" -o "$TMP/touch.png"
  pngquant --force --quality 80-98 --speed 1 --strip --output "$PUB/apple-touch-icon.png" "$TMP/touch.png"
  rsvg-convert "$ASSETS/logo512.svg" -o "$TMP/logo512.png"
  pngquant --force --quality 80-98 --speed 1 --strip --output "$PUB/logo-512.png" "$TMP/logo512.png"
  rsvg-convert "$ASSETS/og.svg" -o "$TMP/og.png"
  pngquant --force --quality 70-95 --speed 1 --strip --output "$PUB/og-image.png" "$TMP/og.png"
fi

# ---------------------------------------------------------------- illustrations
if [ "$WHAT" = all ] || [ "$WHAT" = images ]; then
  for n in services contact; do
    rsvg-convert "$ASSETS/$n.svg" -o "$TMP/$n.png"
    webp "$TMP/$n.png" "$PUB/images/$n.webp" 82
  done
  # The contact picture fills a phone's width (about 364 px at 412, 1.75 px a pixel): a 640 px copy for it.
  rsvg-convert -w 640 "$ASSETS/contact.svg" -o "$TMP/contact-640.png"
  webp "$TMP/contact-640.png" "$PUB/images/contact-640.webp" 82
  for n in about hr digital web education; do
    rsvg-convert "$ASSETS/why-$n.svg" -o "$TMP/why-$n.png"
    webp "$TMP/why-$n.png" "$PUB/images/why-$n.webp" 80
  done
fi

# ---------------------------------------------------------------- hero videos
# 10 s at 25 fps, VP9 (two-pass constrained quality), no audio, one keyframe per loop.
# The hero's blur (SPEC: videoBlurPercent, default 20 % of 10 px = a 2 px Gaussian) is baked in here, with the
# 4 % zoom that hid a CSS blur's transparent edges, instead of a CSS filter the browser ran on every frame
# (docs/decisions/0053). A CSS blur(2px) is a Gaussian of standard deviation 2 CSS px; the 1280 px cut shows
# about 1:1 on a desktop hero, so it gets sigma 2 px, and the 640 px cut (phones, shown at about twice its
# size) sigma 1 px. The poster is the first frame through the same filter. HERO_BAKED_BLUR_PERCENT in
# src/components/hero-banner/hero-options.ts must name the same blur.
BLUR_PX=2        # at 1280 px
ZOOM=1.04
bake() { # WxH sigma: zoom (a centred crop, as transform: scale(1.04) did), scale, blur
  echo "crop=trunc(iw/$ZOOM/2)*2:trunc(ih/$ZOOM/2)*2,scale=$1:flags=lanczos,gblur=sigma=$2:steps=3"
}
vp9() { # frames-dir out.webm WxH crf sigma
  local common=(-hide_banner -loglevel error -y -framerate 25 -i "$1/f%04d.png"
                -vf "$(bake "$3" "$5"),format=yuv420p" -an -c:v libvpx-vp9 -b:v 0 -crf "$4"
                -row-mt 1 -tile-columns 1 -g 250 -deadline good -cpu-used 2 -passlogfile "$TMP/vp9"
                -fflags +bitexact -flags:v +bitexact)  # bitexact: re-runs give identical bytes
  ffmpeg "${common[@]}" -pass 1 -f null -
  ffmpeg "${common[@]}" -pass 2 -auto-alt-ref 1 -lag-in-frames 25 -metadata title="Meera Consultancy" "$2"
}
if [ "$WHAT" = all ] || [ "$WHAT" = videos ]; then
  for n in home web digital hr education; do
    d="$TMP/frames-$n"; mkdir -p "$d"
    "$PY" "$ASSETS/hero.py" "$n" "$d" 250
    find "$d" -name '*.svg' -print0 | xargs -0 -n 1 -P "$(nproc)" sh -c 'rsvg-convert "$1" -o "${1%.svg}.png"' _
    # poster = the first frame, blurred and zoomed as the video
    ffmpeg -hide_banner -loglevel error -y -i "$d/f0000.png" -vf "$(bake 1280:720 "$BLUR_PX")" "$TMP/poster.png"
    webp "$TMP/poster.png" "$PUB/videos/hero-$n.webp" 80
    if [ "$n" = home ]; then  # the about page's animated effect falls back to this one: zoomed, not blurred
      ffmpeg -hide_banner -loglevel error -y -i "$d/f0000.png" -vf "$(bake 1280:720 0)" "$TMP/still.png"
      webp "$TMP/still.png" "$PUB/videos/hero-home-sharp.webp" 80
    fi
    case "$n" in web) crf=34 ;; *) crf=30 ;; esac   # web: many moving lines, needs a lighter hand
    vp9 "$d" "$PUB/videos/hero-$n.webm" 1280:720 "$crf" "$BLUR_PX"
    vp9 "$d" "$PUB/videos/hero-$n-640.webm" 640:360 $((crf + 3)) "$(awk "BEGIN{print $BLUR_PX/2}")"
    rm -rf "$d"
  done
fi

ls -l "$PUB" "$PUB/images" "$PUB/videos"
