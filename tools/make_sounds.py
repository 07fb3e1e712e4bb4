#!/usr/bin/env python3
"""Synthesise the game's sounds into assets/sounds/*.wav (Python standard library only).

Every sound is made here from sine waves and seeded noise, so the WAVs are ours
(CC0, see assets/sounds/LICENSE) and the same on every run. Format: 22050 Hz, mono,
signed 16-bit, short enough (< 0.5 s) to queue whole.

    python3 tools/make_sounds.py          # rewrites assets/sounds/*.wav
"""
import math
import os
import random
import struct
import wave

RATE = 22050
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "sounds")


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def tone(freq, seconds, decay, amp=1.0, attack=0.004):
    """A sine with a short attack and an exponential decay (`decay` per second)."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(amp * env * math.sin(2 * math.pi * freq * t))
    return out


def knock(seconds, decay, body_freq, seed, amp=1.0, brightness=0.35):
    """A wooden knock: a decaying low body plus low-passed noise for the click."""
    rng = random.Random(seed)
    out, lp = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        lp += brightness * (rng.uniform(-1, 1) - lp)
        env = min(1.0, t / 0.002) * math.exp(-decay * t)
        body = math.sin(2 * math.pi * body_freq * t) + 0.4 * math.sin(2 * math.pi * body_freq * 2.7 * t)
        out.append(amp * env * (0.55 * body + 0.9 * lp))
    return out


def mix(*parts):
    """Sums (offset_seconds, samples) parts into one buffer."""
    n = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * n
    for off, s in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def write(name, samples, peak=0.7):
    top = max(abs(v) for v in samples) or 1.0
    # a short fade at the end: no click when the sound stops
    fade = int(RATE * 0.01)
    for i in range(fade):
        samples[-1 - i] *= i / fade
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v / top * peak)) * 32767)) for v in samples)
    with wave.open(os.path.join(OUT, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    os.makedirs(OUT, exist_ok=True)
    # a piece set down: one soft knock
    write("move", knock(0.09, 55, 190, seed=1), peak=0.55)
    # a capture: two knocks close together, brighter and louder
    write("capture", mix((0, knock(0.08, 60, 230, seed=2, brightness=0.6)),
                         (0.035, knock(0.09, 50, 170, seed=3, brightness=0.5))), peak=0.75)
    # check: a knock and a short high two-note chime
    write("check", mix((0, knock(0.08, 55, 200, seed=4)),
                       (0.02, tone(988, 0.18, 22, 0.5)),
                       (0.09, tone(1319, 0.2, 20, 0.45))), peak=0.7)
    # promotion: a rising arpeggio
    write("promotion", mix((0, knock(0.08, 55, 200, seed=5)),
                           (0.03, tone(523.25, 0.16, 18, 0.45)),
                           (0.10, tone(659.25, 0.16, 18, 0.45)),
                           (0.17, tone(783.99, 0.24, 12, 0.5))), peak=0.7)
    # game end: a soft closing chord, falling to the tonic
    write("game-end", mix((0, tone(783.99, 0.2, 10, 0.35)),
                          (0, tone(587.33, 0.2, 10, 0.35)),
                          (0.16, tone(523.25, 0.32, 7, 0.4)),
                          (0.16, tone(659.25, 0.32, 7, 0.3)),
                          (0.16, tone(392.00, 0.32, 7, 0.3))), peak=0.65)


if __name__ == "__main__":
    main()
