// Makes the enrolment policy video (public/media/policies.webm) from the transcript in
// config/college.json: one titled slide per paragraph, drawn on a canvas in Debian's Chromium
// and recorded with MediaRecorder (VP8/WebM). Run again after editing the transcript:
//   node scripts/make-policy-video.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const college = JSON.parse(
  await readFile(new URL('../config/college.json', import.meta.url), 'utf8'),
);
const { title, transcript } = college.policyVideo;
const slides = [title, ...transcript.split(/\n\n+/)];
const SECONDS_PER_SLIDE = 5;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const base64 = await page.evaluate(
  async ({ slides, seconds }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const ctx = canvas.getContext('2d');
    const wrap = (text, width) => {
      const lines = [];
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (ctx.measureText(next).width > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      return [...lines, line];
    };
    const draw = (text, index) => {
      ctx.fillStyle = index === 0 ? '#d81b60' : '#4a148c';
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = '#ffffff';
      ctx.font = index === 0 ? 'bold 36px sans-serif' : '24px sans-serif';
      const lines = wrap(text, 560);
      const height = index === 0 ? 44 : 32;
      lines.forEach((line, i) => {
        ctx.fillText(line, 40, 180 - (lines.length * height) / 2 + i * height + height / 2);
      });
      ctx.font = '16px sans-serif';
      ctx.fillText(`${index + 1} / ${slides.length}`, 560, 340);
    };
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 150_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    draw(slides[0], 0);
    recorder.start(1000);
    for (const [index, text] of slides.entries()) {
      // Redraw every frame period so the encoder keeps getting frames.
      const end = performance.now() + seconds * 1000;
      while (performance.now() < end) {
        draw(text, index);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  },
  { slides, seconds: SECONDS_PER_SLIDE },
);
await browser.close();
const out = new URL('../public/media/policies.webm', import.meta.url);
await writeFile(out, Buffer.from(base64, 'base64'));
console.log(
  `Wrote ${out.pathname}: ${slides.length} slides, ${Buffer.from(base64, 'base64').length} bytes`,
);
