#!/usr/bin/env python3
"""Generate the Chessembly piece, marker and app icons (assets/**.svg).

All art is original to this project. Every piece is drawn once here, in a
100x100 viewBox, and written twice: white (light fill, dark outline, dark
details) and black (dark fill, dark outline, light details).

Only SVG features the nanosvg rasteriser inside SDL2_image handles are used:
path/circle/ellipse/rect/polygon/line, fill/stroke attributes, linearGradient,
and simple translate/scale/rotate transforms. No text, CSS, filters or masks.

Run from the repository root:   python3 tools/svgcheck/genart.py
"""
import math
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PIECES = os.path.join(ROOT, "assets", "pieces")
MARKERS = os.path.join(ROOT, "assets", "markers")

SW = 3.5  # outline width, identical for both colours

PALETTES = {
    # F fill, L outline, D inner details, T chameleon tint
    "white": dict(F="#f8f4ea", L="#1f1f1f", D="#1f1f1f", T="#b9d88f", F2="#e2dac8", dw=3.0),
    "black": dict(F="#2b2b2b", L="#111111", D="#ece6d6", T="#3f6b35", F2="#4e4e4e", dw=2.6),
}


def fmt(v):
    if isinstance(v, float):
        s = "%.2f" % v
        s = s.rstrip("0").rstrip(".")
        return s if s not in ("-0", "") else "0"
    return str(v)


def el(tag, **attrs):
    parts = []
    for k, v in attrs.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        parts.append('%s="%s"' % (k, fmt(v)))
    return "<%s %s/>" % (tag, " ".join(parts))


class Ctx:
    """Drawing context: palette plus the current scale (to keep outlines even)."""

    def __init__(self, pal, scale=1.0, fill=None):
        # fill overrides the body colour (a piece standing behind another one)
        self.p = pal
        self.s = scale
        self.fill = fill or pal["F"]

    @property
    def sw(self):
        return SW / self.s

    @property
    def dw(self):
        return self.p["dw"] / self.s

    # a solid part of the silhouette
    def part(self, tag, **a):
        a.setdefault("fill", self.fill)
        a.setdefault("stroke", self.p["L"])
        a.setdefault("stroke_width", self.sw)
        return el(tag, **a)

    # an inner line drawn in the detail colour
    def line(self, d, w=None):
        return el("path", d=d, fill="none", stroke=self.p["D"],
                  stroke_width=(w / self.s) if w else self.dw)

    # a thin line outside the silhouette (antennae, legs): outline colour
    def wire(self, d, w):
        return el("path", d=d, fill="none", stroke=self.p["L"], stroke_width=w / self.s)

    # an inner solid mark in the detail colour
    def mark(self, tag, **a):
        a.setdefault("fill", self.p["D"])
        a.setdefault("stroke", "none")
        return el(tag, **a)


# ---------------------------------------------------------------- shared parts

def base(c):
    return [c.part("rect", x=19, y=80, width=62, height=10.5, rx=3.5)]


def join(c, x1, x2, y):
    """Separator between two parts; invisible on white, light on black."""
    return c.line("M%s %sH%s" % (fmt(x1), fmt(y), fmt(x2)))


# ------------------------------------------------------------ standard uppers
# Each upper() draws everything above y=80 (the base top).

def pawn_upper(c):
    return [
        c.part("path", d="M41 50C41 62 31 69 28 80H72C69 69 59 62 59 50Z"),
        c.part("rect", x=34, y=46, width=32, height=7, rx=3.5),
        c.part("circle", cx=50, cy=31, r=14),
        join(c, 38, 62, 53),
    ]


def rook_upper(c):
    return [
        c.part("path", d="M34 64H66C66 71 71 74 74 80H26C29 74 34 71 34 64Z"),
        c.part("path", d="M33 33H67L65.5 66H34.5Z"),
        c.part("path", d="M25 13H36V20H44.5V13H55.5V20H64V13H75V27L68 34H32L25 27Z"),
        join(c, 36, 64, 34),
        join(c, 37, 63, 65.5),
    ]


def bishop_mitre(c, slit=True):
    out = [
        c.part("circle", cx=50, cy=12.5, r=5.5),
        c.part("path", d="M50 18C64 27 71 40 64.5 53H35.5C29 40 36 27 50 18Z"),
    ]
    if slit:
        out.append(c.line("M58 29L47 42", w=3.4))
    return out


def bishop_upper(c):
    return [
        c.part("path", d="M40 58C40 68 31 72 28 80H72C69 72 60 68 60 58Z"),
        c.part("rect", x=33, y=52, width=34, height=7.5, rx=3.75),
    ] + bishop_mitre(c) + [join(c, 38, 62, 59.5)]


QUEEN_TIPS = [(17, 29), (32.5, 19), (50, 14), (67.5, 19), (83, 29)]


def queen_upper(c):
    crown = ("M30 60L17 29L32 46L32.5 19L43 42L50 14L57 42L67.5 19L68 46L83 29L70 60Z")
    out = [
        c.part("path", d="M33 64C33 72 28 75 26 80H74C72 75 67 72 67 64Z"),
        c.part("path", d=crown),
    ]
    for x, y in QUEEN_TIPS:
        out.append(c.part("circle", cx=x, cy=y, r=4.6))
    out += [
        c.part("rect", x=29, y=58, width=42, height=8, rx=4),
        join(c, 35, 65, 66),
    ]
    return out


def king_upper(c):
    cross = "M46.5 3.5H53.5V9H59V16H53.5V24H46.5V16H41V9H46.5Z"
    return [
        c.part("path", d="M33 64C33 72 28 75 26 80H74C72 75 67 72 67 64Z"),
        c.part("path", d=cross),
        c.part("path", d="M50 22C57 22 60 30 57 38L50 50L43 38C40 30 43 22 50 22Z"),
        c.part("path", d="M29 60C17 48 21 30 36 31C43 31.5 48 38 50 44C52 38 57 31.5 64 31C79 30 83 48 71 60Z"),
        c.part("rect", x=28, y=58, width=44, height=8, rx=4),
        c.line("M50 46V57"),
        join(c, 35, 65, 66),
    ]


KNIGHT = ("M28 80C26 69 33 61 44 53C38 55.5 31 58.5 25 61C19 63.5 13.5 60 14 54.5"
          "C14.5 49 19.5 45 23.5 40.5L35 23C38.5 18.5 42 16.5 45.5 15.5L49 5L55.5 15"
          "C71 19 82 35 80 55C79 66 75 72 76 80Z")


def knight_upper(c, stripes=False):
    out = [c.part("path", d=KNIGHT)]
    if stripes:
        # zebra bands across the neck, kept inside the silhouette
        for d in ("M47 31L58 22", "M45 46L67 29", "M48 57L74 41", "M38 70L76 55", "M34 79.5L77 68"):
            out.append(c.line(d, w=4.2))
    out += [
        c.mark("ellipse", cx=36, cy=31, rx=3.8, ry=3),
        c.mark("circle", cx=19.5, cy=53, r=2.1),
        c.line("M57 21C70 27 76 40 75 56"),
    ]
    return out


def test_upper(c):
    return [
        c.part("path", d="M39 66H61C61 72 66 75 69 80H31C34 75 39 72 39 66Z"),
        c.part("circle", cx=50, cy=41, r=28),
        c.mark("ellipse", cx=40, cy=35, rx=4, ry=5.5),
        c.mark("ellipse", cx=60, cy=35, rx=4, ry=5.5),
        c.line("M37 48C42 58 58 58 63 48", w=3.6),
        join(c, 43, 57, 70.5),
    ]


# --------------------------------------------------------------- helpers

def group(inner, tx=0.0, ty=0.0, s=1.0):
    if tx == 0 and ty == 0 and s == 1:
        return inner
    t = "translate(%s %s)" % (fmt(tx), fmt(ty))
    if s != 1:
        t += " scale(%s)" % fmt(s)
    return ['<g transform="%s">' % t] + inner + ["</g>"]


def scaled(fn, c, s, cx_to, anchor_y=80.0):
    """Draw fn's upper scaled by s about (50, anchor_y), its centre moved to cx_to."""
    sub = Ctx(c.p, c.s * s, c.fill)
    tx = cx_to - 50 * s
    ty = anchor_y - anchor_y * s
    return group(fn(sub), tx, ty, s)


def outlined_stroke(c, d, width, core=False):
    """A thick band along a path, with an outline: outline stroke then fill stroke.
    core adds a thin detail line down the middle, which keeps a dark band readable
    against its dark outline on black pieces."""
    out = [
        el("path", d=d, fill="none", stroke=c.p["L"], stroke_width=(width + 2 * SW) / c.s),
        el("path", d=d, fill="none", stroke=c.fill, stroke_width=width / c.s),
    ]
    if core and c.p is PALETTES["black"]:
        out.append(c.line(d, w=1.6))
    return out


# ------------------------------------------------------------ variant uppers

def compound(front):
    def fn(c):
        back = Ctx(c.p, c.s, c.p["F2"])
        return scaled(knight_upper, back, 0.82, 36) + scaled(front, c, 0.82, 62)
    return fn


def alfil_upper(c):
    # an elephant's head, trunk hanging and curling forward
    head = ("M76 80C79 66 81 52 78 40C74 24 60 15 46 17C33 19 25 30 25 43"
            "C25 53 22 61 17 66C14 70 18 75 23 72C30 68 34 61 37 55"
            "C41 62 45 70 44 80Z")
    ear = "M53 29C65 22 79 32 75 50C73 60 64 64 56 60C51 52 49 38 53 29Z"
    tusk = "M37 55C36 61 31 64 26 64C30 60 32 57 33 53Z"
    return [
        c.part("path", d=head),
        c.part("path", d=tusk),
        c.part("path", d=ear),
        c.mark("circle", cx=38, cy=36, r=2.8),
        c.line("M58 34C63 38 65 46 62 54"),
    ]


def wasp_upper(c):
    out = [
        # wings behind the body
        c.part("ellipse", cx=31, cy=30, rx=16, ry=8, transform="rotate(-28 31 30)"),
        c.part("ellipse", cx=69, cy=30, rx=16, ry=8, transform="rotate(28 69 30)"),
        # legs on the base
        c.wire("M42 60L33 72L31 80", 3.4),
        c.wire("M58 60L67 72L69 80", 3.4),
        # abdomen with stinger
        c.part("path", d="M50 80L45 72C36 68 35 55 39 50C43 45 57 45 61 50C65 55 64 68 55 72Z"),
        c.part("ellipse", cx=50, cy=39, rx=10, ry=8.5),
        c.part("circle", cx=50, cy=22, r=8.5),
        c.wire("M46 15L38 5", 3.2),
        c.wire("M54 15L62 5", 3.2),
        c.mark("circle", cx=46, cy=22, r=2),
        c.mark("circle", cx=54, cy=22, r=2),
    ]
    # stripes across the abdomen (inside its outline)
    for y, half in ((55, 10.5), (62.5, 10.5), (69, 6.5)):
        out.append(c.line("M%s %sH%s" % (fmt(50 - half), fmt(y), fmt(50 + half)), w=3.6))
    return out


def bouncing_bishop_upper(c):
    spring = "M50 57L36 61L64 66L36 71L64 76L50 80"
    return outlined_stroke(c, spring, 5, core=True) + [
        c.part("rect", x=33, y=51, width=34, height=7.5, rx=3.75),
    ] + [x for x in bishop_mitre(c)]


def tempest_rook_upper(c):
    bolt = "M55 37L42 51.5H50L44.5 62.5L60.5 46H52L58.5 37Z"
    return rook_upper(c) + [
        c.mark("path", d=bolt, stroke=c.p["D"], stroke_width=1.2, stroke_linejoin="round"),
    ]


def sails(c, cx, cy, angle0, length=38, width=11, inner=13):
    """Four windmill sails radiating from (cx, cy), the first at angle0 degrees.
    Drawn behind the piece, so only their outer ends show."""
    out = []
    for k in range(4):
        a = math.radians(angle0 + 90 * k)
        ux, uy = math.cos(a), math.sin(a)
        px, py = -uy * width / 2, ux * width / 2
        pts = [(cx + ux * r + px * sgn, cy + uy * r + py * sgn)
               for r, sgn in ((inner, -1), (length, -1), (length, 1), (inner, 1))]
        d = "M" + "L".join("%s %s" % (fmt(x), fmt(y)) for x, y in pts) + "Z"
        out.append(c.part("path", d=d))
        e0 = (cx + ux * (inner + 2), cy + uy * (inner + 2))
        e1 = (cx + ux * (length - 4), cy + uy * (length - 4))
        out.append(c.line("M%s %sL%s %s" % (fmt(e0[0]), fmt(e0[1]), fmt(e1[0]), fmt(e1[1])), w=2.4))
    return out


def hub(c, cx, cy):
    return [c.part("circle", cx=cx, cy=cy, r=5.2), c.mark("circle", cx=cx, cy=cy, r=1.7)]


def windmill_rook_upper(c):
    return sails(c, 50, 47, -90, length=43, width=13) + scaled(rook_upper, c, 0.84, 50) + hub(c, 50, 50)


def windmill_bishop_upper(c):
    return sails(c, 50, 38, -45, width=12) + bishop_upper(c) + hub(c, 50, 40)


def chameleon_upper(c):
    tail = "M72 56C84 55 89 64 86 71C83 78 74 78 73 72C72 67 78 65 80 69"
    body = ("M13 51C13 44 22 31 36 19L44 33C56 25 73 30 77 45C79 55 73 63 62 63"
            "H37C27 63 17 60 14 56Z")
    out = outlined_stroke(c, tail, 6.5, core=True)
    out += [
        # legs gripping the base
        *outlined_stroke(c, "M37 61L32 73L37 79", 5.5),
        *outlined_stroke(c, "M62 61L67 73L62 79", 5.5),
        c.part("path", d=body),
        c.part("circle", cx=30, cy=43, r=7.5),
        c.mark("circle", cx=28.5, cy=43, r=3),
        c.line("M15 53C20 55 26 55 32 53", w=2.6),
        c.line("M42 52C52 46 62 46 70 50", w=2.6),
        c.mark("circle", cx=52, cy=38, r=2.2),
        c.mark("circle", cx=62, cy=40, r=2.2),
        c.mark("circle", cx=57, cy=56, r=2.2),
    ]
    return out


def camel_upper(c):
    body = ("M13 33C13 27 18 23 24 23C29 23 33 26 34 31C35 38 36 44 40 48"
            "C42 36 52 27 60 29C68 31 70 40 74 44C80 48 84 54 81 62"
            "C80 66 77 68 74 69L76 80H66L63 66H44L41 80H31L32 64"
            "C27 58 24 48 24 40L20 39C16 38 13 36 13 33Z")
    return [
        c.part("path", d="M25 26L26 18L30.5 24Z"),
        c.part("path", d=body),
        c.mark("circle", cx=22.5, cy=29, r=2.2),
        c.line("M47 48C52 42 58 40 64 43", w=2.6),
    ]


def cone_upper(c):
    # a traffic cone: apex 50,14 ; base edge at y 74 spans 27..73
    top_y, bot_y = 14.0, 74.0
    def x_at(y):
        t = (y - top_y) / (bot_y - top_y)
        return 45 - 18 * t, 55 + 18 * t
    l0, r0 = x_at(top_y)
    l1, r1 = x_at(bot_y)
    d = "M%s %sC47 11 53 11 %s %sL%s %sH%sZ" % (
        fmt(l0), fmt(top_y), fmt(r0), fmt(top_y), fmt(r1), fmt(bot_y), fmt(l1))
    out = [
        c.part("rect", x=22, y=72, width=56, height=8, rx=2),
        c.part("path", d=d),
    ]
    for ya, yb in ((31, 40), (52, 61)):
        la, ra = x_at(ya)
        lb, rb = x_at(yb)
        m = 3.2
        band = "M%s %sH%sL%s %sH%sZ" % (fmt(la + m), fmt(ya), fmt(ra - m), fmt(rb - m), fmt(yb), fmt(lb + m))
        out.append(c.mark("path", d=band))
    return out


def cannon_upper(c):
    # a barrel on a wheel, pointing up and to the right (xiangqi and janggi's cannon)
    return [
        c.part("path", d="M26 64L66 27C70 23 77 27 74 32L36 73C32 77 23 69 26 64Z"),
        c.part("path", d="M62 25L72 20L80 29L76 36Z"),
        c.line("M33 63L67 32", w=2.6),
        c.part("circle", cx=40, cy=66, r=13),
        c.mark("circle", cx=40, cy=66, r=3.2),
        c.line("M40 55V59M40 73V77M29 66H33M47 66H51", w=2.6),
    ]


def advisor_upper(c):
    # a counsellor in a wide-brimmed hat (xiangqi's and janggi's advisor / guard)
    return [
        c.part("path", d="M37 54C37 65 30 72 27 80H73C70 72 63 65 63 54Z"),
        c.part("circle", cx=50, cy=41, r=12),
        c.part("rect", x=30, y=27, width=40, height=6, rx=3),
        c.part("path", d="M39 28C39 17 61 17 61 28Z"),
        c.part("circle", cx=50, cy=14, r=3.5),
        join(c, 40, 60, 57),
    ]


def mirrored(front):
    """A chameleon wearing another piece's shape: the right half tinted."""
    def fn(c):
        sub = Ctx(c.p, c.s, "url(#mirror)")
        return front(sub)
    return fn


def mirror_defs(p):
    return ('<defs><linearGradient id="mirror" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0">'
            '<stop offset="0.5" stop-color="%s"/><stop offset="0.5" stop-color="%s"/>'
            '</linearGradient></defs>' % (p["F"], p["T"]))


# ------------------------------------------------------------ makruk (Thai chess)
# Thai sets are turned wood: every piece but the bia stands on a flared foot with a
# collar, and they differ by their tops (players tell khun and met apart by height).

def turned_foot(c, y=66):
    return [
        c.part("path", d="M35 %sC35 72 29 76 26 80H74C71 76 65 72 65 %sZ" % (fmt(y), fmt(y))),
        c.part("rect", x=30, y=y - 6, width=40, height=7, rx=3.5),
    ]


def khun_upper(c):
    # the king: a round body, a ring and a tall pointed spire (a chedi's outline)
    return turned_foot(c) + [
        c.part("ellipse", cx=50, cy=48, rx=17, ry=12.5),
        c.part("path", d="M41 36C43 24 47 15 50 4C53 15 57 24 59 36Z"),
        c.part("rect", x=37, y=32, width=26, height=6, rx=3),
        c.line("M37 49H63"),
    ]


def met_upper(c):
    # the met (counsellor): the khun's body, low, under a small pointed cap
    return turned_foot(c) + [
        c.part("ellipse", cx=50, cy=49, rx=18, ry=12),
        c.part("path", d="M46.5 26L50 16L53.5 26Z"),
        c.part("circle", cx=50, cy=31, r=7.5),
        c.part("rect", x=39, y=36, width=22, height=5.5, rx=2.75),
        c.line("M36 50H64"),
    ]


def khon_upper(c):
    # the khon: a pointed lotus bud, its petals marked
    return turned_foot(c) + [
        c.part("path", d="M32 61C29 45 39 31 50 14C61 31 71 45 68 61Z"),
        c.line("M50 20C43 33 41 47 43 59"),
        c.line("M50 20C57 33 59 47 57 59"),
    ]


def ma_upper(c):
    # the ma: an upright horse's head facing left, on a collar, its mane notched
    head = ("M31 74C30 64 35 57 41 52C34 54 27 57 22 58C16 59 12 54 15 48"
            "L30 27L33 12L41 20C58 17 73 30 73 50C73 60 70 67 71 74Z")
    return [
        c.part("path", d=head),
        c.part("rect", x=25, y=70, width=50, height=7, rx=3.5),
        c.part("path", d="M28 77H72C72 79 73 80 74 80H26C27 80 28 79 28 77Z"),
        c.mark("ellipse", cx=33, cy=33, rx=3.3, ry=2.6),
        c.mark("circle", cx=19.5, cy=51, r=2),
        c.line("M45 23L50 29L55 25L59 33L64 31L66 41L70 41"),
    ]


def ruea_upper(c):
    # the ruea (boat): a block under a hull-shaped top, prow and stern raised
    return [
        c.part("path", d="M33 66H67C67 72 71 76 74 80H26C29 76 33 72 33 66Z"),
        c.part("path", d="M32 33H68L66.5 67H33.5Z"),
        c.part("path", d="M20 17C32 27 68 27 80 17L73 36H27Z"),
        c.line("M34 47H66"),
        c.line("M34 56H66"),
    ]


def bia_body(c):
    # the bia: a flat cowrie-like disc lying on the square, its smooth back up
    return [
        c.part("path", d="M13 84C13 62 30 52 50 52C70 52 87 62 87 84Z"),
        c.part("rect", x=11, y=81, width=78, height=9.5, rx=4.75),
        c.line("M27 68C35 61 44 59 52 59", w=3),
    ]


def bia_flipped_body(c):
    # a promoted bia is turned over: the curved back down, the toothed opening up
    out = [
        c.part("path", d="M11 58H89C89 78 72 90 50 90C28 90 11 78 11 58Z"),
        c.part("ellipse", cx=50, cy=58, rx=39, ry=11),
        c.mark("ellipse", cx=50, cy=58, rx=25, ry=3.6),
    ]
    for x in (31, 38, 45, 52, 59, 66):
        out.append(c.line("M%s 52.5V63.5" % fmt(x + 1.5), w=2.2))
    return out


MAKRUK_DEFS = [
    ("khun", khun_upper, "makruk khun (king): a tall spire"),
    ("met", met_upper, "makruk met: a low body under a small pointed cap"),
    ("khon", khon_upper, "makruk khon: a pointed lotus bud"),
    ("ma", ma_upper, "makruk ma: an upright horse head"),
    ("ruea", ruea_upper, "makruk ruea: a boat-topped block"),
]
# lying flat on the square, with no plinth
FLAT_DEFS = [
    ("bia", bia_body, "makruk bia: a flat cowrie-like disc"),
    ("bia-flipped", bia_flipped_body, "makruk promoted bia: the disc turned over"),
]


PIECE_DEFS = [
    # name, upper function (everything above the plinth), comment
    ("pawn", pawn_upper, "pawn"),
    ("knight", knight_upper, "knight (horse head facing left)"),
    ("bishop", bishop_upper, "bishop (mitre with slit)"),
    ("rook", rook_upper, "rook (tower)"),
    ("queen", queen_upper, "queen (five-pointed crown)"),
    ("king", king_upper, "king (crown with cross)"),
    ("test", test_upper, "test piece of the playground (a friendly face)"),
    ("archbishop", compound(bishop_upper), "archbishop: bishop in front of a knight"),
    ("chancellor", compound(rook_upper), "chancellor: rook in front of a knight"),
    ("amazon", compound(queen_upper), "amazon: queen in front of a knight"),
    ("alfil", alfil_upper, "alfil: elephant head"),
    ("wasp", wasp_upper, "wasp"),
    ("bouncing-bishop", bouncing_bishop_upper, "bouncing bishop: a bishop on a spring"),
    ("tempest-rook", tempest_rook_upper, "tempest rook: a rook with a lightning bolt"),
    ("windmill-bishop", windmill_bishop_upper, "windmill bishop: bishop with diagonal sails"),
    ("windmill-rook", windmill_rook_upper, "windmill rook: rook with orthogonal sails"),
    ("chameleon", chameleon_upper, "chameleon"),
    ("mirrored-bishop", mirrored(bishop_upper), "chameleon as a bishop (right half tinted)"),
    ("mirrored-rook", mirrored(rook_upper), "chameleon as a rook (right half tinted)"),
    ("mirrored-queen", mirrored(queen_upper), "chameleon as a queen (right half tinted)"),
    ("mirrored-pawn", mirrored(pawn_upper), "chameleon as a pawn (right half tinted)"),
    ("camel", camel_upper, "camel"),
    ("zebra", lambda c: knight_upper(c, stripes=True), "zebra: striped horse head"),
    ("cone", cone_upper, "cone: a traffic cone"),
    ("cannon", cannon_upper, "cannon: a barrel on a wheel"),
    ("advisor", advisor_upper, "advisor: a counsellor in a wide-brimmed hat"),
] + MAKRUK_DEFS


def svg_doc(comment, body, defs=""):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">\n'
            "<!-- Chessembly: %s. Original art for this project; generated by tools/svgcheck/genart.py. -->\n"
            "%s"
            '<g stroke-linejoin="round" stroke-linecap="round">\n%s\n</g>\n</svg>\n'
            % (comment, defs + "\n" if defs else "", "\n".join(body)))


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def gen_pieces():
    os.makedirs(PIECES, exist_ok=True)
    names = []
    for color, pal in PALETTES.items():
        for name, fn, comment in PIECE_DEFS:
            c = Ctx(pal)
            body = fn(c) + base(c)
            # the plinth is drawn last, over the foot of the body, so every piece
            # stands on the same base
            defs = mirror_defs(pal) if name.startswith("mirrored-") else ""
            write(os.path.join(PIECES, "%s-%s.svg" % (color, name)),
                  svg_doc("%s %s" % (color, comment), body, defs))
            names.append("%s-%s" % (color, name))
        for name, fn, comment in FLAT_DEFS:
            write(os.path.join(PIECES, "%s-%s.svg" % (color, name)), svg_doc("%s %s" % (color, comment), fn(Ctx(pal))))
            names.append("%s-%s" % (color, name))
    return names


# ------------------------------------------------------------------ markers

INK = "#1b1b1b"
INK_OPACITY = 0.68
HALO = "#ffffff"
HALO_OPACITY = 0.88
# a thin dark rim outside the halo: the marker reads on light squares and light
# pieces (the rim) as well as on dark squares and dark pieces (the halo)
RIM = "#000000"
RIM_OPACITY = 0.5
RIM_EXTRA = 4


def marker(d, ink_w, halo_w, comment, extra=""):
    body = [
        el("path", d=d, fill="none", stroke=RIM, stroke_opacity=RIM_OPACITY, stroke_width=halo_w + RIM_EXTRA),
        el("path", d=d, fill="none", stroke=HALO, stroke_opacity=HALO_OPACITY, stroke_width=halo_w),
        el("path", d=d, fill="none", stroke=INK, stroke_opacity=INK_OPACITY, stroke_width=ink_w),
    ]
    return svg_doc(comment, body)


def spiral_path(turns=1.75, r0=3.0, r1=25.0, cx=50.0, cy=50.0, steps=90):
    pts = []
    total = turns * 2 * math.pi
    for i in range(steps + 1):
        t = i / steps
        th = t * total
        r = r0 + (r1 - r0) * t
        # start in the centre, wind outwards clockwise, end at the top-left
        a = th + math.pi * 0.25
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return "M" + "L".join("%s %s" % (fmt(x), fmt(y)) for x, y in pts)


def gen_markers():
    os.makedirs(MARKERS, exist_ok=True)
    write(os.path.join(MARKERS, "move.svg"),
          marker(spiral_path(), 7, 12.5, "move marker: a swirl (soyongdori)"))
    write(os.path.join(MARKERS, "capture.svg"),
          marker("M20 20L80 80M80 20L20 80", 10, 17, "capture marker: an X"))
    write(os.path.join(MARKERS, "jump.svg"),
          marker("M25 70C25 40 38 28 50 28C62 28 72 40 72 62M61 52L72 65L83 52", 8, 14,
                 "jump marker: an arrow leaping over a square"))
    write(os.path.join(MARKERS, "shift.svg"),
          marker("M29 29H71V71H29Z", 8, 14, "shift marker: a square"))


# ------------------------------------------------------------------ the duck

def duck_body():
    """Duck Chess's duck: nobody's piece, so one drawing for both colours (a yellow duck
    facing left, sitting on the square; no plinth)."""
    line = "#1f1f1f"
    return [
        # body and tail
        el("path", d="M22 62C22 48 36 44 50 46C58 47 66 46 74 38C78 44 80 52 78 60"
                     "C76 74 64 82 48 82C32 82 22 74 22 62Z",
           fill="#f6c945", stroke=line, stroke_width=SW),
        # head
        el("circle", cx=36, cy=33, r=15, fill="#f6c945", stroke=line, stroke_width=SW),
        # beak
        el("path", d="M22 33C15 32 9 35 8 39C14 41 20 40 24 38Z", fill="#ef8a2b", stroke=line,
           stroke_width=SW),
        # eye and wing
        el("circle", cx=33, cy=29, r=2.6, fill=line, stroke="none"),
        el("path", d="M42 60C48 54 58 54 64 59C60 67 50 69 42 60Z", fill="#e9b531", stroke=line,
           stroke_width=3),
    ]


def gen_duck():
    for color in PALETTES:
        write(os.path.join(PIECES, "%s-duck.svg" % color), svg_doc("the duck of Duck Chess (both colours)", duck_body()))


# ---------------------------------------------------------------- app icon

def gen_icon():
    pal = PALETTES["white"]
    out = ['<rect x="4" y="4" width="92" height="92" rx="16" fill="#3a4a2c"/>']
    # a 4x4 board
    for r in range(4):
        for f in range(4):
            colour = "#eeeed2" if (r + f) % 2 == 0 else "#769656"
            out.append(el("rect", x=14 + f * 18, y=14 + r * 18, width=18, height=18, fill=colour))
    out.append(el("rect", x=14, y=14, width=72, height=72, fill="none", stroke="#1f1f1f", stroke_width=2.5))
    c = Ctx(pal, 0.7)
    inner = knight_upper(c) + base(c)
    out += group(inner, 50 - 50 * 0.7, 16 - 0 * 0.7, 0.7)
    # code brackets { } in gold
    lb = "M22 30C15 30 17 44 11 50C17 56 15 70 22 70"
    rb = "M78 30C85 30 83 44 89 50C83 56 85 70 78 70"
    for d in (lb, rb):
        out.append(el("path", d=d, fill="none", stroke="#1f1f1f", stroke_width=11))
        out.append(el("path", d=d, fill="none", stroke="#f2c14e", stroke_width=5.5))
    write(os.path.join(ROOT, "assets", "icon.svg"), svg_doc("application icon", out))


if __name__ == "__main__":
    gen_pieces()
    gen_duck()
    gen_markers()
    gen_icon()
    print("ok")
