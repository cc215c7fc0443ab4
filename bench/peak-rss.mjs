// Preloaded with `node --import` into a measured child: prints its peak RSS (KiB) on exit.
process.on('exit', () => {
  process.stderr.write(`\n__PEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`);
});
