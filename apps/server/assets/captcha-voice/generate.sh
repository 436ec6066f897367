#!/usr/bin/env bash
# Regenerates the audio captcha's voice: every character of the captcha alphabet read out by
# three eSpeak NG voices, trimmed and stored as 11,025 Hz 8-bit mono WAV (<voice>/<char>.wav).
# Run by hand when the alphabet changes (needs Debian's espeak-ng and sox); the server only reads
# the files, it never runs eSpeak (GPL) itself. The alphabet must match captcha-font.ts.
set -euo pipefail
cd "$(dirname "$0")"
ALPHABET='ACDEFHJKLMNPRTUVWXY3479'
VOICES=('en-us' 'en-gb+f4' 'en-us+m3')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for index in "${!VOICES[@]}"; do
  voice=${VOICES[$index]}
  mkdir -p "v$index"
  for ((i = 0; i < ${#ALPHABET}; i++)); do
    char=${ALPHABET:$i:1}
    espeak-ng -v "$voice" -s 130 -w "$tmp/raw.wav" "$char"
    sox "$tmp/raw.wav" -r 11025 -b 8 -e unsigned -c 1 "v$index/$char.wav" \
      silence 1 0.01 1% reverse silence 1 0.01 1% reverse norm -1
  done
done
