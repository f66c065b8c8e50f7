#!/bin/sh
# Regenerates the demo clip the 'upload' items play: 6 s, 640x360, H.264 baseline, yuv420p, faststart, no audio
# (no music on a halal kids platform). Needs Debian's ffmpeg (apt-get install -y ffmpeg) and fonts-dejavu-core.
set -eu
root=$(cd "$(dirname "$0")/../../../.." && pwd)
out="$root/src/web/public/demo-videos/qamar-demo.mp4"
fonts=/usr/share/fonts/truetype/dejavu
mkdir -p "$(dirname "$out")"
# A slow three-colour gradient, an anti-aliased crescent drifting across the sky, and the name fading in.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:c0=0x0f766e:c1=0x1e3a8a:c2=0x6b21a8:nb_colors=3:speed=0.015:seed=1447:d=6:r=24" \
  -f lavfi -i "color=c=0xfef3c7:s=120x120:d=6:r=24,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='255*clip(46-hypot(X-60,Y-60),0,1)*clip(hypot(X-80,Y-46)-40,0,1)'" \
  -filter_complex "[0:v][1:v]overlay=x='40+t*12':y='28-t*2':shortest=1,\
drawtext=fontfile=$fonts/DejaVuSans-Bold.ttf:text='Qamar Kids':fontcolor=white:fontsize=64:x=(w-text_w)/2:y=(h-text_h)/2-10:alpha='min(1,t/1.2)':shadowcolor=black@0.35:shadowx=2:shadowy=2,\
drawtext=fontfile=$fonts/DejaVuSans.ttf:text='Safe, halal videos for curious young minds':fontcolor=white:fontsize=22:x=(w-text_w)/2:y=h/2+50:alpha='min(1,max(0,(t-1)/1.2))',\
fade=t=in:st=0:d=0.5,fade=t=out:st=5.4:d=0.6,format=yuv420p[v]" \
  -map "[v]" -an -t 6 -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -g 48 \
  -movflags +faststart "$out"
echo "Wrote $out ($(wc -c < "$out") bytes)"
